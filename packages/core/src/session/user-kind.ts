import type { UserType } from '../api/users/users.schema'

/** The three kinds of users the product serves; user types map onto them. */
export type UserKind = 'merchant' | 'tenant' | 'platform'

export function userKindOf(userType: UserType): UserKind {
  if (userType === 'merchant' || userType === 'customer') return 'merchant'
  if (userType === 'platform') return 'platform'
  return 'tenant'
}

/** Where a signed-in user lands by default (spec-decisions: unknown paths go there too). */
export function defaultPathFor(kind: UserKind | null): string {
  return kind === 'merchant' ? '/dashboard' : '/crm/dashboard'
}
