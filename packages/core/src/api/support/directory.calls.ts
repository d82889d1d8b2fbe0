import type { Call } from '../../contract/route'
import {
  customerListSchema,
  emailSenderSchema,
  staffPageSchema,
  tenantDetailsSchema,
  tenantPageSchema,
} from './directory.schema'

// How the directory's calls (tenants, their users and merchants) are made and what they answer; what the contract
// document says of them is in support.routes.ts.

export const directoryCalls = {
  fetchTenants: { method: 'GET', path: 'tenants', answer: tenantPageSchema },
  fetchTenantDetails: { method: 'GET', path: 'tenants/{tenantId}/details', answer: tenantDetailsSchema },
  fetchMyTenant: { method: 'GET', path: 'tenants/mydetails', answer: tenantDetailsSchema },
  fetchTenantEmailSender: { method: 'GET', path: 'tenants/{tenantId}/email-sender', answer: emailSenderSchema },
  fetchTenantUsers: { method: 'GET', path: 'tenants/{tenantId}/users', answer: staffPageSchema },
  fetchTenantMerchants: { method: 'GET', path: '{tenantId}/all/merchants', answer: customerListSchema },
} as const satisfies Record<string, Call>
