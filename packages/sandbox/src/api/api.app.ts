import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type Provider from 'oidc-provider'
import type { SandboxDatabase } from '../db/database'
import { authenticate, type ApiEnv } from './auth.middleware'
import { proposalRoutes } from './proposals.routes'
import { lookupRoutes } from './lookups.routes'
import { notFound } from './problems'
import { userRoutes } from './users.routes'

/** Headers the documents' clients send (spec-decisions, outgoing requests). */
export const allowedRequestHeaders = [
  'Authorization',
  'Content-Type',
  'Mode',
  'tenantId',
  'websiteId',
  'requestId',
  'endpointId',
  'widgetId',
  'scaCode',
]

/** The API under /v1: CORS for the known apps, a bearer token on every call, then the areas. */
export function apiApp(db: SandboxDatabase, provider: Provider, clientOrigins: readonly string[]) {
  const app = new Hono<ApiEnv>()
  app.use(
    '*',
    cors({
      origin: (origin) => (clientOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowHeaders: allowedRequestHeaders,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposeHeaders: ['Content-Disposition'],
      maxAge: 600,
    }),
  )
  app.use('*', authenticate(db, provider))
  app.route('/', userRoutes(db))
  app.route('/', lookupRoutes(db))
  app.route('/', proposalRoutes(db))
  app.notFound((c) => notFound(c, `No API call ${c.req.method} ${new URL(c.req.url).pathname}`))
  return app
}
