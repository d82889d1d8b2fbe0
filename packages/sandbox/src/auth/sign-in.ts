import type { SandboxDatabase } from '../db/database'
import { findUserByEmail, findUserById, recordSignIn, type UserRow } from '../users/users.repository'
import { verifyPassword } from './passwords'
import { recordSignInEvent } from '../audit/sign-in-trail'

// Checking a user's password, one way for every way in (the login page, a page's embed session): each attempt is
// recorded, repeated failures lock the account, a locked or inactive account is refused, and a place that keeps
// failing (one address, across accounts) is told to wait before it tries again.

export interface SignInAttempt {
  email: string
  password: string
  ip: string | null
  userAgent: string | null
  /** Where the attempt came from, for the audit trail: the login page (left out) or a page's embed session. */
  via?: 'element'
}

export type SignInRefusal = 'missing' | 'locked' | 'wrong' | 'throttled'

/** Failures from one address within a minute before it must wait. */
export const MAX_FAILURES_A_MINUTE = 10
const MINUTE = 60_000
const failuresFrom = new Map<string, number[]>()

/** The failures from an address in the last minute (older ones forgotten). */
function recentFailures(ip: string | null, now: number): number[] {
  const key = ip ?? 'unknown'
  const recent = (failuresFrom.get(key) ?? []).filter((at) => now - at < MINUTE)
  if (recent.length === 0) failuresFrom.delete(key)
  else failuresFrom.set(key, recent)
  return recent
}

/** Seconds until an address that failed too often may try again; 0 when it may now. */
export function retryAfterSeconds(ip: string | null, now = Date.now()): number {
  const recent = recentFailures(ip, now)
  return recent.length < MAX_FAILURES_A_MINUTE ? 0 : Math.ceil((recent[0]! + MINUTE - now) / 1_000)
}

/** The user the credentials are, or why not. */
export function checkSignIn(
  db: SandboxDatabase,
  attempt: SignInAttempt,
): { user: UserRow } | { refusal: SignInRefusal } {
  const email = attempt.email.trim()
  if (!email || !attempt.password) return { refusal: 'missing' }
  if (retryAfterSeconds(attempt.ip) > 0) return { refusal: 'throttled' }
  const failed = (refusal: SignInRefusal) => {
    const now = Date.now()
    failuresFrom.set(attempt.ip ?? 'unknown', [...recentFailures(attempt.ip, now), now])
    return { refusal }
  }
  const user = findUserByEmail(db, email)
  const recorded = { userId: user?.id ?? null, email, ip: attempt.ip, userAgent: attempt.userAgent }
  const trail = { user, email, ip: attempt.ip, userAgent: attempt.userAgent, via: attempt.via }
  if (user?.isLocked) {
    recordSignIn(db, { ...recorded, outcome: 'Refused' })
    recordSignInEvent(db, { ...trail, action: 'signInFailed', problem: 'The account is locked.' })
    return failed('locked')
  }
  if (!user || !user.isActive || !verifyPassword(attempt.password, user.passwordHash)) {
    recordSignIn(db, { ...recorded, outcome: 'Refused' })
    recordSignInEvent(db, { ...trail, action: 'signInFailed', problem: 'The email address or password is wrong.' })
    // The failure that locked the account is a lockout of its own on the trail.
    if (user && findUserById(db, user.id)?.isLocked)
      recordSignInEvent(db, { ...trail, action: 'lockedOut', problem: 'Too many failed sign-ins.' })
    return failed('wrong')
  }
  recordSignIn(db, { ...recorded, outcome: 'Succeeded' })
  recordSignInEvent(db, { ...trail, action: 'signIn' })
  return { user }
}
