import { createRequire } from 'node:module'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { availableParallelism } from 'node:os'
import type { AddressInfo } from 'node:net'
import { getRequestListener, type HttpBindings } from '@hono/node-server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { hostMounts } from '@paydeck/core'
import { openApiDocument } from '@paydeck/core/openapi'
import { contractLog } from './api/contract-log'
import { analyticsPageRoutes } from './analytics/analytics-page.routes'
import { serviceApp, serviceAreas } from './api/api.app'
import { BODY_LIMIT, limitBody, UPLOAD_BODY_LIMIT } from './api/body-limits'
import { embedRoutes } from './api/embed.routes'
import { reportSchedules } from './reports/report-schedules'
import { openDatabase, type SandboxDatabase } from './db/database'
import { interactionRoutes } from './oidc/interactions'
import type Provider from 'oidc-provider'
import { createProvider, OIDC_MOUNT, PORTAL_CLIENT_ID } from './oidc/provider'
import { DEFAULT_TRANSACTIONS, IN_MEMORY_TRANSACTIONS } from './seed/book-of-business'
import { disputeNetwork } from './disputes/dispute-network'
import { seedDatabase } from './seed/seed'
import { fixedClock } from './fixed-clock'
import { readerPool, type ReaderPool } from './readers/reader-pool'
import { raiseEveryTenantsAlerts } from './alerts/alerts'
import { tenantAssetRoutes } from './tenants/tenant-assets'
import { findUserByEmail } from './users/users.repository'
import { auditOverheads } from './api/audit-gate'
import { pruneAuditTrail } from './audit/audit-reads'

export interface SandboxOptions {
  /** A database file, or ':memory:' for tests. */
  database: string
  /** Where browsers reach the sandbox; the OpenID issuer is this plus /oidc. */
  publicUrl?: string
  /** Origins allowed to sign in and call the API. */
  clientOrigins?: readonly string[]
  /** How many transactions a new database's book of business holds (20,000; in memory 2,000). */
  transactions?: number
  /** A file to log every API call and its answer to, for the contract test. */
  contractLog?: string
  /**
   * Reader threads that answer the API's reads while listening on a database file (readers/): one per core by
   * default; 0 answers everything on the sandbox's thread.
   */
  readers?: number
}

export interface Sandbox {
  db: SandboxDatabase
  /** The API and the login pages as one fetch handler (the OpenID endpoints need the Node server). */
  app: Hono<{ Bindings: HttpBindings }>
  fetch: (request: Request) => Promise<Response>
  publicUrl: string
  issuer: string
  clientId: string
  /** A real access token for a seeded user, as the provider would issue it (for tests and scripts). */
  /** A token as a sign-in would give it; `via` marks how (the audit trail's source): a server's own, or an element's. */
  issueAccessToken(email: string, via?: 'api' | 'element'): Promise<string>
  listen(port: number, hostname?: string): Promise<Server>
  /** How many reads the reader threads have answered since listening (readers/). */
  readerAnswers(): number
  /** The audit trail's own time (ms) in each of the last calls it recorded: capture, chain, write (the bench's). */
  auditOverheads(): readonly number[]
  close(): Promise<void>
}

export const DEFAULT_PORT = 4000
const coreVersion = (createRequire(import.meta.url)('@paydeck/core/package.json') as { version: string }).version

/** How often the sandbox looks for automated reports that fell due. */
const SCHEDULER_INTERVAL_MS = 60_000
// The portal (dev, preview) and the examples (html-embed, react-embed, next-embed, docs) in dev.
export const DEFAULT_CLIENT_ORIGINS = [
  'http://localhost:5173',
  'http://localhost:4173',
  'http://localhost:5190',
  'http://localhost:5191',
  'http://localhost:5192',
  'http://localhost:5193',
]

export function createSandbox(options: SandboxOptions): Sandbox {
  const publicUrl = (options.publicUrl ?? `http://localhost:${DEFAULT_PORT}`).replace(/\/$/, '')
  const clientOrigins = options.clientOrigins ?? DEFAULT_CLIENT_ORIGINS
  const db = openDatabase(options.database)
  seedDatabase(
    db,
    options.transactions ?? (options.database === ':memory:' ? IN_MEMORY_TRANSACTIONS : DEFAULT_TRANSACTIONS),
  )
  const provider = createProvider(db, { publicUrl, clientOrigins })
  // Automated reports that fall due are generated while the sandbox runs (the CLI's `reports due-now` too).
  const schedules = reportSchedules(db)
  // So are the alerts the book shows over each tenant's thresholds: now, then every minute.
  raiseEveryTenantsAlerts(db)
  // And each tenant's audit records older than it keeps them are pruned, a checkpoint left in their place; and the
  // network closes the disputes nobody answered in time.
  const network = disputeNetwork(db)
  network.tick()
  const scheduler = setInterval(() => {
    schedules.runDue()
    raiseEveryTenantsAlerts(db)
    pruneAuditTrail(db)
    network.tick()
  }, SCHEDULER_INTERVAL_MS)
  scheduler.unref()

  const app = new Hono<{ Bindings: HttpBindings }>()
  /** A path with a trailing slash (api/crm/transactions/, the specification's own spelling) is the declared path. */
  const servedAsDeclared = (request: Request, env?: unknown) => {
    const url = new URL(request.url)
    if (url.pathname.length <= 1 || !url.pathname.endsWith('/')) return app.fetch(request, env as never)
    url.pathname = url.pathname.replace(/\/+$/, '')
    return app.fetch(new Request(url, request), env as never)
  }
  app.get('/health', (c) => c.json({ status: 'ok' }))
  const [limitUpload, limitOther] = [limitBody(UPLOAD_BODY_LIMIT), limitBody(BODY_LIMIT)]
  // Files (support's attachments, bank orders, bulk updates, dispute evidence) may be up to the upload limit; every
  // other body 1 MB.
  const uploads = /^\/fs\/|\/(tenpaybankorders|bulk-updates|evidence\/files)$/
  app.use('*', (c, next) => (uploads.test(c.req.path) ? limitUpload : limitOther)(c, next))
  app.route(`${OIDC_MOUNT}/interaction`, interactionRoutes(db, provider, clientOrigins))
  app.route('/assets', tenantAssetRoutes(db))
  app.route('/analytics', analyticsPageRoutes(clientOrigins))
  mountServices(app, db, provider, { clientOrigins, contractLog: options.contractLog })
  // Made on the first request, once: it runs zod's JSON Schema conversion over every call.
  let document: ReturnType<typeof openApiDocument> | undefined
  app.get('/openapi.json', cors(), (c) =>
    c.json((document ??= openApiDocument({ origin: publicUrl, version: coreVersion }))),
  )
  app.route(
    '/embed',
    embedRoutes(db, clientOrigins, (email) => sandbox.issueAccessToken(email, 'element')),
  )

  let server: Server | undefined
  let pool: ReaderPool | undefined
  const oidcListener = provider.callback()
  const appListener = getRequestListener(servedAsDeclared)

  const sandbox: Sandbox = {
    db,
    app,
    fetch: async (request) => servedAsDeclared(request),
    publicUrl,
    issuer: `${publicUrl}${OIDC_MOUNT}`,
    clientId: PORTAL_CLIENT_ID,

    async issueAccessToken(email, via = 'api') {
      const user = findUserByEmail(db, email)
      if (!user) throw new Error(`No sandbox user ${email}`)
      const scope = 'openid profile email'
      const grant = new provider.Grant({ accountId: String(user.id), clientId: PORTAL_CLIENT_ID })
      grant.addOIDCScope(scope)
      const token = new provider.AccessToken({
        accountId: String(user.id),
        client: (await provider.Client.find(PORTAL_CLIENT_ID))!,
        grantId: await grant.save(),
        gty: 'authorization_code',
        scope,
        // The audit trail's source: a page's embed session, or a server's (a test's) own call.
        extra: { via },
      })
      return token.save()
    },

    listen(port, hostname = 'localhost') {
      const readers = options.database === ':memory:' ? 0 : (options.readers ?? availableParallelism())
      pool =
        readers > 0
          ? readerPool(
              readers,
              {
                database: options.database,
                publicUrl,
                clientOrigins,
                contractLog: options.contractLog,
                clock: fixedClock(),
              },
              publicUrl,
            )
          : undefined
      server = createServer((req, res) => {
        if (isProviderRequest(req)) {
          // oidc-provider works out its mount path from originalUrl versus url.
          ;(req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url
          req.url = req.url!.slice(OIDC_MOUNT.length) || '/'
          return void oidcListener(req, res)
        }
        if (pool && isServiceRead(req))
          return void pool.answer(req, res).then((answered) => {
            if (!answered) void appListener(req, res)
          })
        return void appListener(req, res)
      })
      // Listening once the readers have started, so that the first reads do not queue behind their start.
      return new Promise((resolve, reject) => {
        server!.once('error', reject)
        void (pool?.ready ?? Promise.resolve()).then(() => server!.listen(port, hostname, () => resolve(server!)))
      })
    },

    readerAnswers: () => pool?.answered() ?? 0,
    auditOverheads,

    async close() {
      clearInterval(scheduler)
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
      await pool?.close()
      db.close()
    },
  }
  return sandbox
}

/** The API's services (under /v1, the reporting service's …) on an app: the sandbox's, and each reader thread's. */
export function mountServices(
  app: Hono<{ Bindings: HttpBindings }>,
  db: SandboxDatabase,
  provider: Provider,
  options: { clientOrigins: readonly string[]; contractLog?: string; handedBack?: () => boolean },
): void {
  for (const [host, areas] of serviceAreas(db)) {
    const log = options.contractLog ? contractLog(options.contractLog, host, options.handedBack) : undefined
    app.route(hostMounts[host], serviceApp(db, provider, options.clientOrigins, areas, log, options.handedBack))
  }
}

const serviceMounts = Object.values(hostMounts).map((mount) => `${mount}/`)

/** A read of one of the API's services: a reader thread may answer it. */
function isServiceRead(req: IncomingMessage): boolean {
  const url = req.url ?? '/'
  return (req.method === 'GET' || req.method === 'HEAD') && serviceMounts.some((mount) => url.startsWith(mount))
}

function isProviderRequest(req: IncomingMessage): boolean {
  const url = req.url ?? '/'
  return (url === OIDC_MOUNT || url.startsWith(`${OIDC_MOUNT}/`)) && !url.startsWith(`${OIDC_MOUNT}/interaction/`)
}

export function listeningUrl(server: Server): string {
  const { port } = server.address() as AddressInfo
  return `http://localhost:${port}`
}
