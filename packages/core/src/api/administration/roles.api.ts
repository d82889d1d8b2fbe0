import * as z from 'zod/mini'
import type { HttpClient } from '../../http/http-client'
import {
  permissionSchema,
  roleDetailsSchema,
  roleSummarySchema,
  scaAuditPageSchema,
  type RoleType,
  type SaveRole,
} from './roles.schema'

// Seed 002 section 7's roles calls. A change to a role carries the caller's code in the scaCode header (section 6).

/** The header a change guarded by strong authentication carries its code in. */
import { SCA_HEADER } from '../../http/http-client'
export { SCA_HEADER }
// A refusal goes to the form and its code dialog, which say it: no general failure toast as well.
const withCode = (scaCode: string) => ({ headers: { [SCA_HEADER]: scaCode }, quiet: true })

/** Every role the tenant's users may have: the shared ones and the tenant's own. */
export const fetchRoles = (http: HttpClient, tenantId: number, signal?: AbortSignal) =>
  http.json(z.array(roleSummarySchema), `users/all/roles/${tenantId}`, { signal })

export const fetchRoleDetails = (http: HttpClient, roleId: number, signal?: AbortSignal) =>
  http.json(roleDetailsSchema, `users/roles/details/${roleId}`, { signal })

/** The permissions a role of the type may hold (GET /users/permissions/all-merchant, and all-crm). */
export const fetchPermissionCatalogue = (http: HttpClient, type: RoleType, signal?: AbortSignal) =>
  http.json(z.array(permissionSchema), `users/permissions/all-${type}`, { signal })

export const createRole = (http: HttpClient, type: RoleType, role: SaveRole, scaCode: string) =>
  http.json(roleDetailsSchema, `users/roles/${type}`, { method: 'POST', json: role, ...withCode(scaCode) })

export const updateRole = (http: HttpClient, type: RoleType, roleId: number, role: SaveRole, scaCode: string) =>
  http.json(roleDetailsSchema, `users/roles/${type}/${roleId}`, {
    method: 'PUT',
    json: role,
    ...withCode(scaCode),
  })

/** Changes made with a code in the caller's tenant, newest first (administrators). */
export const fetchScaAudit = (http: HttpClient, pageIndex: number, pageSize: number, signal?: AbortSignal) =>
  http.json(scaAuditPageSchema, `users/sca-audit?pageIndex=${pageIndex}&pageSize=${pageSize}`, { signal })
