import type { Page } from '../domain/page'
import type { ServedRoute } from './route-table'
import { createMiddleware } from 'hono/factory'
import type Provider from 'oidc-provider'
import { isSystemMode, userKindOf } from '@paydeck/core'
import type { SandboxDatabase } from '../db/database'
import { findUserById, permissionsOf } from '../users/users.repository'
import type { Caller } from '../domain/caller'
import { invalid, unauthorized } from './problems'

/**
 * What the token check and the gate give a handler: who calls, the declared call it makes, the page a paged call
 * asks for, the body parsed by the call's schema, and the requestId of a call idempotent by it.
 */
export type ApiEnv = {
  Variables: {
    caller: Caller
    served?: ServedRoute
    page?: Page
    body?: unknown
    requestId?: string
  }
}

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
      ...viaOf(token.extra),
    })
    await next()
  })
}

/** How a token was had, as the embed session and `issueAccessToken` mark it (the portal's sign-in marks nothing). */
const viaOf = (extra: unknown): Pick<Caller, 'via'> => {
  const via = (extra as { via?: unknown } | undefined)?.via
  return via === 'element' || via === 'api' ? { via } : {}
}

/** How the records name the caller who did something (a timeline's actor, a resend's sender). */
export const actorOf = (caller: Caller) => `${caller.user.firstName} ${caller.user.lastName}`
