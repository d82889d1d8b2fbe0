import * as z from 'zod/mini'
import { described, optional, pageQuery, type RouteArea } from '../../contract/route'
import { crmUserCalls } from './crm-users.calls'
import { platformCalls } from './platform.calls'
import { roleCalls } from './roles.calls'
import { auditCalls } from './audit.calls'
import { byStaff, staff } from '../../contract/kinds'
import {
  auditReadRule,
  auditRetentionRule,
  roleReaderRule,
  roleWriterRule,
  staffRule,
  tenantRule,
} from './administration.access'
import { auditOutcomes, auditRetentionSchema } from './audit.schema'
import {
  crmUserFieldsSchema,
  merchantGrantsSchema,
  methodGrantsSchema,
  passwordResetSchema,
  providerGrantsSchema,
  userActivationSchema,
} from './crm-users.schema'
import { referenceKinds } from './platform.schema'
import { roleTypes, saveRoleSchema } from './roles.schema'

const tenants = tenantRule.access
const roleReaders = roleReaderRule.access
const roleWriters = roleWriterRule.access

const guarded = <R extends object>(route: R) => ({ ...route, headers: ['scaCode'] as const, by: staff })
const byPlatform = <R extends object>(route: R) => ({ ...route, by: ['platform'] as const })
const userQuery = { ...pageQuery, ...optional({ search: z.string() }) }
const roleType = { type: z.enum(roleTypes) }
const auditFilters = optional({
  tenantId: z.int(),
  merchantId: z.int(),
  actorId: z.int(),
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  outcome: z.enum(auditOutcomes),
  from: z.string(),
  to: z.string(),
})
const auditQuery = {
  pageSize: z.int().check(z.minimum(1), z.maximum(200)),
  ...auditFilters,
  ...optional({ before: z.int() }),
}

export const administrationRoutes = {
  area: 'administration',
  description: 'Staff accounts, their grants and roles, strong-authentication audit, tenants and reference lists.',
  access: staffRule.access,
  routes: described(
    { ...crmUserCalls, ...roleCalls, ...platformCalls, ...auditCalls },
    {
      'crmUsers.page': byStaff({
        madeBy: 'fetchCrmUserPage',
        summary: 'A page of the tenant’s staff accounts',
        query: userQuery,
      }),
      'crmUsers.one': byStaff({ madeBy: 'fetchCrmUser', summary: 'One staff account' }),
      'crmUsers.create': guarded({
        madeBy: 'createCrmUser',
        summary: 'Adds a staff account; the answer holds its temporary password, shown once',
        body: crmUserFieldsSchema,
      }),
      'crmUsers.update': guarded({
        madeBy: 'updateCrmUser',
        summary: 'Changes a staff account',
        body: crmUserFieldsSchema,
      }),
      'crmUsers.remove': guarded({ madeBy: 'removeCrmUser', summary: 'Deletes a staff account' }),
      'crmUsers.setActive': guarded({
        madeBy: 'setCrmUserActive',
        summary: 'Activates or deactivates a staff account',
        body: userActivationSchema,
      }),
      'crmUsers.unlock': byStaff({ madeBy: 'unlockCrmUser', summary: 'Unlocks a locked account' }),
      'crmUsers.resetPassword': guarded({
        madeBy: 'resetCrmUserPassword',
        summary: 'A new temporary password in place of the old one, shown once',
        body: passwordResetSchema,
      }),
      merchantGrants: byStaff({ summary: 'The merchants a staff account may see', madeBy: 'fetchGrants' }),
      paymentMethodGrants: byStaff({ summary: 'The payment methods a staff account may see', madeBy: 'fetchGrants' }),
      serviceProviderGrants: byStaff({
        summary: 'The service providers a staff account may see',
        madeBy: 'fetchGrants',
      }),
      setMerchantGrants: byStaff({
        summary: 'Sets the merchants a staff account may see',
        body: merchantGrantsSchema,
        madeBy: 'saveGrants',
      }),
      setPaymentMethodGrants: byStaff({
        summary: 'Sets the payment methods a staff account may see',
        body: methodGrantsSchema,
        madeBy: 'saveGrants',
      }),
      setServiceProviderGrants: byStaff({
        summary: 'Sets the service providers a staff account may see',
        body: providerGrantsSchema,
        madeBy: 'saveGrants',
      }),
      'tenantUsers.page': byPlatform({
        access: tenants,
        summary: 'A page of a tenant’s staff accounts',
        query: userQuery,
      }),
      'tenantUsers.create': byPlatform({
        access: tenants,
        summary: 'Adds a staff account to a tenant',
        body: crmUserFieldsSchema,
        headers: ['scaCode'],
      }),
      'tenantUsers.update': byPlatform({
        access: tenants,
        summary: 'Changes a tenant’s staff account',
        body: crmUserFieldsSchema,
        headers: ['scaCode'],
      }),
      'tenantUsers.remove': byPlatform({
        access: tenants,
        summary: 'Deletes a tenant’s staff account',
        headers: ['scaCode'],
      }),
      'tenantUsers.activate': byPlatform({
        access: tenants,
        summary: 'Activates a tenant’s staff account',
        headers: ['scaCode'],
        madeBy: 'tenantUsers.setActive',
      }),
      'tenantUsers.deactivate': byPlatform({
        access: tenants,
        summary: 'Deactivates a tenant’s staff account',
        headers: ['scaCode'],
        madeBy: 'tenantUsers.setActive',
      }),
      'tenantUsers.unlock': byPlatform({ access: tenants, summary: 'Unlocks a tenant’s locked staff account' }),
      'tenantUsers.resetPassword': byPlatform({
        access: tenants,
        summary: 'A new temporary password for a tenant’s staff account',
        body: passwordResetSchema,
        headers: ['scaCode'],
      }),
      'tenantUsers.roles': byPlatform({ access: tenants, summary: 'The roles a tenant’s staff may hold' }),
      'roles.all': byStaff({
        madeBy: 'fetchRoles',
        access: roleReaders,
        summary: 'Every role the tenant’s users may have',
      }),
      'roles.details': byStaff({
        madeBy: 'fetchRoleDetails',
        access: roleReaders,
        summary: 'A role with its permissions',
      }),
      'roles.catalogue': byStaff({
        madeBy: 'fetchPermissionCatalogue',
        access: roleWriters,
        summary: 'The permissions a role of the type may hold',
        params: roleType,
      }),
      'roles.create': guarded({
        madeBy: 'createRole',
        access: roleWriters,
        summary: 'Adds a role',
        params: roleType,
        body: saveRoleSchema,
      }),
      'roles.update': guarded({
        madeBy: 'updateRole',
        access: roleWriters,
        summary: 'Changes a role',
        params: roleType,
        body: saveRoleSchema,
      }),
      'roles.scaAudit': byStaff({
        madeBy: 'fetchScaAudit',
        access: {
          permission: { tenant: '', platform: '' },
          openBecause: 'Every administrator reads their organisation’s record.',
          administrator: true,
        },
        summary: 'Changes made with a code in the caller’s tenant, newest first',
        query: pageQuery,
      }),
      'audit.page': {
        madeBy: 'fetchAuditPage',
        access: auditReadRule.access,
        by: auditReadRule.by,
        summary: 'A page of the audit trail, newest first, by who, action, target, outcome and period',
        query: auditQuery,
      },
      'audit.export': {
        madeBy: 'downloadAuditCsv',
        access: auditReadRule.access,
        by: auditReadRule.by,
        summary: 'Every record the filters match as CSV, streamed',
        query: { ...auditFilters, timeZone: z.optional(z.string()) },
      },
      'audit.head': {
        madeBy: 'fetchAuditHead',
        access: auditReadRule.access,
        by: auditReadRule.by,
        summary: 'The newest link of the organisation’s chain, to keep elsewhere',
        query: optional({ tenantId: z.int() }),
      },
      'audit.saveRetention': {
        madeBy: 'saveAuditRetention',
        access: auditRetentionRule.access,
        by: auditRetentionRule.by,
        summary: 'How many days the tenant keeps its audit trail (platform staff name the tenant)',
        query: optional({ tenantId: z.int() }),
        body: auditRetentionSchema,
      },
      'tenantManagement.page': byPlatform({
        madeBy: 'fetchTenantPage',
        access: tenants,
        summary: 'A page of the tenants with their figures',
        query: pageQuery,
      }),
      'tenantManagement.overview': byPlatform({
        madeBy: 'fetchTenantOverview',
        access: tenants,
        summary: 'One tenant’s overview',
      }),
      referenceList: byStaff({
        access: { permission: { tenant: 'Settings.View', platform: 'Settings.View' } },
        summary: 'A reference list, searched and paged',
        params: { kind: z.enum(referenceKinds) },
        query: { ...pageQuery, search: z.string() },
      }),
    },
  ),
} satisfies RouteArea
