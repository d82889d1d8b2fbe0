import { administrationRoutes as administrationArea } from '@paydeck/core/openapi'
import { can } from '@paydeck/core'
import {
  permissionFamilyOf,
  roleProblems,
  type RoleDetails,
  type RoleType,
  type SaveRole,
} from '@paydeck/core/administration'
import { scaAudit } from '../auth/sca'
import { ruleText } from '@paydeck/core/labels'
import type { SandboxDatabase } from '../db/database'
import { type Language } from '../domain/language'
import { roleNameIn } from '../users/role-names'
import { crmPermissions, merchantPermissions } from '../seed/permissions'
import { rolesRepository, type RoleRow } from '../users/roles.repository'
import type { Caller } from '../domain/caller'
import { found, invalidIf, refuse } from '../domain/problem'
import { created, implement } from './implement'

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
  const store = rolesRepository(db)

  /** The tenant whose roles the caller sees: their own; a path naming another is refused. */
  const tenantOf = (caller: Caller, named?: number): number => {
    const { tenantId } = caller.user
    if (named !== undefined && named !== tenantId) throw refuse.forbidden()
    return tenantId
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

  /** A role's body checked against the rules and the type's permissions; or the refusal. */
  const checked = (caller: Caller, language: Language, type: RoleType, body: SaveRole): SaveRole => {
    // The path's type decides which permission manages it: the table cannot tell the two apart.
    if (!can(caller.permissions, manageRolesPermission[type])) throw refuse.forbidden()
    const problems: Record<string, string[]> = Object.fromEntries(
      Object.entries(roleProblems(body)).map(([field, problem]) => [field, [ruleText(problem, language)]]),
    )
    const unknown = body.permissions.filter((permission) => !catalogueOf[type].includes(permission))
    if (unknown.length > 0) problems.permissions = [`A ${type} role cannot hold ${unknown.join(', ')}.`]
    const refusal = invalidIf(problems)
    if (refusal) throw refusal
    return { ...body, name: body.name.trim() }
  }
  const { save } = store
  const typeOfPath = (type: string): RoleType => {
    if (type !== 'merchant' && type !== 'crm') throw refuse.notFound(`There are no ${type} roles.`)
    return type
  }

  return implement(administrationArea, {
    'roles.all': ({ caller, params, language }) =>
      rolesOf(tenantOf(caller, params.tenantId)).map((row) => summaryOf(row, language)),
    // Seed 002's tenant roles: the roles a tenant's staff may hold, and one of them with its permissions (read by
    // role managers, and by platform staff who manage the tenant's users).
    'tenantUsers.roles': ({ params, language }) =>
      rolesOf(params.tenantId)
        .filter((role) => role.level === 1)
        .map((row) => summaryOf(row, language)),
    'roles.details': ({ caller, params }) =>
      found(detailsOf(tenantOf(caller), params.roleId), `There is no role ${params.roleId}.`),
    'roles.catalogue': ({ caller, params }) => {
      tenantOf(caller)
      const type = params.type.slice('all-'.length)
      if (type !== 'merchant' && type !== 'crm') return refuse.notFound(`There are no ${type} permissions.`)
      return catalogueOf[type].map((name) => ({ name, family: permissionFamilyOf(name) }))
    },
    'roles.create': ({ caller, params, body, language }) => {
      const type = typeOfPath(params.type)
      const tenantId = tenantOf(caller)
      const role = checked(caller, language, type, body)
      const roleId = store.insert(role.name, levelOf[type], tenantId)
      save(roleId, role)
      return created(detailsOf(tenantId, roleId)!)
    },
    'roles.update': ({ caller, params, body, language }) => {
      const type = typeOfPath(params.type)
      const tenantId = tenantOf(caller)
      const before = detailsOf(tenantId, params.roleId)
      if (!before || before.type !== type) return refuse.notFound(`There is no ${type} role ${params.roleId}.`)
      if (before.isShared && caller.kind !== 'platform')
        return refuse.conflict(`${before.name} is shared by every tenant: create a role of your own to change.`)
      const role = checked(caller, language, type, body)
      save(before.id, role)
      return detailsOf(tenantId, before.id)!
    },
    'roles.scaAudit': ({ caller, page }) =>
      scaAudit(db, caller.kind === 'platform' ? null : caller.user.tenantId, page.pageIndex, page.pageSize),
  })
}
