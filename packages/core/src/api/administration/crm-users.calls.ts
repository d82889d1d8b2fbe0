import * as z from 'zod/mini'
import type { Call } from '../../contract/route'
import {
  createdCrmUserSchema,
  crmUserPageSchema,
  crmUserSchema,
  merchantGrantsSchema,
  methodGrantsSchema,
  providerGrantsSchema,
} from './crm-users.schema'
import { roleSummarySchema } from './roles.schema'

// How the staff accounts' and their grants' calls are made and what they answer (a file per client, so each screen's chunk takes only
// its own); what the contract document says of them is in administration.routes.ts.

export const crmUserCalls = {
  'crmUsers.page': { method: 'GET', path: 'users/crm', answer: crmUserPageSchema },
  'crmUsers.one': { method: 'GET', path: 'users/crm/{id}', answer: crmUserSchema },
  'crmUsers.create': { method: 'POST', path: 'users/crm', answer: createdCrmUserSchema },
  'crmUsers.update': { method: 'PUT', path: 'users/crm/{id}', answer: crmUserSchema },
  'crmUsers.remove': { method: 'DELETE', path: 'users/crm/{id}', answer: 'ignored' },
  'crmUsers.setActive': { method: 'PUT', path: 'users/{id}/activation', answer: crmUserSchema },
  'crmUsers.unlock': { method: 'PUT', path: 'users/{id}/unlock', answer: crmUserSchema },
  'crmUsers.resetPassword': { method: 'POST', path: 'users/password-reset', answer: createdCrmUserSchema },
  merchantGrants: { method: 'GET', path: 'users/crm/{id}/merchantpermissions', answer: merchantGrantsSchema },
  paymentMethodGrants: { method: 'GET', path: 'users/{id}/payment-method-permissions', answer: methodGrantsSchema },
  serviceProviderGrants: {
    method: 'GET',
    path: 'users/{id}/service-provider-permissions',
    answer: providerGrantsSchema,
  },
  setMerchantGrants: { method: 'PUT', path: 'users/crm/{id}/merchantpermissions', answer: merchantGrantsSchema },
  setPaymentMethodGrants: {
    method: 'PUT',
    path: 'users/crm/{id}/paymentmethodpermissions',
    answer: methodGrantsSchema,
  },
  setServiceProviderGrants: {
    method: 'PUT',
    path: 'users/{id}/service-provider-permissions',
    answer: providerGrantsSchema,
  },
  'tenantUsers.page': { method: 'GET', path: 'tenants/{tenantId}/tenant-users', answer: crmUserPageSchema },
  'tenantUsers.create': { method: 'POST', path: 'tenants/{tenantId}/tenant-user', answer: createdCrmUserSchema },
  'tenantUsers.update': { method: 'PUT', path: 'tenants/{tenantId}/tenant-user/{id}', answer: crmUserSchema },
  'tenantUsers.remove': { method: 'DELETE', path: 'tenants/{tenantId}/tenant-user/{id}', answer: 'ignored' },
  'tenantUsers.activate': {
    method: 'PUT',
    path: 'tenants/{tenantId}/tenant-user/{id}/activate',
    answer: crmUserSchema,
  },
  'tenantUsers.deactivate': {
    method: 'PUT',
    path: 'tenants/{tenantId}/tenant-user/{id}/deactivate',
    answer: crmUserSchema,
  },
  'tenantUsers.unlock': { method: 'PUT', path: 'tenants/{tenantId}/tenant-user/{id}/unlock', answer: crmUserSchema },
  'tenantUsers.resetPassword': { method: 'POST', path: 'tenants/users/password-reset', answer: createdCrmUserSchema },
  'tenantUsers.roles': { method: 'GET', path: 'tenants/{tenantId}/tenant-roles', answer: z.array(roleSummarySchema) },
} as const satisfies Record<string, Call>
