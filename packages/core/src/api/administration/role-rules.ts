import type { RuleProblem as AnyRuleProblem, SetupRuleKey } from '../../labels/rule-labels'

type RuleProblem = AnyRuleProblem<SetupRuleKey>
import type { SaveRole } from './roles.schema'

// What the roles screens and the sandbox agree on: a role's rules, the matrix's families, and a change's diff.

export const ROLE_NAME_MAX = 60

export function roleProblems(role: SaveRole): Partial<Record<keyof SaveRole, RuleProblem>> {
  const problems: Partial<Record<keyof SaveRole, RuleProblem>> = {}
  const name = role.name.trim()
  if (!name) problems.name = { rule: 'roleNameRequired' }
  else if (name.length > ROLE_NAME_MAX) problems.name = { rule: 'nameTooLong', params: { max: ROLE_NAME_MAX } }
  if (role.permissions.length === 0) problems.permissions = { rule: 'rolePermissionRequired' }
  if (role.scaRequiredPermissions.some((permission) => !role.permissions.includes(permission)))
    problems.scaRequiredPermissions = { rule: 'codeOnlyForHeld' }
  return problems
}

const kindPrefixes = new Set(['CRM', 'Merchant', 'Platform'])

/**
 * The family a permission is grouped under: its area after the kind (CRM.Transaction.Actions.Refund is
 * Transaction), the first part of a name without one (Reports.View is Reports), and the portal's documents for
 * the rest (viewMerchantPortalProposals, manageCrmRoles).
 */
export function permissionFamilyOf(name: string): string {
  const parts = name.split('.')
  if (parts.length > 1) return kindPrefixes.has(parts[0]!) && parts.length > 2 ? parts[1]! : parts[0]!
  if (/^viewMerchantPortal/.test(name)) return 'Portal'
  if (/^manage\w*Roles$/.test(name)) return 'UserManagement'
  if (/^manage/.test(name)) return 'Settings'
  return 'Other'
}

export interface PermissionDiff {
  added: string[]
  removed: string[]
}

/** What saving would change: permissions added and removed, each sorted. */
export function permissionDiff(before: readonly string[], after: readonly string[]): PermissionDiff {
  const had = new Set(before)
  const has = new Set(after)
  return {
    added: [...has].filter((name) => !had.has(name)).sort(),
    removed: [...had].filter((name) => !has.has(name)).sort(),
  }
}
