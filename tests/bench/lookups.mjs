// pnpm bench --lookups [N]: the transaction lookups against a sandbox that holds N transactions (a million by
// default), through the sandbox's own HTTP handler, as the browser calls it. Run by hand: seeding a million takes
// a while, so CI's `pnpm bench --check` leaves it out. Needs `pnpm build` (it loads the built sandbox).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

const CALLS = 50

export async function lookupBench(transactions) {
  const { createSandbox } = await import('../../packages/sandbox/dist/index.js')
  const dir = mkdtempSync(join(tmpdir(), 'paydeck-bench-'))
  const rows = []
  try {
    const started = performance.now()
    const sandbox = createSandbox({ database: join(dir, 'bench.sqlite'), transactions })
    rows.push(['seed', `${transactions.toLocaleString('en')} transactions`, ms(performance.now() - started)])
    const token = {
      tenant: await sandbox.issueAccessToken('tenant@sandbox.test'),
      merchant: await sandbox.issueAccessToken('merchant@sandbox.test'),
    }
    const now = Date.now()
    const call = (who, path) =>
      sandbox.fetch(
        new Request(`http://localhost:4000/v1/${path}`, {
          headers: { Authorization: `Bearer ${token[who]}`, Mode: 'Live' },
        }),
      )
    // A report's page: POST to the reporting service with the filters as the screen sends them.
    const report =
      (who, reportId, days, offsetDays = 0) =>
      () => {
        const to = new Date(now - offsetDays * 86_400_000)
        const from = new Date(to.getTime() - (days - 1) * 86_400_000)
        return sandbox.fetch(
          new Request(`http://localhost:4000/reporting/report-v2/reports/${reportId}/results`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token[who]}`, Mode: 'Live', 'Content-Type': 'application/json' },
            body: JSON.stringify({
              filters: { from: from.toISOString(), to: to.toISOString() },
              pageSize: 20,
              timeZone: 'Europe/London',
            }),
          }),
        )
      }
    const timed = async (label, who, paths) => {
      const times = []
      for (const path of paths) {
        const at = performance.now()
        const response = await (typeof path === 'function' ? path() : call(who, path))
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`${path} answered ${response.status}`)
        times.push(performance.now() - at)
      }
      times.sort((a, b) => a - b)
      const pick = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))]
      rows.push([label, `p50 ${ms(pick(0.5))}`, `p95 ${ms(pick(0.95))}`])
    }
    const week = (offsetDays) => {
      const to = new Date(now - offsetDays * 86_400_000)
      return `from=${new Date(to.getTime() - 7 * 86_400_000).toISOString()}&to=${to.toISOString()}`
    }
    // One filter (a status) over a week, a page of 20: the lookup's first screen, for weeks across the book.
    const statuses = ['Captured', 'Declined', 'Refunded', 'Reserved', 'Failed']
    await timed(
      'list: tenant, status + last 7 days, page of 20',
      'tenant',
      Array.from(
        { length: CALLS },
        (_, i) => `api/crm/transactions?${week(i % 150)}&status=${statuses[i % 5]}&PageSize=20`,
      ),
    )
    await timed(
      'list: merchant, newest page of 20, sorted by amount',
      'merchant',
      Array.from({ length: CALLS }, (_, i) => `api/transactions?${week(i % 150)}&sortBy=amount&PageSize=20`),
    )
    const keys = sandbox.db
      .prepare(
        "SELECT external_id AS key FROM transactions WHERE merchant_id = 1 AND mode = 'Live' ORDER BY random() LIMIT ?",
      )
      .all(CALLS)
      .map((row) => row.key)
    await timed(
      'search by external id: merchant',
      'merchant',
      keys.map((key) => `api/transactions/searchKey?searchKey=${encodeURIComponent(key)}`),
    )
    // Part of a customer's e-mail or name (the trigram index), over the lookup's default week.
    const parts = sandbox.db
      .prepare(
        `SELECT substr(customer_email, 3, 6) AS part FROM transactions WHERE merchant_id = 1 AND mode = 'Live'
         ORDER BY random() LIMIT ?`,
      )
      .all(CALLS)
      .map((row) => row.part)
    await timed(
      'search by part of an e-mail: merchant, last 7 days',
      'merchant',
      parts.map((part, i) => `api/transactions/searchKey?searchKey=${encodeURIComponent(part)}&${week(i % 150)}`),
    )
    await timed(
      'totals: tenant, last 7 days',
      'tenant',
      Array.from({ length: 10 }, (_, i) => `api/crm/transactions/totals?${week(i * 10)}`),
    )

    // Reports: the period scanned on the (mode, tenant, created) index, folded into the zone's days.
    await timed(
      'report: transactions-daily, tenant, 30 days',
      'tenant',
      Array.from({ length: 10 }, (_, i) => report('tenant', 'transactions-daily', 30, i * 10)),
    )
    await timed(
      'report: transactions-daily, tenant, 90 days',
      'tenant',
      Array.from({ length: 5 }, (_, i) => report('tenant', 'transactions-daily', 90, i * 10)),
    )
    await timed(
      'report: transactions-summary, merchant, 30 days',
      'merchant',
      Array.from({ length: 10 }, (_, i) => report('merchant', 'transactions-summary', 30, i * 10)),
    )

    // Reports derived payment by payment (API calls, webhooks: at most a month) and the fee reports summed in SQL.
    await timed(
      'report: api-logs, merchant, 7 days',
      'merchant',
      Array.from({ length: 5 }, (_, i) => report('merchant', 'api-logs', 7, i * 10)),
    )
    await timed(
      'report: api-logs, tenant, 7 days',
      'tenant',
      Array.from({ length: 3 }, (_, i) => report('tenant', 'api-logs', 7, i * 10)),
    )
    await timed(
      'report: api-logs, tenant, 31 days (the longest)',
      'tenant',
      Array.from({ length: 2 }, (_, i) => report('tenant', 'api-logs', 31, i * 40)),
    )
    await timed(
      'report: webhooks-destinations-statistics, tenant, 7 days',
      'tenant',
      Array.from({ length: 3 }, (_, i) => report('tenant', 'webhooks-destinations-statistics', 7, i * 10)),
    )
    await timed(
      'report: account-statement, merchant, 30 days',
      'merchant',
      Array.from({ length: 5 }, (_, i) => report('merchant', 'account-statement', 30, i * 10)),
    )
    await timed(
      'report: invoices, tenant, 90 days',
      'tenant',
      Array.from({ length: 3 }, (_, i) => report('tenant', 'invoices', 90, i * 10)),
    )

    // The data-analytics window's figures: the period and the one before it, folded into its sections.
    const analytics = (who, period) => () =>
      sandbox.fetch(
        new Request('http://localhost:4000/reporting/report-v2/analytics', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token[who]}`, Mode: 'Live', 'Content-Type': 'application/json' },
          body: JSON.stringify({ period, timeZone: 'Europe/London' }),
        }),
      )
    await timed(
      'analytics: tenant, last 30 days and the 30 before',
      'tenant',
      [1, 2, 3].map(() => analytics('tenant', 'last-30-days')),
    )
    await timed(
      'analytics: merchant, last 90 days and the 90 before',
      'merchant',
      [1, 2, 3].map(() => analytics('merchant', 'last-90-days')),
    )

    /** A streamed answer read as a browser reads it: its time, bytes per second and the process's peak memory. */
    const streamed = async (label, send) => {
      global.gc?.()
      const before = process.memoryUsage().rss
      let peak = before
      const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
      const at = performance.now()
      const response = await send()
      if (!response.ok) throw new Error(`${label} answered ${response.status}`)
      let bytes = 0
      for await (const chunk of response.body) {
        bytes += chunk.length
        peak = Math.max(peak, process.memoryUsage().rss)
      }
      clearInterval(watch)
      const took = performance.now() - at
      rows.push([
        `${label}: ${size(bytes)}`,
        `${ms(took)}, ${size(bytes / (took / 1000))}/s`,
        `peak RSS +${((peak - before) / 1e6).toFixed(0)} MB (${(peak / 1e6).toFixed(0)} MB in all)`,
      ])
    }

    // The CSV of the tenant's whole live book.
    const exported = sandbox.db
      .prepare("SELECT COUNT(*) AS n FROM transactions WHERE mode = 'Live' AND tenant_id = 1")
      .get().n
    await streamed(`CSV: ${exported.toLocaleString('en')} rows`, () =>
      call('tenant', 'api/crm/transactions/csv?timeZone=Europe/Berlin'),
    )
    // A report's export of every row: the daily report over the longest period (the whole book).
    const to = new Date(now)
    const from = new Date(now - 185 * 86_400_000)
    await streamed('report export: transactions-daily, 186 days', () =>
      sandbox.fetch(
        new Request('http://localhost:4000/reporting/report-v2/reports-tenant-export-v3', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token.tenant}`, Mode: 'Live', 'Content-Type': 'application/json' },
          body: JSON.stringify({
            reportId: 'transactions-daily',
            filters: { from: from.toISOString(), to: to.toISOString() },
            columns: ['day', 'currency', 'count', 'approved', 'declined', 'approvalRate', 'volume', 'refunded', 'net'],
            timeZone: 'Europe/London',
          }),
        }),
      ),
    )
    // The longest derived report a merchant exports: every API call of a month of its payments.
    await streamed('report export: api-logs, merchant, 31 days', () =>
      sandbox.fetch(
        new Request('http://localhost:4000/reporting/report-v2/reports-tenant-export-v3', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token.merchant}`, Mode: 'Live', 'Content-Type': 'application/json' },
          body: JSON.stringify({
            reportId: 'api-logs',
            filters: { from: new Date(now - 30 * 86_400_000).toISOString(), to: to.toISOString() },
            columns: ['at', 'transactionId', 'reference', 'method', 'endpoint', 'statusCode', 'outcome', 'durationMs'],
            timeZone: 'Europe/London',
          }),
        }),
      ),
    )
    await sandbox.close()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  console.log('\n| transaction lookups | | |\n|---|---|---|')
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
}

const ms = (value) => `${value.toFixed(1)} ms`
const size = (bytes) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(1)} KB`)
