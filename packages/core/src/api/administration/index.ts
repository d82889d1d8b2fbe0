// @paydeck/core/administration: seed 002's roles and their permission sets, CRM users and their grants, strong
// authentication's header, and the record of changes made with a code.
export {
  permissionSchema,
  roleChangeSchema,
  roleDetailsSchema,
  roleSummarySchema,
  roleTypes,
  saveRoleSchema,
  scaAuditEntrySchema,
  scaAuditPageSchema,
} from './roles.schema'
export type {
  Permission,
  RoleChange,
  RoleDetails,
  RoleSummary,
  RoleType,
  SaveRole,
  ScaAuditEntry,
} from './roles.schema'
export { permissionDiff, permissionFamilyOf, ROLE_NAME_MAX, roleProblems } from './role-rules'
export type { PermissionDiff } from './role-rules'
export {
  createRole,
  fetchPermissionCatalogue,
  fetchRoleDetails,
  fetchRoles,
  fetchScaAudit,
  updateRole,
  SCA_HEADER,
} from './roles.api'
export {
  crmUserFieldsSchema,
  userActivationSchema,
  passwordResetSchema,
  crmUserPageSchema,
  crmUserSchema,
  createdCrmUserSchema,
  grantsSchema,
  merchantGrantsSchema,
  methodGrantsSchema,
  providerGrantsSchema,
} from './crm-users.schema'
export type { CreatedCrmUser, CrmUser, CrmUserFields, CrmUserPage, Grants } from './crm-users.schema'
export { crmUserProblems } from './crm-user-rules'
export {
  createCrmUser,
  fetchCrmUser,
  fetchCrmUserPage,
  fetchGrants,
  removeCrmUser,
  resetCrmUserPassword,
  saveGrants,
  setCrmUserActive,
  unlockCrmUser,
  updateCrmUser,
  crmStaffAccounts,
  tenantUsers,
} from './crm-users.api'
export type { StaffAccountsApi } from './crm-users.api'
export {
  referenceItemSchema,
  referenceKinds,
  referencePageSchema,
  tenantOverviewSchema,
  tenantSummaryPageSchema,
  tenantSummarySchema,
} from './platform.schema'
export type { ReferenceItem, ReferenceKind, ReferencePage, TenantOverview, TenantSummary } from './platform.schema'
export { referenceList, fetchTenantOverview, fetchTenantPage } from './platform.api'
export {
  crmPermissionNames,
  merchantPermissionNames,
  permissionNames,
  platformPermissionNames,
  transactionActionNames,
} from '../../permissions/catalogue'
export type { PermissionName, TransactionActionName } from '../../permissions/catalogue'

// Who may make the area's calls: what a screen asks (`useCallAccess`) before it offers them.
export { roleReaderRule, roleWriterRule, staffRule, tenantRule } from './administration.access'

// The audit trail (issue 65): its records, its chain's newest link and how long a tenant keeps it.
export {
  AUDIT_RETENTION_DAYS,
  auditActorKinds,
  auditHeadSchema,
  auditOutcomes,
  auditPageSchema,
  auditRecordSchema,
  auditRetentionSchema,
  auditSources,
} from './audit.schema'
export type {
  AuditActorKind,
  AuditChange,
  AuditField,
  AuditHead,
  AuditOutcome,
  AuditPage,
  AuditQuery,
  AuditRecord,
  AuditRetention,
  AuditSource,
} from './audit.schema'
export { downloadAuditCsv, fetchAuditHead, fetchAuditPage, saveAuditRetention } from './audit.api'
export { auditActionOf, auditActions, auditTargetTypes, signInActions, unauditedCalls } from '../../contract/audit'
export type { AuditActionKey, AuditTargetType } from '../../contract/audit'
export { auditReadRule } from './administration.access'
export { auditQueryKey } from '../../config/audit-key'
