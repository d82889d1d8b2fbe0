import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { verifyPassword } from '../auth/passwords'
import type { SandboxDatabase } from '../db/database'
import { findUserByEmail } from '../users/users.repository'
import { invalid, unauthorized } from './problems'

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
    const body = (await c.req.json().catch(() => ({}))) as { email?: unknown; password?: unknown }
    if (typeof body.email !== 'string' || typeof body.password !== 'string') {
      return invalid(c, { email: ['Send an email and a password.'] })
    }
    const user = findUserByEmail(db, body.email)
    if (!user || !user.isActive || !verifyPassword(body.password, user.passwordHash)) {
      return unauthorized(c, 'The email or password is not right.')
    }
    return c.json({ accessToken: await issueAccessToken(user.email), expiresIn: EXPIRES_IN_SECONDS })
  })
  return app
}
