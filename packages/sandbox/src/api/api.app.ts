import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { cors } from 'hono/cors'
import { requestId } from 'hono/request-id'
import type Provider from 'oidc-provider'
import type { HostName } from '@paydeck/core'
import type { SandboxDatabase } from '../db/database'
import { authenticate, type ApiEnv } from './auth.middleware'
import { maskCardNumbersInBodies } from './card-numbers.middleware'
import { routeGate } from './route-table'
import { directoryRoutes } from './directory.routes'
import { fileRoutes } from './files.routes'
import { labelRoutes } from './labels.routes'
import { lookupRoutes } from './lookups.routes'
import { actionLookupRoutes } from './action-lookups.routes'
import { alertRoutes } from './alerts.routes'
import { bankOrderRoutes } from './bank-orders.routes'
import { bulkUpdateRoutes } from './bulk-updates.routes'
import { pidRelationshipRoutes } from './pid-relationships.routes'
import { pipelineRoutes } from './pipelines.routes'
import { roleRoutes } from './roles.routes'
import { crmUserRoutes, tenantUserRoutes } from './crm-users.routes'
import { pricebookRoutes } from './pricebooks.routes'
import { platformRoutes } from './platform.routes'
import { notificationRoutes, reportRoutes } from './notifications.routes'
import { notFound, problem } from './problems'
import { Problem } from '../domain/problem'
import { answerProblem } from './implement'
import { proposalRoutes } from './proposals.routes'
import { reportColumnRoutes } from './report-columns.routes'
import { reportV2Routes } from './reports.routes'
import { reportScheduleRoutes } from './report-schedules.routes'
import { dashboardRoutes } from './dashboard.routes'
import { savedViewRoutes } from './saved-views.routes'
import { supportRoutes } from './support.routes'
import { transactionActionRoutes } from './transaction-actions.routes'
import { accountingRoutes, transactionDetailRoutes, webhookRoutes } from './transaction.routes'
import { transactionReportingRoutes, transactionRoutes } from './transactions.routes'
import { userRoutes } from './users.routes'
import { auditRoutes } from './audit.routes'
import { disputeRoutesOf } from './disputes.routes'

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

/** A service (the API under /v1, reporting): CORS for the known apps, a bearer token on every call, then its areas. */
export function serviceApp(
  db: SandboxDatabase,
  provider: Provider,
  clientOrigins: readonly string[],
  areas: Hono<ApiEnv>[],
  log?: MiddlewareHandler,
  handedBack = () => false,
) {
  const app = new Hono<ApiEnv>()
  app.use(
    '*',
    cors({
      origin: (origin) => (clientOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowHeaders: allowedRequestHeaders,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposeHeaders: ['Content-Disposition', 'X-Request-Id'],
      maxAge: 600,
    }),
  )
  // Every answer names its request (X-Request-Id), so a client's error report can quote it.
  app.use('*', requestId())
  // JSON answers of 1 KB and more go gzipped to a client that accepts it (a page of transactions shrinks tenfold);
  // downloads go as they are, so their Content-Length still counts a progress bar's bytes.
  app.use('*', compress({ contentTypeFilter: /^application\/(problem\+)?json/ }))
  // Every answer is a user's data: never sniffed into another type, never kept by a cache on the way.
  app.use('*', async (c, next) => {
    await next()
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
  })
  if (log) app.use('*', log)
  app.use('*', authenticate(db, provider))
  // Masked before the gate parses the body: no card number reaches a handler, the store or the log.
  app.use('*', maskCardNumbersInBodies)
  app.use('*', routeGate(db))
  for (const area of areas) app.route('/', area)
  app.notFound((c) => notFound(c, `No API call ${c.req.method} ${new URL(c.req.url).pathname}`))
  app.onError((error, c) => {
    // A refusal thrown where the record a call names is looked up.
    if (error instanceof Problem) return answerProblem(c, error)
    // A reader thread's call that tried to write goes to the sandbox's own thread, which answers it: no failure.
    if (!handedBack()) console.error(error)
    return problem(c, 500, 'The sandbox failed to answer this call; its log says why.')
  })
  return app
}

const apiAreas = (db: SandboxDatabase) => [
  userRoutes(db),
  lookupRoutes(db),
  proposalRoutes(db),
  notificationRoutes(db),
  supportRoutes(db),
  labelRoutes(db),
  directoryRoutes(db),
  transactionRoutes(db),
  transactionDetailRoutes(db),
  transactionActionRoutes(db),
  disputeRoutesOf(db),
  actionLookupRoutes(db),
  bankOrderRoutes(db),
  bulkUpdateRoutes(db),
  pidRelationshipRoutes(db),
  savedViewRoutes(db),
  alertRoutes(db),
  pipelineRoutes(db),
  roleRoutes(db),
  crmUserRoutes(db),
  tenantUserRoutes(db),
  pricebookRoutes(db),
  platformRoutes(db),
  auditRoutes(db),
]
const reportingAreas = (db: SandboxDatabase) => [
  reportRoutes(db),
  transactionReportingRoutes(db),
  reportColumnRoutes(db),
  reportV2Routes(db),
  reportScheduleRoutes(db),
  dashboardRoutes(db),
]
const fileAreas = (db: SandboxDatabase) => [fileRoutes(db)]
const accountingAreas = (db: SandboxDatabase) => [accountingRoutes(db)]
const webhookAreas = (db: SandboxDatabase, version: 'v1' | 'v2') => [webhookRoutes(db, version)]

/** Every service the sandbox serves, by host, with its areas: the sandbox mounts these and the route test reads them. */
export const serviceAreas = (db: SandboxDatabase): [HostName, Hono<ApiEnv>[]][] => [
  ['api', apiAreas(db)],
  ['reporting', reportingAreas(db)],
  ['fs', fileAreas(db)],
  ['acc', accountingAreas(db)],
  ['wh', webhookAreas(db, 'v1')],
  ['wh2', webhookAreas(db, 'v2')],
]
