import type { Call } from '../../contract/route'
import { referencePageSchema, tenantOverviewSchema, tenantSummaryPageSchema } from './platform.schema'

// How the tenants' and reference lists' calls are made and what they answer (a file per client, so each screen's chunk takes only
// its own); what the contract document says of them is in administration.routes.ts.

export const platformCalls = {
  'tenantManagement.page': { method: 'GET', path: 'tenant-management/tenants', answer: tenantSummaryPageSchema },
  'tenantManagement.overview': { method: 'GET', path: 'tenant-management/tenants/{id}', answer: tenantOverviewSchema },
  referenceList: { method: 'GET', path: 'settings/reference/{kind}', answer: referencePageSchema },
} as const satisfies Record<string, Call>
