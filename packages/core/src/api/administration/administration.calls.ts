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
import { referencePageSchema, tenantOverviewSchema, tenantSummaryPageSchema } from './platform.schema'
import { permissionSchema, roleDetailsSchema, roleSummarySchema, scaAuditPageSchema } from './roles.schema'

// How the administration's calls are made and what they answer; what the contract document says of them is in
// administration.routes.ts.

export const administrationCalls = {
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
  'roles.all': { method: 'GET', path: 'users/all/roles/{tenantId}', answer: z.array(roleSummarySchema) },
  'roles.details': { method: 'GET', path: 'users/roles/details/{roleId}', answer: roleDetailsSchema },
  'roles.catalogue': { method: 'GET', path: 'users/permissions/all-{type}', answer: z.array(permissionSchema) },
  'roles.create': { method: 'POST', path: 'users/roles/{type}', answer: roleDetailsSchema },
  'roles.update': { method: 'PUT', path: 'users/roles/{type}/{roleId}', answer: roleDetailsSchema },
  'roles.scaAudit': { method: 'GET', path: 'users/sca-audit', answer: scaAuditPageSchema },
  'tenantManagement.page': { method: 'GET', path: 'tenant-management/tenants', answer: tenantSummaryPageSchema },
  'tenantManagement.overview': { method: 'GET', path: 'tenant-management/tenants/{id}', answer: tenantOverviewSchema },
  referenceList: { method: 'GET', path: 'settings/reference/{kind}', answer: referencePageSchema },
} as const satisfies Record<string, Call>
