// pnpm bench --lookups [N]: the transaction lookups and the reports against a sandbox that holds N transactions (a
// million by default), through the sandbox's own HTTP handler as the browser calls it, each beside the same SQL run
// alone on the same database (the floor), then 20 clients at once over real HTTP. Budgets (lookupBudgets in
// budgets.mjs) hold at any N; with --check an overrun fails the run, as CI's run at a smaller book does. Needs
// `pnpm build` (it loads the built sandbox).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { lookupBudgets } from './budgets.mjs'
import { readyBench } from './ready.mjs'

const CALLS = 50

/**
 * Every statement the sandbox runs while `recording` is on, with its parameters, so that the bench can run the same
 * SQL again alone: the floor a call's time is read against.
 */
function recordStatements(db) {
  const recorded = []
  const state = { on: false }
  const prepare = db.prepare.bind(db)
  db.prepare = (sql) => {
    const statement = prepare(sql)
    return new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key)
        if (typeof value !== 'function') return value
        if (state.on && ['all', 'get', 'iterate'].includes(key))
          return (...args) => (recorded.push({ statement: target, method: key, args }), value.apply(target, args))
        return value.bind(target)
      },
    })
  }
  /** Runs `call` recording its statements; answers them, to be run again. */
  const during = async (call) => {
    recorded.length = 0
    state.on = true
    try {
      return { result: await call(), statements: [...recorded] }
    } finally {
      state.on = false
    }
  }
  const runAgain = (statements) => {
    const at = performance.now()
    for (const { statement, method, args } of statements) {
      const answer = statement[method](...args)
      if (method === 'iterate') for (const _ of answer);
    }
    return performance.now() - at
  }
  return { during, runAgain }
}

const quantile = (times, q) => {
  const sorted = [...times].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

export async function lookupBench(transactions, { check = false } = {}) {
  const { createSandbox } = await import('../../packages/sandbox/dist/index.js')
  const dir = mkdtempSync(join(tmpdir(), 'paydeck-bench-'))
  const rows = []
  const overruns = []
  /** A measured figure against its budget, if it has one: within, or an overrun. */
  const judged = (kind, value, label) => {
    const budget = lookupBudgets[kind]
    if (budget === undefined) return ''
    const limit = typeof budget.limit === 'function' ? budget.limit(transactions) : budget.limit
    const words = `${budget.atLeast ? '≥' : '≤'} ${limit.toFixed(0)}`
    if (budget.atLeast ? value >= limit : value <= limit) return words
    overruns.push(`${label}: ${value.toFixed(1)}, budget ${words}`)
    return `**OVER** ${words}`
  }
  try {
    // The sandbox as a developer starts it: ready, quiet after, and ready again on its data (ready.mjs); the calls
    // below are then made to a sandbox opened on that database in this process.
    for (const [label, value, kind] of await readyBench(dir, transactions))
      rows.push([
        label,
        kind === 'background' ? `${value.toFixed(1)} s` : ms(value),
        '',
        '',
        '',
        judged(kind, value, label),
      ])
    const sandbox = createSandbox({ database: join(dir, 'sandbox.sqlite'), transactions })
    const statements = recordStatements(sandbox.db)
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
      (who, reportId, days, offsetDays = 0, { pageIndex = 0, sortBy, timeZone = 'Europe/London' } = {}) =>
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
              pageIndex,
              ...(sortBy && { sortBy, sortDirection: 'asc' }),
              timeZone,
            }),
          }),
        )
      }
    /** Each call over HTTP, then its statements alone: p50 and p95 of both, the call's p95 against its budget. */
    const timed = async (label, who, paths, kind = 'list') => {
      const http = []
      const sql = []
      for (const path of paths) {
        const at = performance.now()
        const { result: response, statements: ran } = await statements.during(async () => {
          const answer = await (typeof path === 'function' ? path() : call(who, path))
          await answer.arrayBuffer()
          return answer
        })
        if (!response.ok)
          throw new Error(`${label}: ${typeof path === 'string' ? path : ''} answered ${response.status}`)
        http.push(performance.now() - at)
        sql.push(statements.runAgain(ran))
      }
      const p95 = quantile(http, 0.95)
      rows.push([
        label,
        ms(quantile(http, 0.5)),
        ms(p95),
        ms(quantile(sql, 0.5)),
        ms(quantile(sql, 0.95)),
        judged(kind, p95, label),
      ])
    }
    /** A period of `days` days that ends `offsetDays` ago, as the lookup sends one. */
    const period = (days, offsetDays = 0) => {
      const to = new Date(now - offsetDays * 86_400_000)
      return `from=${new Date(to.getTime() - days * 86_400_000).toISOString()}&to=${to.toISOString()}`
    }
    const week = (offsetDays) => period(7, offsetDays)
    const many = (make, length = CALLS) => Array.from({ length }, (_, i) => make(i))
    // The lookup's shapes: one filter over a week (its first screen), then the shapes measured from outside.
    const statuses = ['Captured', 'Declined', 'Refunded', 'Reserved', 'Failed']
    await timed(
      'list: tenant, status + last 7 days, page of 20',
      'tenant',
      many((i) => `api/crm/transactions?${week(i % 150)}&status=${statuses[i % 5]}&PageSize=20`),
    )
    await timed(
      'list: merchant, Captured, last 30 days, page of 20',
      'merchant',
      many((i) => `api/transactions?${period(30, i % 120)}&status=Captured&PageSize=20`),
    )
    await timed(
      'list: tenant, 7 days by amount, page 5 of 100',
      'tenant',
      many((i) => `api/crm/transactions?${week(i % 150)}&sortBy=amount&sortDirection=asc&PageIndex=4&PageSize=100`),
    )
    await timed(
      'list: tenant, an amount range, 180 days',
      'tenant',
      many((i) => `api/crm/transactions?${period(180)}&amountFrom=${10_000 + i * 50}&amountTo=${10_100 + i * 50}`),
    )
    await timed(
      'list: tenant, a currency with no rows, 180 days',
      'tenant',
      many(() => `api/crm/transactions?${period(180)}&currency=JPY`),
    )
    await timed(
      'list: tenant, the newest page, no filters',
      'tenant',
      many(() => 'api/crm/transactions?PageSize=20'),
    )
    await timed(
      'list: merchant, newest page of 20, sorted by amount',
      'merchant',
      many((i) => `api/transactions?${week(i % 150)}&sortBy=amount&PageSize=20`),
    )
    // Deep pages (issue 67): by the offset every row before the page is walked; by the key of the page before it
    // (what the screen's next and previous buttons send), none is. Halfway down the tenant's book, newest first.
    const tenantRows = sandbox.db
      .prepare("SELECT COUNT(*) FROM transactions WHERE mode = 'Live' AND tenant_id = 1")
      .pluck()
      .get()
    const deepIndex = (i) => Math.max(1, Math.floor(tenantRows / 2 / 100) - i)
    const deepPage = (i, key = '') => `api/crm/transactions?PageSize=100&PageIndex=${deepIndex(i)}${key}`
    await timed(
      'list: tenant, a deep page of 100 by its offset (before keys)',
      'tenant',
      many((i) => deepPage(i)),
      'info',
    )
    const deepKeys = []
    for (let i = 0; i < CALLS; i++) {
      const before = await call('tenant', deepPage(i + 1))
      const { nextKey } = await before.json()
      if (!nextKey) throw new Error(`page ${deepIndex(i + 1)} of the tenant's book gave no next key`)
      deepKeys.push(nextKey)
    }
    await timed(
      'list: tenant, a deep page of 100 by the key of the page before',
      'tenant',
      many((i) => deepPage(i, `&key=${deepKeys[i]}`)),
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
      many((i) => `api/crm/transactions/totals?${week(i * 10)}`, 10),
      'totals',
    )
    await timed(
      'totals: merchant, 180 days',
      'merchant',
      many((i) => `api/transactions/totals?${period(180, i % 3)}`, 10),
      'totals',
    )
    await timed(
      'totals: tenant, 180 days',
      'tenant',
      many((i) => `api/crm/transactions/totals?${period(180, i % 3)}`, 10),
      'totals',
    )

    // Reports: the period scanned on the (mode, tenant, created) index, folded into the zone's days.
    await timed(
      'report: transactions-daily, tenant, 30 days',
      'tenant',
      Array.from({ length: 10 }, (_, i) => report('tenant', 'transactions-daily', 30, i * 10)),
      'report',
    )
    await timed(
      'report: transactions-daily, tenant, 90 days',
      'tenant',
      Array.from({ length: 5 }, (_, i) => report('tenant', 'transactions-daily', 90, i * 10)),
      'report',
    )
    await timed(
      'report: transactions-summary, merchant, 30 days',
      'merchant',
      Array.from({ length: 10 }, (_, i) => report('merchant', 'transactions-summary', 30, i * 10)),
      'report',
    )

    // Reports derived payment by payment (API calls, webhooks: at most a month) and the fee reports summed in SQL.
    await timed(
      'report: api-logs, merchant, 7 days',
      'merchant',
      Array.from({ length: 5 }, (_, i) => report('merchant', 'api-logs', 7, i * 10)),
      'report',
    )
    await timed(
      'report: api-logs, tenant, 7 days',
      'tenant',
      Array.from({ length: 3 }, (_, i) => report('tenant', 'api-logs', 7, i * 10)),
      'report',
    )
    // The first question about a period, then others about its days (another zone, merchant, filter, page or order):
    // all page the stored rows in SQL (transactions/stored-activity.ts).
    await timed(
      'report: api-logs, tenant, 31 days (the longest): first question of its period',
      'tenant',
      Array.from({ length: 2 }, (_, i) => report('tenant', 'api-logs', 31, i * 40)),
      'report',
    )
    const otherZones = ['Europe/Istanbul', 'America/New_York', 'Asia/Kolkata', 'Europe/Berlin', 'Asia/Dubai']
    await timed(
      'report: api-logs, tenant, 31 days: its days kept (another zone each)',
      'tenant',
      otherZones.map((timeZone) => report('tenant', 'api-logs', 31, 0, { timeZone })),
      'report',
    )
    await timed(
      'report: webhooks v2, tenant, 31 days: first question of its period',
      'tenant',
      Array.from({ length: 2 }, (_, i) => report('tenant', 'webhookreportV2', 31, i * 40)),
      'report',
    )
    await timed(
      'report: webhooks v2, tenant, 31 days: its days kept (another zone each)',
      'tenant',
      otherZones.map((timeZone) => report('tenant', 'webhookreportV2', 31, 0, { timeZone })),
      'report',
    )
    await timed(
      'report: resend webhooks (the missed, not since arrived), tenant, 31 days: days kept',
      'tenant',
      otherZones.map((timeZone) => report('tenant', 'resend-webhooks', 31, 0, { timeZone })),
      'report',
    )
    // The same question again (the next pages, another order).
    const longest = (page) => report('tenant', 'api-logs', 31, 80, page)
    await longest()()
    await timed(
      'report: api-logs, tenant, 31 days: next pages and sorts',
      'tenant',
      Array.from({ length: 10 }, (_, i) =>
        longest(
          i % 2 === 0
            ? { pageIndex: i + 1 }
            : { sortBy: ['durationMs', 'endpoint', 'at', 'statusCode', 'method'][i >> 1] },
        ),
      ),
      'report',
    )
    await timed(
      'report: webhooks-destinations-statistics, tenant, 7 days',
      'tenant',
      Array.from({ length: 3 }, (_, i) => report('tenant', 'webhooks-destinations-statistics', 7, i * 10)),
      'report',
    )
    // The account's movements are kept in step per quarter hour and day (account-rollup.ts): a statement or invoice
    // reads the days of the tenant's whole history.
    await timed(
      'report: account-statement, merchant, 30 days: first question',
      'merchant',
      [report('merchant', 'account-statement', 30, 5)],
      'report',
    )
    await timed(
      'report: account-statement, merchant, 30 days',
      'merchant',
      Array.from({ length: 5 }, (_, i) => report('merchant', 'account-statement', 30, i * 10)),
      'report',
    )
    await timed(
      'report: invoices, tenant, 90 days',
      'tenant',
      Array.from({ length: 3 }, (_, i) => report('tenant', 'invoices', 90, i * 10)),
      'report',
    )
    // Every report's CSV (issue 67): the time to its first bytes over 30 days, each report of the reader's catalogue
    // with every column; the export streams the rest (read to its end, so the next export starts on a quiet sandbox).
    const reporting = (who, path, body) =>
      sandbox.fetch(
        new Request(`http://localhost:4000/reporting/report-v2/${path}`, {
          method: body ? 'POST' : 'GET',
          headers: { Authorization: `Bearer ${token[who]}`, Mode: 'Live', 'Content-Type': 'application/json' },
          ...(body && { body: JSON.stringify(body) }),
        }),
      )
    for (const who of ['tenant', 'merchant']) {
      const catalogue = await (await reporting(who, 'reports')).json()
      const firstBytes = []
      for (const { id } of catalogue.filter((entry) => entry.available)) {
        const { columns, filters } = await (await reporting(who, `reports/${id}`)).json()
        // 30 days, or the most the report covers (a destination's: 7).
        const days = Math.min(30, filters.find((field) => field.type === 'dateRange')?.maxDaysSelected ?? 30)
        // A choice the report requires (a tenant's account statement: whose account), its first option.
        const required = filters
          .filter((field) => field.options?.length && field.validations?.some((rule) => rule.name === 'required'))
          .map((field) => [field.name, field.options[0].value])
        const at = performance.now()
        const answer = await reporting(who, 'reports-tenant-export-v3', {
          reportId: id,
          filters: {
            from: new Date(now - (days - 1) * 86_400_000).toISOString(),
            to: new Date(now).toISOString(),
            ...Object.fromEntries(required),
          },
          columns: columns.map((column) => column.name),
          timeZone: 'Europe/London',
        })
        if (!answer.ok) throw new Error(`the CSV of ${id} (${who}) answered ${answer.status}`)
        const reader = answer.body.getReader()
        await reader.read()
        firstBytes.push({ id, ms: performance.now() - at })
        while (!(await reader.read()).done);
      }
      const label = `report CSV: first bytes, each of the ${who}'s ${firstBytes.length} reports, 30 days or their most (p50, slowest)`
      const slowest = firstBytes.reduce((worst, next) => (next.ms > worst.ms ? next : worst))
      const times = firstBytes.map((entry) => entry.ms)
      rows.push([
        label,
        ms(quantile(times, 0.5)),
        `${ms(slowest.ms)} (${slowest.id})`,
        '',
        '',
        judged('csvFirstBytes', slowest.ms, label),
      ])
    }

    // The data-analytics window's figures: the period and the one before it, folded into its sections. Each call in
    // another zone, so each computes (the same question again is answered from the rows kept, as a report's is).
    const zones = ['Europe/London', 'Europe/Istanbul', 'Europe/Stockholm']
    const analytics = (who, range, timeZone) => () =>
      sandbox.fetch(
        new Request('http://localhost:4000/reporting/report-v2/analytics', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token[who]}`, Mode: 'Live', 'Content-Type': 'application/json' },
          body: JSON.stringify({ period: range, timeZone }),
        }),
      )
    await timed(
      'analytics: tenant, last 30 days and the 30 before',
      'tenant',
      zones.map((zone) => analytics('tenant', 'last-30-days', zone)),
      'report',
    )
    await timed(
      'analytics: merchant, last 90 days and the 90 before',
      'merchant',
      zones.map((zone) => analytics('merchant', 'last-90-days', zone)),
      'report',
    )

    // Disputes (issue 66): the lists a tenant and a merchant work from, soonest due first, at the book's size.
    const disputes = (query) => `disputes?pageIndex=0&pageSize=25&${query}`
    await timed(
      'disputes: tenant, needs response, soonest due',
      'tenant',
      many(() => `crm/${disputes('tab=needsResponse')}`),
    )
    await timed(
      'disputes: tenant, closed, latest decided',
      'tenant',
      many(() => `crm/${disputes('tab=closed')}`),
    )
    await timed(
      'disputes: tenant, fraudulent, due within 10 days',
      'tenant',
      many(() => `crm/${disputes('tab=needsResponse&category=fraudulent&dueWithin=10d')}`),
    )
    await timed(
      'disputes: merchant, needs response',
      'merchant',
      many(() => disputes('tab=needsResponse')),
    )
    // The audit trail (issue 65): a change with its record, the record's own part of it, and the log's pages when
    // the trail holds as many records as the book has transactions (written here in bulk, one per payment).
    const auditHistory = Math.min(transactions, 1_000_000)
    const writing = performance.now()
    sandbox.db
      .prepare(
        `INSERT INTO audit_trail (chain, at, tenant_id, merchant_id, actor_kind, actor_id, actor_name, actor_email,
           action, action_key, target_type, target_id, target_label, outcome, status, source)
         SELECT tenant_id, created, tenant_id, merchant_id, 'tenant', 4, 'Elif Kaya', 'tenant@sandbox.test',
           'captureTransaction', 'captureTransaction', 'transaction', id, external_id, 'made', 200, 'portal'
         FROM transactions ORDER BY created LIMIT ?`,
      )
      .run(auditHistory)
    rows.push([
      `audit: ${auditHistory.toLocaleString('en')} records written`,
      ms(performance.now() - writing),
      '',
      '',
      '',
      '',
    ])
    const auditCall = (who, query) => call(who, `${who === 'tenant' ? 'crm/' : ''}audit/records?pageSize=50&${query}`)
    const deep = sandbox.db
      .prepare('SELECT seq FROM audit_trail WHERE chain = 1 ORDER BY seq DESC LIMIT 1 OFFSET ?')
      .pluck()
      .get(Math.floor(auditHistory / 4))
    const audited = sandbox.db
      .prepare(
        "SELECT target_id FROM audit_trail WHERE chain = 1 AND target_type = 'transaction' ORDER BY random() LIMIT ?",
      )
      .pluck()
      .all(CALLS)
    await timed(
      'audit log: tenant, newest page of 50',
      'tenant',
      many(() => () => auditCall('tenant', '')),
    )
    await timed(
      'audit log: tenant, a page deep in the trail (by key)',
      'tenant',
      many((i) => () => auditCall('tenant', `before=${deep - i * 50}`)),
    )
    await timed(
      'audit log: tenant, one action, refused',
      'tenant',
      many(() => () => auditCall('tenant', 'action=refundTransaction&outcome=refused')),
    )
    await timed(
      'audit log: merchant administrator, newest page of 50',
      'merchant',
      many(() => () => auditCall('merchant', '')),
    )
    await timed(
      'audit log: a payment’s History',
      'tenant',
      audited.map((id) => () => auditCall('tenant', `targetType=transaction&targetId=${id}`)),
    )
    await timed(
      'audit log: tenant, 7 days a month ago',
      'tenant',
      many((i) => () => auditCall('tenant', period(7, 30 + (i % 30)))),
    )
    // A change and its record: a pipeline renamed, over HTTP; then the trail's own part of each (capture, chain, write).
    const change = (i) => () =>
      sandbox.fetch(
        new Request('http://localhost:4000/v1/crm/pipelines/1', {
          method: 'PUT',
          headers: { Authorization: `Bearer ${token.tenant}`, Mode: 'Live', 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: `Merchant acquisition ${i}`, isForOpportunities: true, isForProjects: false }),
        }),
      )
    await timed('change: a pipeline renamed, with its record', 'tenant', many(change), 'list')
    const overheads = sandbox.auditOverheads().slice(-CALLS)
    const recordP95 = quantile(overheads, 0.95)
    rows.push([
      'change: its record alone (capture, chain, write)',
      ms(quantile(overheads, 0.5)),
      ms(recordP95),
      '',
      '',
      judged('record', recordP95, 'the record of a change'),
    ])

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
        ms(took),
        `${size(bytes / (took / 1000))}/s`,
        '',
        `peak RSS +${((peak - before) / 1e6).toFixed(0)} MB (${(peak / 1e6).toFixed(0)} MB in all)`,
        '',
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
    await concurrently(sandbox, token.merchant, rows, judged)
    await sandbox.close()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  console.log(
    `\n| at ${transactions.toLocaleString('en')} transactions | HTTP p50 | HTTP p95 | SQL alone p50 | SQL alone p95 | budget (ms) |`,
  )
  console.log('|---|---|---|---|---|---|')
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
  if (overruns.length > 0) {
    console.log(`\nOver budget:\n${overruns.map((line) => `  ${line}`).join('\n')}`)
    if (check) process.exitCode = 1
  }
}

const CLIENTS = 20
const SECONDS = 5

/**
 * 20 clients at once, each sending its next request when the last is answered, for five seconds after one of warming
 * up, over real HTTP to the listening sandbox: the merchant's list (a page of 20 of a week). The clients run in a
 * worker thread, so they do not share the sandbox's thread.
 */
async function concurrently(sandbox, token, rows, judged) {
  const server = await sandbox.listen(0, '127.0.0.1')
  const { port } = server.address()
  const now = Date.now()
  const paths = Array.from({ length: 100 }, (_, i) => {
    const to = new Date(now - (i % 150) * 86_400_000)
    return `/v1/api/transactions?from=${new Date(to.getTime() - 7 * 86_400_000).toISOString()}&to=${to.toISOString()}&PageSize=20`
  })
  // node:http with kept-alive sockets: the lightest client Node has, so the clients take little of the machine.
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads')
     const { performance } = require('node:perf_hooks')
     const http = require('node:http')
     const { port, token, paths, clients, seconds } = workerData
     const agent = new http.Agent({ keepAlive: true, maxSockets: clients })
     const headers = { Authorization: 'Bearer ' + token, Mode: 'Live' }
     const get = (path) => new Promise((resolve, reject) => {
       http.get({ host: '127.0.0.1', port, path, headers, agent }, (answer) => {
         answer.on('data', () => {})
         answer.on('end', () => resolve(answer.statusCode))
       }).on('error', reject)
     })
     const times = []
     let errors = 0
     // A second of warming up first (the threads' first calls compile their code), not counted.
     const counted = performance.now() + 1000
     const until = counted + seconds * 1000
     const client = async (n) => {
       for (let i = n; performance.now() < until; i += clients) {
         const at = performance.now()
         const status = await get(paths[i % paths.length])
         if (at < counted) continue
         if (status !== 200) errors++
         times.push(performance.now() - at)
       }
     }
     Promise.all(Array.from({ length: clients }, (_, n) => client(n))).then(() => {
       agent.destroy()
       parentPort.postMessage({ times, errors })
     })`,
    { eval: true, workerData: { port, token, paths, clients: CLIENTS, seconds: SECONDS } },
  )
  const { times, errors } = await new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  await worker.terminate()
  await new Promise((resolve) => server.close(resolve))
  const perSecond = times.length / SECONDS
  const p99 = quantile(times, 0.99)
  rows.push([
    `${CLIENTS} clients at once: merchant, a week's page of 20 (${errors} errors; ${sandbox.readerAnswers()} answered by reader threads)`,
    ms(quantile(times, 0.5)),
    ms(quantile(times, 0.95)),
    `p99 ${ms(p99)}`,
    `${perSecond.toFixed(0)} requests/s`,
    [judged('concurrentP99', p99, 'concurrent p99 (ms)'), judged('concurrentRate', perSecond, 'requests/s')]
      .filter(Boolean)
      .join('; '),
  ])
  if (errors > 0) throw new Error(`${errors} of ${times.length} concurrent requests failed`)
}

const ms = (value) => `${value.toFixed(1)} ms`
const size = (bytes) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(1)} KB`)
