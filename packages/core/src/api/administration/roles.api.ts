import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { roleCalls as calls } from './roles.calls'
import type { RoleType, SaveRole } from './roles.schema'

// Seed 002 section 7's roles calls. A change to a role always needs the caller's code (section 6): it is sent
// without one, and the client's code step asks for it (`onCodeNeeded`), saying what it confirms.

/** The header a change guarded by strong authentication carries its code in. */
export { SCA_HEADER } from '../../http/http-client'
// A refusal goes to the form, which says it: no general failure toast as well.
const guarded = (confirms?: string) => ({ quiet: true, confirms })

/** Every role the tenant's users may have: the shared ones and the tenant's own. */
export const fetchRoles = (http: HttpClient, tenantId: number, signal?: AbortSignal) =>
  callRoute(http, calls['roles.all'], { params: { tenantId }, signal })

export const fetchRoleDetails = (http: HttpClient, roleId: number, signal?: AbortSignal) =>
  callRoute(http, calls['roles.details'], { params: { roleId }, signal })

/** The permissions a role of the type may hold (GET /users/permissions/all-merchant, and all-crm). */
export const fetchPermissionCatalogue = (http: HttpClient, type: RoleType, signal?: AbortSignal) =>
  callRoute(http, calls['roles.catalogue'], { params: { type }, signal })

/** `confirms`: what the code confirms, in the user's words (see RequestOptions). */
export const createRole = (http: HttpClient, type: RoleType, role: SaveRole, confirms?: string) =>
  callRoute(http, calls['roles.create'], { params: { type }, body: role, ...guarded(confirms) })

export const updateRole = (http: HttpClient, type: RoleType, roleId: number, role: SaveRole, confirms?: string) =>
  callRoute(http, calls['roles.update'], { params: { type, roleId }, body: role, ...guarded(confirms) })

/** Changes made with a code in the caller's tenant, newest first (administrators). */
export const fetchScaAudit = (http: HttpClient, pageIndex: number, pageSize: number, signal?: AbortSignal) =>
  callRoute(http, calls['roles.scaAudit'], { query: { pageIndex, pageSize }, signal })
