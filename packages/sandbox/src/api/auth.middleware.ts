import { createMiddleware } from 'hono/factory'
import type Provider from 'oidc-provider'
import { can, isSystemMode, userKindOf, type SystemMode, type UserKind } from '@paydeck/core'
import type { SandboxDatabase } from '../db/database'
import { findUserById, permissionsOf, type UserRow } from '../users/users.repository'
import { forbidden, invalid, unauthorized } from './problems'

export interface Caller {
  user: UserRow
  kind: UserKind
  permissions: string[]
  systemMode: SystemMode
}

export type ApiEnv = { Variables: { caller: Caller } }

/** Every API call carries a live access token from the sandbox's provider, and a valid Mode when it sends one. */
export function authenticate(db: SandboxDatabase, provider: Provider) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const header = c.req.header('Authorization') ?? ''
    const [scheme, value] = header.split(' ')
    if (scheme !== 'Bearer' || !value) return unauthorized(c, 'Sign in to continue: no access token was sent.')
    const token = await provider.AccessToken.find(value)
    if (!token || token.isExpired) return unauthorized(c)
    const user = findUserById(db, Number(token.accountId))
    if (!user || !user.isActive) return unauthorized(c, 'This account is not active.')
    // A lock takes effect at once: tokens given before it stop working too.
    if (user.isLocked) return unauthorized(c, 'This account is locked. Ask your administrator to unlock it.')
    const mode = c.req.header('Mode') ?? 'Live'
    if (!isSystemMode(mode)) return invalid(c, { Mode: ['The Mode header must be Test or Live.'] })
    c.set('caller', {
      user,
      kind: userKindOf(user.userType),
      permissions: permissionsOf(db, user.roleId),
      systemMode: mode,
    })
    await next()
  })
}

/** Only callers of these kinds; anyone else gets the 403 of the catalogue. */
export function requireKind(...kinds: UserKind[]) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (!kinds.includes(c.get('caller').kind)) return forbidden(c)
    await next()
  })
}

/** Any one of a comma-separated list of permissions, as the client checks them. */
export function requirePermission(required: string) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (!can(c.get('caller').permissions, required)) return forbidden(c)
    await next()
  })
}

/** The permission each kind of caller needs (any one of a comma-separated list); a kind left out is refused. */
export type PermissionByKind = Partial<Record<UserKind, string>>

/** Guards one route with the caller's kind's permission: each route states its own, whatever is mounted first. */
export function requireKindPermission(required: PermissionByKind) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const caller = c.get('caller')
    const permission = required[caller.kind]
    if (!permission || !can(caller.permissions, permission)) return forbidden(c)
    await next()
  })
}

/** How the records name the caller who did something (a timeline's actor, a resend's sender). */
export const actorOf = (caller: Caller) => `${caller.user.firstName} ${caller.user.lastName}`
