import { afterAll, it } from 'vitest'
import { routeAreas, servedAt } from '@paydeck/core/openapi'
import { createSandbox } from './sandbox'
import { writeFileSync } from 'node:fs'

const sandbox = createSandbox({ database: ':memory:' })
afterAll(() => sandbox.close())
const db = sandbox.db
const bare = (from: string, email: string) => {
  const role = db.prepare("INSERT INTO roles (name, user_level) VALUES ('Nothing', 1)").run().lastInsertRowid
  const cols = (db.prepare('PRAGMA table_info(users)').all() as { name: string }[]).map((c) => c.name).filter((c) => c !== 'id')
  const pick = cols.map((c) => (c === 'email' ? '?' : c === 'role_id' ? '?' : c === 'is_administrator' ? '0' : c)).join(', ')
  db.prepare(`INSERT INTO users (${cols.join(', ')}) SELECT ${pick} FROM users WHERE email = ?`).run(email, role, from)
}
bare('merchant@sandbox.test', 'bare-merchant@sandbox.test')
bare('tenant@sandbox.test', 'bare-tenant@sandbox.test')
bare('platform@sandbox.test', 'bare-platform@sandbox.test')
const callers = ['merchant@sandbox.test', 'bare-merchant@sandbox.test', 'tenant@sandbox.test', 'bare-tenant@sandbox.test', 'bosphorus@sandbox.test', 'platform@sandbox.test', 'bare-platform@sandbox.test']
it('probes', async () => {
  const tokens: Record<string, string> = {}
  for (const c of callers) tokens[c] = await sandbox.issueAccessToken(c)
  const lines: string[] = []
  for (const area of routeAreas) for (const [name, route] of Object.entries(area.routes)) {
    for (const kind of route.by ?? (['merchant', 'tenant', 'platform'] as const)) {
      const { path } = servedAt(route.path, kind)
      const url = 'http://localhost:4000' + path.replace(/\{(\w+)\}/g, (_, p) => (route.params?.[p] ? 'x' : '987654'))
      const row: string[] = []
      for (const c of [undefined, ...callers]) {
        const headers: Record<string, string> = c ? { Authorization: `Bearer ${tokens[c]}` } : {}
        if (route.method !== 'GET') headers['Content-Type'] = 'application/json'
        const r = await sandbox.fetch(new Request(url, { method: route.method, headers, body: route.method === 'GET' ? undefined : '{}' }))
        row.push(String(r.status))
      }
      lines.push(`${area.area}\t${name}\t${kind}\t${route.method} ${path}\t${row.join(' ')}`)
    }
  }
  writeFileSync('/tmp/probe.tsv', lines.join('\n'))
}, 120_000)
