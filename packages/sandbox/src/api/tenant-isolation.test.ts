import { afterAll, describe, expect, it } from 'vitest'
import { pageParameters } from '@paydeck/core/openapi'
import { createSandbox } from '../sandbox'
import { servedRoutes } from './route-table'

// Isolation by data, not only by route: every list and read a tenant's administrator may call, answered without a
// word that belongs to another tenant alone. What belongs to a tenant is read from the database itself: the names,
// titles and e-mails of every table with a tenant column, less those the caller's own tenant (or every tenant) has too.

const sandbox = createSandbox({ database: ':memory:' })
afterAll(() => sandbox.close())
const db = sandbox.db

const administrators = ['tenant@sandbox.test', 'bosphorus@sandbox.test', 'meridian@sandbox.test', 'atlas@sandbox.test']
const WORDS = ['name', 'title', 'email', 'legal_business_name', 'trading_name']

/** Every text of a tenant's own records, by tenant (null: shared by all), from each table with a tenant column. */
function textsByTenant(): Map<number | null, Set<string>> {
  const byTenant = new Map<number | null, Set<string>>()
  const add = (tenant: number | null, text: unknown) => {
    if (typeof text !== 'string' || text.trim().length < 4) return
    if (!byTenant.has(tenant)) byTenant.set(tenant, new Set())
    byTenant.get(tenant)!.add(text.trim())
  }
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
  for (const { name: table } of tables) {
    const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name)
    const owner = table === 'tenants' ? 'id' : columns.includes('tenant_id') ? 'tenant_id' : null
    const words = columns.filter((column) => WORDS.includes(column))
    if (!owner || words.length === 0) continue
    for (const row of db.prepare(`SELECT ${owner} AS owner, ${words.join(', ')} FROM ${table}`).all() as Record<
      string,
      unknown
    >[])
      for (const column of words) add(row.owner as number | null, row[column])
  }
  return byTenant
}

/** The texts only other tenants have: never the caller's own, nor those shared. */
function foreignTo(tenantId: number, byTenant: Map<number | null, Set<string>>): Set<string> {
  const own = new Set([...(byTenant.get(tenantId) ?? []), ...(byTenant.get(null) ?? [])])
  const foreign = new Set<string>()
  for (const [tenant, texts] of byTenant)
    if (tenant !== null && tenant !== tenantId) for (const text of texts) if (!own.has(text)) foreign.add(text)
  return foreign
}

/** Every string in an answer. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value)
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into)
  return into
}

describe('tenant isolation', () => {
  it('answers no tenant administrator, on any list or read, with a name or e-mail of another tenant', async () => {
    const byTenant = textsByTenant()
    const lists = servedRoutes.filter(
      (served) =>
        served.method === 'GET' &&
        served.kinds.includes('tenant') &&
        served.access.permission.tenant !== undefined &&
        !served.path.includes('{'),
    )
    expect(lists.length).toBeGreaterThan(40)
    const leaks: string[] = []
    let answered = 0
    for (const email of administrators) {
      const { tenantId } = db.prepare('SELECT tenant_id AS tenantId FROM users WHERE email = ?').get(email) as {
        tenantId: number
      }
      const foreign = foreignTo(tenantId, byTenant)
      expect(foreign.size).toBeGreaterThan(10)
      const token = await sandbox.issueAccessToken(email)
      for (const served of lists) {
        const url = new URL(`http://localhost:4000${served.path}`)
        const paging = pageParameters(served.route)
        if (paging) url.searchParams.set(paging.size, '100')
        const response = await sandbox.fetch(new Request(url, { headers: { Authorization: `Bearer ${token}` } }))
        if (response.status !== 200 || !response.headers.get('content-type')?.includes('json')) continue
        answered++
        const seen = new Set(stringsOf(await response.json()).map((text) => text.trim()))
        for (const text of seen) if (foreign.has(text)) leaks.push(`${email} · ${served.path}: “${text}”`)
      }
    }
    expect(leaks).toEqual([])
    expect(answered).toBeGreaterThan(administrators.length * 30)
  })
})
