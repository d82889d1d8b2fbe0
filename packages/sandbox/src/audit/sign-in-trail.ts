import { userKindOf } from '@paydeck/core'
import type { AuditSource } from '@paydeck/core/administration'
import type { SandboxDatabase } from '../db/database'
import type { UserRow } from '../users/users.repository'
import { appendAudit } from './audit-trail'

// The OpenID side's events on the same trail as every change: a sign-in, a failed one, the failure that locked an
// account, and a sign-out. A failure for an address nobody has names the address typed, with no actor's id.

export type SignInAction = 'signIn' | 'signInFailed' | 'lockedOut' | 'signOut'

export interface SignInEvent {
  action: SignInAction
  user: UserRow | undefined
  /** The address as typed (a failure for an unknown address keeps it). */
  email: string
  ip: string | null
  userAgent: string | null
  /** Why a sign-in was refused, in the page's words. */
  problem?: string
  via?: AuditSource
}

export function recordSignInEvent(db: SandboxDatabase, event: SignInEvent): void {
  const { user } = event
  const refused = event.action === 'signInFailed' || event.action === 'lockedOut'
  const kind = user ? userKindOf(user.userType) : 'unknown'
  appendAudit(db, {
    tenantId: user && kind !== 'platform' ? user.tenantId : null,
    merchantId: user?.merchantId ?? null,
    actor: {
      kind,
      id: user?.id ?? null,
      name: user ? `${user.firstName} ${user.lastName}` : '',
      email: user?.email ?? event.email.slice(0, 254),
      role: user
        ? ((db.prepare('SELECT name FROM roles WHERE id = ?').pluck().get(user.roleId) as string | undefined) ?? null)
        : null,
      actingInTenant: false,
    },
    action: event.action,
    actionKey: event.action,
    target: {
      type: 'user',
      id: user ? String(user.id) : null,
      label: user ? `${user.firstName} ${user.lastName} (${user.email})` : event.email.slice(0, 254),
    },
    outcome: refused ? 'refused' : 'made',
    status: refused ? 401 : 200,
    problem: event.problem ?? null,
    changes: [],
    moreChanges: 0,
    reason: null,
    requestId: null,
    withCode: false,
    source: { kind: event.via ?? 'signIn', ip: event.ip, userAgent: event.userAgent },
  })
}
