import { Hono, type Context } from 'hono'
import { can } from '@paydeck/core'
import {
  permissionDiff,
  permissionFamilyOf,
  roleProblems,
  saveRoleSchema,
  type RoleChange,
  type RoleDetails,
  type RoleType,
  type SaveRole,
} from '@paydeck/core/administration'
import { recordScaChange, scaAudit } from '../auth/sca'
import { ruleText } from '@paydeck/core/labels'
import type { SandboxDatabase } from '../db/database'
import { requestLanguage } from './language'
import { type Language } from '../domain/language'
import { roleNameIn } from '../users/role-names'
import { crmPermissions, merchantPermissions } from '../seed/permissions'
import { rolesRepository, type RoleRow } from '../users/roles.repository'
import type { ApiEnv } from './auth.middleware'
import { bodyOf } from './json-body'
import { pageOf } from './paging'
import { bind } from './route-table'
import { conflict, forbidden, invalid, notFound } from './problems'

// Seed 002 section 7's roles: the roles a tenant's users may have (shared ones and the tenant's own), their
// permission sets, and changes to them, each made with a code from the caller's authenticator app (section 6).

const levelOf: Record<RoleType, number> = { merchant: 0, crm: 1 }
const typeOf = (level: number): RoleType => (level === 0 ? 'merchant' : 'crm')
/** Who may change roles of a type (seed 001's permission names). */
export const manageRolesPermission: Record<RoleType, string> = {
  merchant: 'manageMerchantRoles',
  crm: 'manageCrmRoles',
}
const catalogueOf: Record<RoleType, readonly string[]> = { merchant: merchantPermissions, crm: crmPermissions }

export function roleRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const store = rolesRepository(db)

  /** The tenant whose roles the caller sees: their own; a path naming another is refused. */
  const tenantOf = (c: Context<ApiEnv>, named?: number): number | Response => {
    const { tenantId } = c.get('caller').user
    return named === undefined || named === tenantId ? tenantId : forbidden(c)
  }
  const { rolesOf } = store
  /** A role as lists show it: a shared role's name is the platform's, in the reader's language. */
  const summaryOf = (row: RoleRow, language: Language) => ({
    id: row.id,
    name: roleNameIn(row, language),
    type: typeOf(row.level),
    isShared: row.tenantId === null,
    users: row.users,
  })
  const detailsOf = (tenantId: number, roleId: number): RoleDetails | undefined => {
    const row = rolesOf(tenantId).find((role) => role.id === roleId)
    return (
      row && {
        // The editor edits the name as stored, whatever the reader's language.
        ...summaryOf(row, 'en'),
        permissions: store.permissionsOf(row.id, 'granted'),
        scaRequiredPermissions: store.permissionsOf(row.id, 'needsCode'),
      }
    )
  }

  /** A role's body checked against the rules and the type's permissions, then the caller's code; or the refusal. */
  const checked = async (c: Context<ApiEnv>, type: RoleType): Promise<SaveRole | Response> => {
    const caller = c.get('caller')
    if (!can(caller.permissions, manageRolesPermission[type])) return forbidden(c)
    const body = bodyOf(c, saveRoleSchema)
    const problems: Record<string, string[]> = Object.fromEntries(
      Object.entries(roleProblems(body)).map(([field, problem]) => [field, [ruleText(problem, requestLanguage(c))]]),
    )
    const unknown = body.permissions.filter((permission) => !catalogueOf[type].includes(permission))
    if (unknown.length > 0) problems.permissions = [`A ${type} role cannot hold ${unknown.join(', ')}.`]
    if (Object.keys(problems).length > 0) return invalid(c, problems)
    return { ...body, name: body.name.trim() }
  }
  const { save } = store
  const changeOf = (before: RoleDetails | undefined, role: SaveRole): RoleChange => {
    const { added, removed } = permissionDiff(before?.permissions ?? [], role.permissions)
    const sca = permissionDiff(before?.scaRequiredPermissions ?? [], role.scaRequiredPermissions)
    return {
      ...(before && before.name !== role.name ? { renamedFrom: before.name } : {}),
      added,
      removed,
      codeAdded: sca.added,
      codeRemoved: sca.removed,
    }
  }
  const describeChange = (change: RoleChange) =>
    [
      change.renamedFrom && `renamed from ${change.renamedFrom}`,
      change.added.length > 0 && `added ${change.added.join(', ')}`,
      change.removed.length > 0 && `removed ${change.removed.join(', ')}`,
      change.codeAdded.length > 0 && `code now needed for ${change.codeAdded.join(', ')}`,
      change.codeRemoved.length > 0 && `code no longer needed for ${change.codeRemoved.join(', ')}`,
    ]
      .filter(Boolean)
      .join('; ') || 'no change'
  /** The audit's record of a role's change: by code, and in English for a reader without the codes' words. */
  const recordRoleChange = (c: Context<ApiEnv>, action: string, target: string, change: RoleChange, tenantId: number) =>
    recordScaChange(db, {
      tenantId,
      userId: c.get('caller').user.id,
      action,
      target,
      detail: describeChange(change),
      roleChange: change,
    })
  const typeParam = (c: Context<ApiEnv>): RoleType | Response => {
    const type = c.req.param('type')
    return type === 'merchant' || type === 'crm' ? type : notFound(c, `There are no ${type} roles.`)
  }

  bind(app, 'roles.all', (c) => {
    const tenantId = tenantOf(c, Number(c.req.param('tenantId')))
    return tenantId instanceof Response
      ? tenantId
      : c.json(rolesOf(tenantId).map((row) => summaryOf(row, requestLanguage(c))))
  })
  // Seed 002's tenant roles: the roles a tenant's staff may hold, and one of them with its permissions (read by
  // role managers, and by platform staff who manage the tenant's users).
  bind(app, 'tenantUsers.roles', (c) => {
    const tenantId = Number(c.req.param('tenantId'))
    return c.json(
      rolesOf(tenantId)
        .filter((role) => role.level === 1)
        .map((row) => summaryOf(row, requestLanguage(c))),
    )
  })
  bind(app, 'roles.details', (c) => {
    const tenantId = tenantOf(c)
    if (tenantId instanceof Response) return tenantId
    const details = detailsOf(tenantId, Number(c.req.param('roleId')))
    return details ? c.json(details) : notFound(c, `There is no role ${c.req.param('roleId')}.`)
  })
  bind(app, 'roles.catalogue', (c) => {
    const tenantId = tenantOf(c)
    if (tenantId instanceof Response) return tenantId
    const type = (c.req.param('type') ?? '').slice('all-'.length)
    if (type !== 'merchant' && type !== 'crm') return notFound(c, `There are no ${type} permissions.`)
    return c.json(catalogueOf[type].map((name) => ({ name, family: permissionFamilyOf(name) })))
  })
  bind(app, 'roles.create', async (c) => {
    const type = typeParam(c)
    if (type instanceof Response) return type
    const tenantId = tenantOf(c)
    if (tenantId instanceof Response) return tenantId
    const role = await checked(c, type)
    if (role instanceof Response) return role
    const roleId = store.insert(role.name, levelOf[type], tenantId)
    save(roleId, role)
    recordRoleChange(c, 'role.create', `${role.name} (${type} role ${roleId})`, changeOf(undefined, role), tenantId)
    return c.json(detailsOf(tenantId, roleId), 201)
  })
  bind(app, 'roles.update', async (c) => {
    const type = typeParam(c)
    if (type instanceof Response) return type
    const tenantId = tenantOf(c)
    if (tenantId instanceof Response) return tenantId
    const before = detailsOf(tenantId, Number(c.req.param('roleId')))
    if (!before || before.type !== type) return notFound(c, `There is no ${type} role ${c.req.param('roleId')}.`)
    if (before.isShared && c.get('caller').kind !== 'platform')
      return conflict(c, `${before.name} is shared by every tenant: create a role of your own to change.`)
    const role = await checked(c, type)
    if (role instanceof Response) return role
    save(before.id, role)
    recordRoleChange(c, 'role.update', `${role.name} (${type} role ${before.id})`, changeOf(before, role), tenantId)
    return c.json(detailsOf(tenantId, before.id))
  })
  bind(app, 'roles.scaAudit', (c) => {
    const caller = c.get('caller')
    const { pageIndex, pageSize } = pageOf(c)
    const tenantId = caller.kind === 'platform' ? null : caller.user.tenantId
    return c.json(scaAudit(db, tenantId, pageIndex, pageSize))
  })
  return app
}
