// @paydeck/core/roles: seed 002's roles and their permission sets, strong authentication's header, and the
// record of changes made with a code.
export {
  permissionSchema,
  roleDetailsSchema,
  roleSummarySchema,
  roleTypes,
  saveRoleSchema,
  scaAuditEntrySchema,
  scaAuditPageSchema,
} from './roles.schema'
export type { Permission, RoleDetails, RoleSummary, RoleType, SaveRole, ScaAuditEntry } from './roles.schema'
export { permissionDiff, permissionFamilyOf, ROLE_NAME_MAX, roleProblems } from './role-rules'
export type { PermissionDiff } from './role-rules'
export { roles, SCA_HEADER } from './roles.api'
