import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { HttpBindings } from '@hono/node-server'
import { checkSignIn, retryAfterSeconds } from '../auth/sign-in'
import { LOGIN_ERRORS } from '../oidc/interactions'
import type { SandboxDatabase } from '../db/database'
import { forbiddenOrigin, invalid, tooMany, unauthorized } from './problems'

/** One hour, as the provider's access tokens live. */
const EXPIRES_IN_SECONDS = 60 * 60

/**
 * What a tenant's own backend does for a page that embeds the widgets: it has signed its user in and hands the
 * page an access token (`getAccessToken()`). Here the page sends the demo credentials; the token is a real one
 * of the sandbox's provider, checked on every API call like the portal's.
 */
export function embedRoutes(
  db: SandboxDatabase,
  clientOrigins: readonly string[],
  issueAccessToken: (email: string) => Promise<string>,
) {
  const app = new Hono()
  app.use(
    '*',
    cors({
      origin: (origin) => (clientOrigins.includes(origin) ? origin : null),
      allowHeaders: ['Content-Type'],
      allowMethods: ['POST'],
    }),
  )
  app.post('/session', async (c) => {
    // A token only for a page of an allowed origin: CORS keeps other pages from reading it, this from being made.
    const origin = c.req.header('Origin')
    if (!origin || !clientOrigins.includes(origin)) return forbiddenOrigin(c)
    const body = (await c.req.json().catch(() => ({}))) as { email?: unknown; password?: unknown }
    if (typeof body.email !== 'string' || typeof body.password !== 'string') {
      return invalid(c, { email: ['Send an email and a password.'] })
    }
    const ip = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress ?? null
    // The same check as the login page: recorded, counted towards the lockout, a locked account refused.
    const checked = checkSignIn(db, {
      email: body.email,
      password: body.password,
      ip,
      userAgent: c.req.header('user-agent') ?? null,
    })
    if ('refusal' in checked) {
      if (checked.refusal === 'throttled') return tooMany(c, LOGIN_ERRORS.throttled, retryAfterSeconds(ip))
      return unauthorized(c, checked.refusal === 'locked' ? LOGIN_ERRORS.locked : 'The email or password is not right.')
    }
    const { user } = checked
    return c.json({ accessToken: await issueAccessToken(user.email), expiresIn: EXPIRES_IN_SECONDS })
  })
  return app
}
