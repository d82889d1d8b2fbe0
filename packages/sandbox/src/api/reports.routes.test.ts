import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'
import { reports as reportCatalogue } from '../reports/catalogue'
import { hasWords, isStatusOption } from '../words/sandbox-words'
import { nextDay, startOfDayIn } from '@paydeck/core/time'
import { recordSignIn } from '../users/users.repository'

const TENANT = 'tenant@sandbox.test'
const MERCHANT = 'merchant@sandbox.test'
const live = { Mode: 'Live' }

describe('reports: figures computed from the book, per the caller', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox, 'http://localhost:4000/reporting')
  const today = new Date().toISOString().slice(0, 10)
  const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10)
  const period = { from: `${monthAgo}T00:00:00.000Z`, to: `${today}T00:00:00.000Z` }
  const results = (email: string, reportId: string, body: object) =>
    call(email, `report-v2/reports/${reportId}/results`, { body, headers: live })
  /** The book's own count of payments in the period, in London time (the tenant's zone). */
  const paymentsInBook = (merchantId?: number) =>
    (
      sandbox.db
        .prepare(
          `SELECT COUNT(*) AS n FROM transactions WHERE mode = 'Live' AND tenant_id = 1 AND type IN ('Sale', 'Authorisation')
           AND created >= ? AND created < ? ${merchantId ? 'AND merchant_id = ?' : ''}`,
        )
        .get(
          new Date(startOfDayIn(monthAgo, 'Europe/London')).toISOString(),
          new Date(startOfDayIn(nextDay(today), 'Europe/London')).toISOString(),
          ...(merchantId ? [merchantId] : []),
        ) as { n: number }
    ).n

  it('lists the reports a tenant may run, and says which one the sandbox cannot compute', async () => {
    const catalogue = await json(TENANT, 'report-v2/reports', { headers: live })
    expect(catalogue.map((report: { id: string }) => report.id)).toEqual(
      expect.arrayContaining(['transactions-daily', 'transactions-summary', 'declined-transaction-reasons']),
    )
    expect(catalogue.find((report: { id: string }) => report.id === 'pmp-configuration-report')).toMatchObject({
      available: false,
    })
    const merchants = await json(MERCHANT, 'report-v2/reports', { headers: live })
    expect(merchants.map((report: { id: string }) => report.id)).not.toContain('declined-transaction-reasons')
    expect((await call(MERCHANT, 'report-v2/reports/declined-transaction-reasons', { headers: live })).status).toBe(404)
    expect((await call('agent@sandbox.test', 'report-v2/reports/transactions-daily', { headers: live })).status).toBe(
      403,
    )
  })

  it('counts every payment of the period once, with totals that equal the rows', async () => {
    const answer = await results(TENANT, 'transactions-daily', {
      filters: period,
      pageSize: 100,
      timeZone: 'Europe/London',
    })
    expect(answer.status).toBe(200)
    const page = await answer.json()
    expect(page.timeZone).toBe('Europe/London')
    const all = page.count <= 100 ? page.data : []
    const counted = page.totals.reduce((sum: number, line: { values: { count: number } }) => sum + line.values.count, 0)
    expect(counted).toBe(paymentsInBook())
    if (all.length > 0) expect(all.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(counted)
    // The chart draws every row, not the page: the volume lines of the currencies add up to the volume totals.
    const drawn = (page.series as { group: string; points: { value: number }[] }[]).map((line) => [
      line.group,
      line.points.reduce((sum, point) => sum + point.value, 0),
    ])
    expect(Object.fromEntries(drawn)).toEqual(
      Object.fromEntries(
        page.totals.map((line: { currency: string; values: { volume: number } }) => [
          line.currency,
          line.values.volume,
        ]),
      ),
    )
    // The days are the zone's: each row's day is within the period.
    for (const row of page.data as { day: string }[]) expect(row.day >= monthAgo && row.day <= today).toBe(true)

    // Every other tally of the same payments counts them once too, however it names its rows.
    for (const reportId of [
      'transactions-daily-v1',
      'transactions-summary',
      'transactions-summary-v1',
      'transactions-summary-v3',
      'transactions-summary-per-day-month',
      'data-analytics',
    ]) {
      const other = await (
        await results(TENANT, reportId, { filters: period, pageSize: 100, timeZone: 'Europe/London' })
      ).json()
      const sum = other.data.reduce((total: number, row: { count: number }) => total + row.count, 0)
      const total = other.totals.reduce(
        (all: number, line: { values: { count: number } }) => all + line.values.count,
        0,
      )
      expect([reportId, other.count <= 100 ? sum : total]).toEqual([reportId, counted])
      // And where it sums money, the same captured volume, refunds and net per currency: one day reads the same
      // in every tally.
      const money = (totals: { currency: string; values: Record<string, number> }[]) =>
        Object.fromEntries(
          totals
            .filter((line) => 'volume' in line.values)
            .map((line) => [line.currency, [line.values.volume, line.values.refunded, line.values.net]]),
        )
      if (Object.keys(money(other.totals)).length > 0)
        expect([reportId, money(other.totals)]).toEqual([reportId, money(page.totals)])
    }
  })

  it('counts every decline once, by reason and by day', async () => {
    const declines = async (reportId: string) => {
      const page = await (await results(TENANT, reportId, { filters: period, timeZone: 'Europe/London' })).json()
      return page.totals.reduce((all: number, line: { values: { count: number } }) => all + line.values.count, 0)
    }
    const byReason = await declines('declined-transaction-reasons')
    expect(byReason).toBeGreaterThan(0)
    expect(await declines('decline-reasons')).toBe(byReason)
  })

  it('titles each report in the language asked for', async () => {
    const list = (await (
      await call(TENANT, 'report-v2/reports', { headers: { ...live, 'Accept-Language': 'tr' } })
    ).json()) as { id: string; title: string }[]
    expect(list.find((report) => report.id === 'transactions-daily')?.title).toBe('Günlük işlemler')
    const english = (await json(TENANT, 'report-v2/reports', { headers: live })) as { id: string; title: string }[]
    expect(english.find((report) => report.id === 'transactions-daily')?.title).toBe('Transactions daily')
    // Every report's own words in tr, for every kind of caller: none left as the report wrote it in English.
    for (const kind of ['merchant', 'tenant', 'platform'] as const) {
      for (const report of reportCatalogue) {
        const english = report.definition({
          db: sandbox.db,
          scope: { kind, mode: 'Live', tenantId: 1, merchantId: kind === 'merchant' ? 1 : undefined },
        })
        const texts = [
          english.title,
          english.description,
          ...english.columns.map((column) => column.label),
          ...english.filters.flatMap((filter) => [
            filter.label,
            ...(filter.ranges ?? []).map((range) => range.label),
            // Options that are words (an outcome, a status), not names (a merchant, a tenant, a currency).
            ...(['merchantId', 'tenantId', 'currency', 'merchant', 'tenant'].includes(filter.name)
              ? []
              : (filter.options ?? []).filter((option) => !isStatusOption(option)).map((option) => option.label)),
          ]),
          ...(english.unavailableReason ? [english.unavailableReason] : []),
        ]
        expect([report.id, texts.filter((text) => !hasWords(text))]).toEqual([report.id, []])
      }
    }
    const daily = (await (
      await call(TENANT, 'report-v2/reports/transactions-daily', { headers: { ...live, 'Accept-Language': 'tr' } })
    ).json()) as { columns: { label: string }[]; filters: { label: string }[] }
    expect(daily.columns.map((column) => column.label)).toContain('Onay oranı')
    // "Refunded" the column is a noun as the lookup's totals say it; "Refunded" the status is the label layer's.
    expect(daily.columns.map((column) => column.label)).toContain('İade edilen')
    const statuses = (daily.filters as { name?: string; options?: { value: string; label: string }[] }[]).find(
      (filter) => filter.name === 'status',
    )
    expect(statuses?.options?.find((option) => option.value === 'Refunded')?.label).toBe('İade edildi')
    expect(daily.filters.map((filter) => filter.label)).toContain('Dönem')
  })

  it('lists decline reasons most declines first until the user sorts', async () => {
    const counts = async (body: object) =>
      (
        (await (
          await results(TENANT, 'declined-transaction-reasons', { filters: period, timeZone: 'UTC', ...body })
        ).json()) as { data: { count: number; reason: string }[] }
      ).data
    const first = (await counts({})).map((row) => row.count)
    expect(first.length).toBeGreaterThan(1)
    expect(first).toEqual([...first].sort((a, b) => b - a))
    const byReason = (await counts({ sortBy: 'reason', sortDirection: 'asc' })).map((row) => row.reason)
    expect(byReason).toEqual([...byReason].sort((a, b) => a.localeCompare(b)))
  })

  it('says which filter is wrong, under its name', async () => {
    const missing = await results(TENANT, 'transactions-daily', { filters: {} })
    expect((await missing.json()).errors).toEqual({ period: ['Choose the period of the report.'] })
    const long = await results(TENANT, 'transactions-daily', {
      filters: { from: '2026-01-01T00:00:00.000Z', to: '2026-12-31T00:00:00.000Z' },
    })
    expect((await long.json()).errors).toEqual({ period: ['Choose at most 186 days.'] })
    expect((await results(TENANT, 'transactions-daily', { filters: period, timeZone: 'Mars/Olympus' })).status).toBe(
      400,
    )
  })

  it('never gives a merchant another merchant’s figures', async () => {
    // In the zone the book is counted in (the merchant's own is Stockholm's: a payment near midnight would move).
    const page = await (
      await results(MERCHANT, 'transactions-summary', { filters: period, pageSize: 100, timeZone: 'Europe/London' })
    ).json()
    expect(page.data.every((row: object) => !('merchant' in row))).toBe(true)
    const counted = page.data.reduce((sum: number, row: { count: number }) => sum + row.count, 0)
    expect(counted).toBe(paymentsInBook(1))
    // A merchant's filter for another merchant is ignored: the scope is its own.
    const other = await (
      await results(MERCHANT, 'transactions-summary', {
        filters: { ...period, merchant: ['2'] },
        pageSize: 100,
        timeZone: 'Europe/London',
      })
    ).json()
    expect(other.data).toEqual(page.data)
  })

  it('exports every row of the report as CSV, the zone named in the header', async () => {
    const answer = await call(TENANT, 'report-v2/reports-tenant-export-v3', {
      body: {
        reportId: 'declined-transaction-reasons',
        filters: period,
        columns: ['reason', 'responseCode', 'currency', 'count', 'amount'],
        timeZone: 'UTC',
      },
      headers: live,
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Disposition')).toMatch(/declined-transaction-reasons-\d{8}T\d{6}\.csv/)
    const lines = (await answer.text()).trim().split('\n')
    expect(lines[0]).toBe('Reason,Response code,Currency,Declines,Declined amount')
    const page = await (
      await results(TENANT, 'declined-transaction-reasons', { filters: period, pageSize: 100, timeZone: 'UTC' })
    ).json()
    expect(lines.length - 1).toBe(page.count)
    const daily = await call(TENANT, 'report-v2/reports-tenant-export-v3', {
      body: { reportId: 'transactions-daily', filters: period, columns: ['day', 'count'], timeZone: 'Europe/Istanbul' },
      headers: live,
    })
    expect((await daily.text()).split('\n')[0]).toBe('Day (Europe/Istanbul),Payments')
  })

  it('exports a report of many rows page by page, in the order its pages show', async () => {
    const columns = ['transactionId', 'endpoint', 'statusCode']
    const answer = await call(TENANT, 'report-v2/reports-tenant-export-v3', {
      body: { reportId: 'api-logs', filters: period, columns, timeZone: 'UTC' },
      headers: live,
    })
    expect(answer.status).toBe(200)
    const lines = (await answer.text()).trim().split('\n')
    const page = await (await results(TENANT, 'api-logs', { filters: period, pageSize: 100, timeZone: 'UTC' })).json()
    expect(page.count).toBeGreaterThan(0)
    expect(lines.length - 1).toBe(page.count)
    const shown = page.data.map((row: Record<string, unknown>) => columns.map((name) => row[name]).join(','))
    expect(lines.slice(1, 1 + shown.length)).toEqual(shown)
  })

  it('keeps a user’s columns of a report, and refuses a column the report does not have', async () => {
    const path = 'report-v2/columns/user-tenant'
    const defaults = await json(TENANT, `${path}?reportId=transactions-daily`, { headers: live })
    expect(defaults.custom).toBe(false)
    const items = [...defaults.items].reverse().map((item: { name: string }, index: number) => ({
      name: item.name,
      visible: index !== 0,
    }))
    const saved = await json(TENANT, path, {
      method: 'PUT',
      body: { reportId: 'transactions-daily', items },
      headers: live,
    })
    expect(saved).toMatchObject({ custom: true, items })
    const bad = await call(TENANT, path, {
      method: 'PUT',
      body: { reportId: 'transactions-daily', items: [{ name: 'nonsense', visible: true }] },
      headers: live,
    })
    expect(bad.status).toBe(400)
    const merchant = await json(MERCHANT, `${path}?reportId=transactions-summary`, { headers: live })
    expect(merchant.items.map((item: { name: string }) => item.name)).not.toContain('merchant')
  })

  it('lists the sign-ins the provider saw, to the platform only, in the zone asked', async () => {
    recordSignIn(sandbox.db, {
      userId: null,
      email: '=cmd|calc',
      outcome: 'Refused',
      ip: '203.0.113.9',
      userAgent: 'x',
    })
    recordSignIn(sandbox.db, {
      userId: 3,
      email: 'tenant@sandbox.test',
      outcome: 'Succeeded',
      ip: null,
      userAgent: null,
    })
    const platform = { ...live, tenantId: '1' }
    // Tokyo's today, which is UTC's tomorrow for the last nine hours of a UTC day.
    const tokyoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date())
    const week = {
      from: `${new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`,
      to: `${tokyoToday}T00:00:00.000Z`,
    }
    const page = await (
      await call('platform@sandbox.test', 'report-v2/reports/login-history/results', {
        body: { filters: { ...week, outcome: ['Refused'] }, timeZone: 'Asia/Tokyo', pageSize: 100 },
        headers: platform,
      })
    ).json()
    expect(page.data).toEqual([
      expect.objectContaining({ email: '=cmd|calc', outcome: 'Refused', ip: '203.0.113.9', organisation: null }),
    ])
    // The time is Tokyo's wall clock (nine hours ahead of UTC).
    expect(page.data[0].at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    // A tenant's report asks the platform which tenant first: the tenant filter, required.
    const summary = (filters: object) =>
      call('platform@sandbox.test', 'report-v2/reports/transactions-summary/results', {
        body: { filters },
        headers: live,
      })
    expect((await (await summary(week)).json()).errors).toEqual({ tenant: ['Choose the tenant whose report this is.'] })
    expect((await summary({ ...week, tenant: '1' })).status).toBe(200)
    const tenantSide = await call(TENANT, 'report-v2/reports/login-history', { headers: live })
    expect(tenantSide.status).toBe(404)
    // The formula typed as an e-mail comes out inert in the export.
    const csv = await (
      await call('platform@sandbox.test', 'report-v2/reports-tenant-export-v3', {
        body: { reportId: 'login-history', filters: week, columns: ['email', 'outcome'] },
        headers: platform,
      })
    ).text()
    expect(csv).toContain("'=cmd|calc,Refused")
  })

  it('counts the support tickets opened in the period per category, answered and closed', async () => {
    const page = await (
      await results(TENANT, 'support-analytics-report', { filters: period, pageSize: 100, timeZone: 'UTC' })
    ).json()
    const { n } = sandbox.db
      .prepare(
        `SELECT COUNT(*) AS n FROM tickets WHERE tenant_id = 1 AND channel = 'CustomerToTenantTicketChannel'
         AND created >= ? AND created < ?`,
      )
      .get(period.from, new Date(Date.parse(period.to) + 86_400_000).toISOString()) as { n: number }
    const opened = page.data.reduce((sum: number, row: { opened: number }) => sum + row.opened, 0)
    expect(opened).toBe(n)
    for (const row of page.data) expect(row.opened).toBe(row.closed + row.open)
  })
})
