// @paydeck/admin/roles: the roles of merchants' or the tenant's staff, with their permissions.
export { Roles } from './roles-page'
export type { RolesProps } from './roles-page'
