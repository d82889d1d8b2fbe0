import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { can, hostMounts, type UserKind } from '@paydeck/core'
import { currentScaCode, SCA_MISSING, SCA_USED } from '../auth/sca'
import { createSandbox } from '../sandbox'
import { permissionsOf } from '../users/users.repository'
import { serviceAreas } from './api.app'
import { implemented } from './implement'
import { servedRoutes, type ServedRoute } from './route-table'
import { pageParameters } from '@paydeck/core/openapi'
import { problemSchema } from '@paydeck/core/schemas'
import { auditActionOf } from '@paydeck/core/administration'

// Every call of the route table, made by every kind of caller, gets exactly the answer the table says: no token 401;
// a caller of another kind, without the permission, or not an administrator where one must be 403; a caller let in
// never 401 nor 403 (unless the record itself decides, which the table says in words), and a code asked where the
// table asks one; every refusal is problem details. A route the sandbox serves that the table does not declare fails the second test.

const sandbox = createSandbox({ database: ':memory:' })
afterAll(() => sandbox.close())
const db = sandbox.db

/** A user like `from` whose role holds no permission and who administers nothing. */
function bareCopyOf(from: string, email: string) {
  const role = db.prepare("INSERT INTO roles (name, user_level) VALUES ('No permissions', 1)").run().lastInsertRowid
  const columns = (db.prepare('PRAGMA table_info(users)').all() as { name: string }[])
    .map((column) => column.name)
    .filter((name) => name !== 'id')
  const values = columns.map((name) =>
    name === 'email' || name === 'role_id' ? '?' : name === 'is_administrator' ? '0' : name,
  )
  db.prepare(`INSERT INTO users (${columns.join(', ')}) SELECT ${values.join(', ')} FROM users WHERE email = ?`).run(
    email,
    role,
    from,
  )
  return email
}

interface Account {
  email: string
  kind: UserKind
  label: string
}
const accounts: Account[] = [
  { email: 'merchant@sandbox.test', kind: 'merchant', label: 'merchant' },
  {
    email: bareCopyOf('merchant@sandbox.test', 'bare-merchant@sandbox.test'),
    kind: 'merchant',
    label: 'bare merchant',
  },
  { email: 'tenant@sandbox.test', kind: 'tenant', label: 'tenant administrator' },
  { email: bareCopyOf('tenant@sandbox.test', 'bare-tenant@sandbox.test'), kind: 'tenant', label: 'bare tenant staff' },
  { email: 'bosphorus@sandbox.test', kind: 'tenant', label: 'another tenant’s administrator' },
  { email: 'platform@sandbox.test', kind: 'platform', label: 'platform staff' },
  {
    email: bareCopyOf('platform@sandbox.test', 'bare-platform@sandbox.test'),
    kind: 'platform',
    label: 'bare platform',
  },
]

/** What the table says an account gets: refused (403), asked for its code (400), or let in. */
function expected(served: ServedRoute, account: Account): 'refused' | 'code' | 'let in' {
  if (!served.kinds.includes(account.kind)) return 'refused'
  const user = db
    .prepare('SELECT role_id AS roleId, is_administrator AS admin FROM users WHERE email = ?')
    .get(account.email) as { roleId: number; admin: number }
  if (served.access.administrator && !user.admin) return 'refused'
  const permission = served.access.permission[account.kind]
  if (permission === undefined || !can(permissionsOf(db, user.roleId), permission)) return 'refused'
  return served.route.headers?.includes('scaCode') ? 'code' : 'let in'
}

/** Whether an error answer is the one problem shape, with the sentence the client shows. */
const isProblem = (contentType: string | null, body: string) => {
  const parsed = problemSchema.safeParse(JSON.parse(body))
  return contentType === 'application/problem+json' && parsed.success && !!parsed.data.detail && !!parsed.data.status
}

/** A concrete URL of a template: ids that match nothing, so no call changes a record. */
const urlOf = (served: ServedRoute) =>
  `http://localhost:4000${served.path.replace(/\{(\w+)\}/g, (_, name: string) => (served.route.params?.[name] ? 'none' : '987654'))}`

describe('the route table', () => {
  it('gives every caller exactly the answer the table says, on every route', async () => {
    const tokens = new Map(
      await Promise.all(
        accounts.map(async (account) => [account.email, await sandbox.issueAccessToken(account.email)] as const),
      ),
    )
    const wrong: string[] = []
    let calls = 0
    const records = db.prepare('SELECT COUNT(*) FROM audit_trail').pluck()
    const newest = db.prepare(
      'SELECT action, outcome, status, actor_email AS actor FROM audit_trail ORDER BY seq DESC LIMIT 1',
    )
    for (const served of servedRoutes)
      for (const account of [null, ...accounts]) {
        const recordsBefore = records.get() as number
        const headers: Record<string, string> = { 'Content-Type': 'application/json' }
        if (account) headers.Authorization = `Bearer ${tokens.get(account.email)}`
        const response = await sandbox.fetch(
          new Request(urlOf(served), {
            method: served.method,
            headers,
            body: served.method === 'GET' ? undefined : '{}',
          }),
        )
        calls++
        const want = account ? expected(served, account) : 'signed out'
        const status = response.status
        const body = await response.text()
        const right =
          want === 'signed out'
            ? status === 401
            : want === 'refused'
              ? status === 403
              : want === 'code'
                ? status === 400 && body.includes(SCA_MISSING)
                : status !== 401 && (status !== 403 || served.access.record !== undefined)
        const who = `${served.method} ${served.path} as ${account?.label ?? 'nobody'}`
        if (!right) wrong.push(`${who}: ${status}, ${want} expected`)
        // A declared call always has its handler: a 404 is a record the ids match nothing of, never a missing call.
        if (status === 404 && body.includes('No API call')) wrong.push(`${who}: no handler`)
        if (status >= 500) wrong.push(`${who}: ${status}`)
        if (status >= 400 && !isProblem(response.headers.get('content-type'), body))
          wrong.push(`${who}: ${status} is not problem details`)
        // The audit trail: a change on it leaves exactly one record of the caller's call, as it ended; a read, a
        // call without a caller, or one sent without its code yet (the client's cue to ask for it) none.
        const audited =
          account !== null && want !== 'code' && served.method !== 'GET' && auditActionOf(served.name) !== undefined
        const added = (records.get() as number) - recordsBefore
        if (added !== (audited ? 1 : 0)) wrong.push(`${who}: ${added} audit records`)
        if (audited && added === 1) {
          const record = newest.get() as { action: string; outcome: string; status: number; actor: string }
          const outcome = status < 400 ? 'made' : 'refused'
          if (record.action !== served.name || record.outcome !== outcome || record.status !== status)
            wrong.push(`${who}: recorded ${record.action} ${record.outcome} ${record.status}`)
          if (record.actor !== account.email) wrong.push(`${who}: recorded as ${record.actor}`)
        }
      }
    expect(wrong).toEqual([])
    // The matrix's size, for the record: every served route by every caller and none.
    expect(calls).toBe(servedRoutes.length * (accounts.length + 1))
  })

  it('implements every declared call, each by one typed handler', () => {
    const missing = servedRoutes.filter((served) => !implemented.has(served.name)).map((served) => served.name)
    expect(missing).toEqual([])
    // No router binds a handler outside implement (which reads the declaration and maps the outcome to HTTP).
    const folder = fileURLToPath(new URL('.', import.meta.url))
    const binding = readdirSync(folder).filter(
      (name) => name.endsWith('.routes.ts') && /\bbind\(app/.test(readFileSync(`${folder}/${name}`, 'utf8')),
    )
    expect(binding).toEqual([])
  })

  it('answers at most 100 rows a page on every paged list, however many are asked', async () => {
    const full: Record<UserKind, string> = {
      merchant: 'merchant@sandbox.test',
      tenant: 'tenant@sandbox.test',
      platform: 'platform@sandbox.test',
    }
    const paged = servedRoutes.filter((served) => served.method === 'GET' && pageParameters(served.route))
    expect(paged.length).toBeGreaterThan(10)
    const rowsOf = (body: unknown) =>
      Array.isArray(body) ? body : ((body as { data?: unknown[]; items?: unknown[] }).data ?? [])
    for (const served of paged) {
      const answers: number[] = []
      const readers = served.kinds.filter((kind) => served.access.permission[kind] !== undefined)
      if (readers.length === 0) continue
      for (const kind of readers) {
        const url = new URL(urlOf(served))
        const names = pageParameters(served.route)!
        url.searchParams.set(names.index, '0')
        url.searchParams.set(names.size, '5000')
        const response = await sandbox.fetch(
          new Request(url, {
            headers: { Authorization: `Bearer ${await sandbox.issueAccessToken(full[kind])}`, tenantId: '1' },
          }),
        )
        answers.push(response.status)
        if (response.status === 200)
          expect([served.path, rowsOf(await response.json()).length <= 100]).toEqual([served.path, true])
      }
      // Clamped, never refused: a list answers whoever may read it (or its record, an id matching nothing, is not
      // found, or refused where the table says the record decides).
      const fine = (status: number) => status === 200 || status === 404 || (status === 403 && !!served.access.record)
      expect([served.path, answers.filter((status) => !fine(status))]).toEqual([served.path, []])
    }
  })

  it('refuses a change idempotent by requestId without one, before its handler, on every such route', async () => {
    const full: Record<UserKind, string> = {
      merchant: 'merchant@sandbox.test',
      tenant: 'tenant@sandbox.test',
      platform: 'platform@sandbox.test',
    }
    const once = servedRoutes.filter(
      (served) => served.route.headers?.includes('requestId') && !served.route.headers.includes('scaCode'),
    )
    expect(once.length).toBeGreaterThan(5)
    const answers: string[] = []
    for (const served of once) {
      const kind = served.kinds.find((k) => served.access.permission[k] !== undefined)!
      const response = await sandbox.fetch(
        new Request(urlOf(served), {
          method: served.method,
          headers: { Authorization: `Bearer ${await sandbox.issueAccessToken(full[kind])}`, tenantId: '1' },
          body: '{}',
        }),
      )
      const body = (await response.json()) as { errors?: Record<string, string[]> }
      answers.push(`${served.method} ${served.path}: ${response.status} ${Object.keys(body.errors ?? {}).join()}`)
    }
    expect(answers.filter((answer) => !answer.endsWith(': 400 requestId'))).toEqual([])
  })

  it('keeps routers to what a call does: bodies and paging belong to the gate, SQL to the repositories', () => {
    const folder = fileURLToPath(new URL('.', import.meta.url))
    const routers = readdirSync(folder).filter((name) => name.endsWith('.routes.ts') && name !== 'embed.routes.ts')
    const breaking = (pattern: RegExp) =>
      routers.filter((name) => pattern.test(readFileSync(`${folder}/${name}`, 'utf8')))
    expect(breaking(/c\.req\.json\(|c\.req\.query\('page(Index|Size)'\)/i)).toEqual([])
    expect(breaking(/\.prepare\(|db\.exec\(|db\.transaction\(/)).toEqual([])
  })

  it('declares every route the sandbox serves', () => {
    // Hono's `:id{[0-9]+}` (and `:type{all-[^/]+}`) and the table's `{id}` (`all-{type}`) alike as `{}`.
    const template = (path: string) =>
      path
        .replace(/:\w+\{([\w-]+)\[\^\/\]\+\}/g, '$1:param')
        .replace(/\{[^}]*\}/g, '')
        .replace(/:\w+\??/g, '{}')
        .replace(/(.)\/$/, '$1')
    const declared = new Set(servedRoutes.map((served) => `${served.method} ${served.path.replace(/\{\w+\}/g, '{}')}`))
    const undeclared = serviceAreas(db).flatMap(([host, areas]) =>
      areas.flatMap((area) =>
        area.routes
          .filter((route) => route.method !== 'ALL')
          .map((route) => `${route.method} ${template(`${hostMounts[host]}${route.path}`)}`)
          .filter((route) => !declared.has(route)),
      ),
    )
    expect([...new Set(undeclared)].sort()).toEqual([])
  })
})

describe('a permission the role marks "Needs a code"', () => {
  const own = createSandbox({ database: ':memory:' })
  afterAll(() => own.close())
  const ADMIN = 'bosphorus@sandbox.test'
  const call = async (path: string, method = 'GET', body?: unknown, scaCode?: string) =>
    own.fetch(
      new Request(`http://localhost:4000/v1/crm/${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${await own.issueAccessToken(ADMIN)}`,
          'Content-Type': 'application/json',
          ...(scaCode && { scaCode }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    )
  const book = { name: 'Night rates', description: '', isStandard: false, isActive: true, ownerId: null }

  it('asks the code for the changes it covers, spends it only on a change made, and never for reading', async () => {
    const { roleId } = own.db.prepare('SELECT role_id AS roleId FROM users WHERE email = ?').get(ADMIN) as {
      roleId: number
    }
    expect((await call('pricebooks', 'POST', book)).status).toBe(201)
    own.db
      .prepare("INSERT INTO role_sca_permissions (role_id, permission) VALUES (?, 'CRM.PriceBooks.Manage')")
      .run(roleId)

    const without = await call('pricebooks', 'POST', { ...book, name: 'Weekend rates' })
    expect([without.status, (await without.json()).errors]).toEqual([400, { scaCode: [SCA_MISSING] }])
    expect((await call('pricebooks?pageIndex=0&pageSize=20')).status).toBe(200)
    // A refused form keeps the code good; the change made with it spends it.
    const code = currentScaCode(own.db, ADMIN, Date.now() + 30_000)
    expect((await call('pricebooks', 'POST', { ...book, name: '' }, code)).status).toBe(400)
    expect((await call('pricebooks', 'POST', { ...book, name: 'Weekend rates' }, code)).status).toBe(201)
    const again = await call('pricebooks', 'POST', { ...book, name: 'Holiday rates' }, code)
    expect((await again.json()).errors).toEqual({ scaCode: [SCA_USED] })
  })
})
