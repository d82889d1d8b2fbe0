import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { HttpBindings } from '@hono/node-server'
import * as z from 'zod/mini'
import type { RouteArea } from '@paydeck/core/openapi'
import { checkSignIn, retryAfterSeconds } from '../auth/sign-in'
import { LOGIN_ERRORS } from '../oidc/interactions'
import type { SandboxDatabase } from '../db/database'
import { refuse } from '../domain/problem'
import { implementOpen } from './implement'
import { forbiddenOrigin } from './problems'

/** One hour, as the provider's access tokens live. */
const EXPIRES_IN_SECONDS = 60 * 60

/**
 * The sandbox's own calls beside Paydeck's API: what a tenant's backend does for a page that embeds the widgets.
 * Not Paydeck's (a tenant's backend signs its users in its own way), so not in core's table and its document; declared
 * and served the same way.
 */
export const tenantBackendRoutes = {
  area: 'tenant-backend',
  description: 'What a tenant’s own backend does for a page that embeds the widgets, played by the sandbox.',
  access: {
    permission: {},
    openBecause: 'It is the sign-in itself: the page has no token yet, and only a page of an allowed origin may ask.',
  },
  routes: {
    startEmbedSession: {
      method: 'POST',
      path: 'session',
      summary: 'Signs a user in for a page that embeds the widgets: a real access token of the sandbox’s provider',
      body: z.object({
        email: z.string().check(z.minLength(1, 'Send an email and a password.')),
        password: z.string().check(z.minLength(1, 'Send an email and a password.')),
      }),
      answer: z.object({ accessToken: z.string(), expiresIn: z.number() }),
    },
  },
} satisfies RouteArea

/**
 * The page sends the demo credentials; the token is a real one of the sandbox's provider, checked on every API call
 * like the portal's.
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
  // A token only for a page of an allowed origin: CORS keeps other pages from reading it, this from being made.
  app.use('*', async (c, next) => {
    const origin = c.req.header('Origin')
    if (c.req.method !== 'OPTIONS' && (!origin || !clientOrigins.includes(origin))) return forbiddenOrigin(c)
    await next()
  })
  app.route(
    '/',
    implementOpen(tenantBackendRoutes, {
      startEmbedSession: async ({ body, c }) => {
        const ip = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress ?? null
        // The same check as the login page: recorded, counted towards the lockout, a locked account refused.
        const checked = checkSignIn(db, { ...body, ip, userAgent: c.req.header('user-agent') ?? null, via: 'element' })
        if ('refusal' in checked) {
          if (checked.refusal === 'throttled') return refuse.tooMany(LOGIN_ERRORS.throttled, retryAfterSeconds(ip))
          return refuse.unauthenticated(
            checked.refusal === 'locked' ? LOGIN_ERRORS.locked : 'The email or password is not right.',
          )
        }
        return { accessToken: await issueAccessToken(checked.user.email), expiresIn: EXPIRES_IN_SECONDS }
      },
    }),
  )
  return app
}
