const { createSandbox } = await import('../../packages/sandbox/dist/index.js')
const sandbox = createSandbox({ database: '/tmp/book1m.sqlite', transactions: 1_000_000 })
const db = sandbox.db
const prepare = db.prepare.bind(db)
let log = false
db.prepare = (sql) => {
  const st = prepare(sql)
  return new Proxy(st, { get(t, k) { const v = Reflect.get(t, k); if (typeof v !== 'function') return v
    if (['all', 'get', 'iterate', 'run'].includes(k)) return (...a) => { const at = performance.now(); const r = v.apply(t, a); const ms = performance.now() - at; if (log && ms > 5) console.log(ms.toFixed(1), 'ms', k, sql.replace(/\s+/g, ' ').slice(0, 300), JSON.stringify(a).slice(0, 200)); return r }
    return v.bind(t) } })
}
const who = process.argv[2] ?? 'merchant', reportId = process.argv[3] ?? 'api-logs', days = Number(process.argv[4] ?? 7)
const token = await sandbox.issueAccessToken(`${who}@sandbox.test`)
const now = Date.now()
for (let i = 0; i < 3; i++) {
  log = true
  const to = new Date(now), from = new Date(to.getTime() - (days - 1) * 86_400_000)
  const at = performance.now()
  const r = await sandbox.fetch(new Request(`http://localhost:4000/reporting/report-v2/reports/${reportId}/results`, { method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Mode: 'Live', 'Content-Type': 'application/json' },
    body: JSON.stringify({ filters: { from: from.toISOString(), to: to.toISOString() }, pageSize: 20, pageIndex: 0, timeZone: 'Europe/London' }) }))
  const body = await r.text()
  console.log('call', i, r.status, (performance.now() - at).toFixed(1), 'ms', body.length)
}
process.exit(0)
