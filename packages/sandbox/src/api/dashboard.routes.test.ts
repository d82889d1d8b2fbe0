import { isPaymentSql } from '../transactions/money-sql'
import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'
import { toBase } from '../dashboard/exchange-rates'
import { seedCategories } from '../dashboard/seed-widgets'
import { dashboardFields } from './worded-answers'
import { widgetRangeSpan } from '@paydeck/core/time'
import { copyTransaction } from '../testing/book-writes'

const live = { Mode: 'Live' }

describe('dashboard: each user’s widgets, and data sources computed from the book', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox, 'http://localhost:4000/reporting')
  /** The id of the user's widget that reads a source. */
  const widgetOf = async (email: string, source: string) => {
    const categories = await json(email, 'api/v2/dashboard/category/list/user/widgets', { headers: live })
    const widgets = categories.flatMap((category: { widgets: unknown[] }) => category.widgets) as {
      widgetId: number
      data: { dataSourceEndpointId: string }
    }[]
    return widgets.find((widget) => widget.data.dataSourceEndpointId === source)?.widgetId ?? 0
  }
  const data = async (email: string, source: string, query = '') =>
    call(email, `api/v2/dashboard/data/${source}?timeZone=UTC${query}`, {
      headers: { ...live, endpointId: source, widgetId: String(await widgetOf(email, source)) },
    })

  it('words the seeded dashboard in the language asked for, in every answer, every seeded text included', async () => {
    const turkish = { ...live, 'Accept-Language': 'tr-TR,tr;q=0.9' }
    // The texts of the fields a person reads (names, titles, descriptions, headers, axis names), wherever they sit.
    const shownTexts = (value: unknown, field = ''): string[] => {
      if (typeof value === 'string') return dashboardFields.has(field) ? [value] : []
      if (Array.isArray(value)) return value.flatMap((item) => shownTexts(item, field))
      if (value === null || typeof value !== 'object') return []
      return Object.entries(value).flatMap(([key, item]) => shownTexts(item, key))
    }
    const english = new Set(shownTexts(seedCategories))
    const answers = await Promise.all(
      ['category/list/user/widgets', 'category', 'widgets-by-category'].map((path) =>
        json('tenant@sandbox.test', `api/v2/dashboard/${path}`, { headers: turkish }),
      ),
    )
    for (const answer of answers) {
      const texts = shownTexts(answer)
      expect(texts.length).toBeGreaterThan(0)
      // Every seeded text has its Turkish: none reads as the seed wrote it in English.
      expect(texts.filter((text) => english.has(text))).toEqual([])
    }
    expect(shownTexts(answers[0])).toEqual(expect.arrayContaining(['Ödemeler', 'Başarı oranı', 'Ödeme yöntemi', 'Gün']))
  })

  it('lands each user on their role’s widgets: merchants their own, staff the tenant’s too', async () => {
    const merchant = await json('merchant@sandbox.test', 'api/v2/dashboard/category/list/user/widgets', {
      headers: live,
    })
    const tenant = await json('tenant@sandbox.test', 'api/v2/dashboard/category/list/user/widgets', { headers: live })
    const titles = (categories: { widgets: { title: string }[] }[]) =>
      categories.flatMap((category) => category.widgets.map((widget) => widget.title))
    expect(titles(merchant)).toContain('Payments')
    expect(titles(merchant)).not.toContain('Top customers')
    expect(titles(tenant)).toEqual(expect.arrayContaining(['Payments', 'Top customers', 'Webhook status']))
    const types = new Set(
      tenant.flatMap((category: { widgets: { data: { configuration: { widgetType: string } } }[] }) =>
        category.widgets.map((widget) => widget.data.configuration.widgetType),
      ),
    )
    // Every widget type of seed 002.
    expect(types.size).toBe(8)
    // A support agent, who may not look transactions up, has the welcome banner and no payment figures.
    expect(
      titles(await json('agent@sandbox.test', 'api/v2/dashboard/category/list/user/widgets', { headers: live })),
    ).toEqual(['Welcome'])
    expect((await data('agent@sandbox.test', 'transactions-count')).status).toBe(403)
  })

  it('counts a pipeline’s open elements per stage in its order, and tells each element’s position', async () => {
    const funnel = await (await data('tenant@sandbox.test', 'pipeline-by-stage')).json()
    const open = sandbox.db
      .prepare(
        `SELECT s.name, COUNT(e.id) AS n FROM pipeline_stages s JOIN pipelines p ON p.id = s.pipeline_id
         LEFT JOIN pipeline_elements e ON e.stage_id = s.id AND e.is_closed = 0
         WHERE p.tenant_id = 1 AND p.name = 'Merchant acquisition' GROUP BY s.id ORDER BY s.sort_order`,
      )
      .all() as { name: string; n: number }[]
    expect(funnel.data.map((row: { stage: string; count: number }) => [row.stage, row.count])).toEqual(
      open.map((stage) => [stage.name, stage.n]),
    )
    expect(funnel.totalCount).toBe(open.reduce((sum, stage) => sum + stage.n, 0))
    const table = await (await data('tenant@sandbox.test', 'pipeline-elements', '&pageIndex=0&PageSize=5')).json()
    expect(table.data).toHaveLength(5)
    const [first] = table.data
    expect(first.stages[first.currentPipelineStageNumber - 1]).toBe(first.stage)
    expect(typeof first.isClosed).toBe('boolean')
    expect((await data('merchant@sandbox.test', 'pipeline-by-stage')).status).toBe(403)
  })

  it('counts the payments of the period as the book holds them, with the period before', async () => {
    const answer = await (await data('merchant@sandbox.test', 'transactions-count', '&dateRange=last30Days')).json()
    const inBook = (from: string, to: string) =>
      (
        sandbox.db
          .prepare(
            `SELECT COUNT(*) AS n FROM transactions WHERE mode = 'Live' AND merchant_id = 1
             AND ${isPaymentSql()} AND created >= ? AND created < ?`,
          )
          .get(from, to) as { n: number }
      ).n
    expect(answer.count).toBeGreaterThan(0)
    // The time model's last 30 days (today and the 29 before, whole days), and the same length before them.
    const { from, to } = widgetRangeSpan('last30Days', 'UTC')
    const iso = (at: number) => new Date(at).toISOString()
    expect(answer.count).toBe(inBook(iso(from), iso(to)))
    expect(answer.previous.count).toBe(inBook(iso(from - (to - from)), iso(from)))
  })

  it('adds the volumes of every currency in the tenant’s base currency', async () => {
    const byCurrency = await (await data('tenant@sandbox.test', 'transactions-by-currency', '&PageSize=100')).json()
    expect(byCurrency.baseCurrency).toBe('EUR')
    const converted = byCurrency.data.reduce(
      (total: number, row: { currency: string; volume: number }) => total + toBase(row.volume, row.currency, 'EUR'),
      0,
    )
    expect(Math.abs(byCurrency.totalVolume - converted)).toBeLessThanOrEqual(byCurrency.data.length)
    const byStatus = await (await data('tenant@sandbox.test', 'transactions-by-status', '&PageSize=100')).json()
    expect(byStatus.totalCount).toBe(byCurrency.totalCount)
    expect(byStatus.data.reduce((total: number, row: { count: number }) => total + row.count, 0)).toBe(
      byStatus.totalCount,
    )
  })

  it('shows every status, and a few countries by volume with the rest as one row, each adding up to the whole', async () => {
    type Row = { status?: string; country?: string | null; other?: boolean; count: number; volume: number }
    const sumOf = (rows: Row[], field: 'count' | 'volume') => rows.reduce((total, row) => total + row[field], 0)
    // As the dashboard asks: no page size named.
    const byStatus = await (
      await data('merchant@sandbox.test', 'transactions-by-status', '&dateRange=last180Days')
    ).json()
    const headline = await (await data('merchant@sandbox.test', 'transactions-count', '&dateRange=last180Days')).json()
    const { from, to } = widgetRangeSpan('last180Days', 'UTC')
    const statuses = sandbox.db
      .prepare(
        `SELECT COUNT(DISTINCT status) AS n FROM transactions WHERE mode = 'Live' AND merchant_id = 1
         AND ${isPaymentSql()} AND created >= ? AND created < ?`,
      )
      .get(new Date(from).toISOString(), new Date(to).toISOString()) as { n: number }
    // Several statuses (which ones the seeded book shows in its last 180 days moves with the clock).
    expect(statuses.n).toBeGreaterThanOrEqual(4)
    expect(byStatus.data).toHaveLength(statuses.n)
    expect(sumOf(byStatus.data, 'count')).toBe(headline.count)
    expect(byStatus.data.some((row: Row) => row.other)).toBe(false)
    const byCountry = await (await data('tenant@sandbox.test', 'volume-by-country')).json()
    const rows = byCountry.data as Row[]
    expect(rows).toHaveLength(5)
    expect(rows.at(-1)).toMatchObject({ country: null, other: true })
    const volumes = rows.slice(0, -1).map((row) => row.volume)
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a))
    expect(Math.abs(sumOf(rows, 'volume') - byCountry.totalVolume)).toBeLessThanOrEqual(rows.length)
    expect(sumOf(rows, 'count')).toBe(byCountry.totalCount)
  })

  it('pages table widgets, refuses a bad filter, and keeps customers’ rows from merchants', async () => {
    const page = await (
      await data('tenant@sandbox.test', 'transactions-by-payment-method', '&pageIndex=0&PageSize=2')
    ).json()
    expect(page.data).toHaveLength(2)
    expect(page.count).toBeGreaterThan(2)
    expect((await data('tenant@sandbox.test', 'transactions-count', '&dateRange=forever')).status).toBe(400)
    expect((await data('merchant@sandbox.test', 'transactions-by-customer')).status).toBe(403)
    // Which endpoints delivered lately depends on the hour the book was made, so one live sale is made an hour ago.
    const sale = sandbox.db
      .prepare(`SELECT id FROM transactions WHERE mode = 'Live' AND merchant_id = 1 AND type = 'Sale' LIMIT 1`)
      .get() as { id: number }
    copyTransaction(sandbox.db, sale.id, { times: 1, created: new Date(Date.now() - 3_600_000).toISOString() })
    // Judged by the days up to half a day ago: just after midnight, today has hardly begun to deliver.
    const window = `&startDate=${new Date(Date.now() - 3 * 86_400_000).toISOString()}&endDate=${new Date(Date.now() - 43_200_000).toISOString()}`
    const statuses = await (await data('tenant@sandbox.test', 'webhook-status', `&PageSize=100${window}`)).json()
    const judged = (statuses.data as { status: string }[]).filter((row) => /Delivering$/.test(row.status))
    expect(judged.length).toBeGreaterThan(0)
    for (const row of statuses.data as { status: string }[])
      expect(['Configured', 'NotConfigured', 'Delivering', 'NotDelivering']).toContain(row.status)
  })

  const dashboardTitles = async (email: string) =>
    (
      (await json(email, 'api/v2/dashboard/category/list/user/widgets', { headers: live })) as {
        widgets: { title: string }[]
      }[]
    ).flatMap((category) => category.widgets.map((widget) => widget.title))

  it('lets an administrator add a category and a widget and show it to exactly one role', async () => {
    const countWidget = {
      title: 'Refunds this week',
      filters: JSON.stringify({ dateRange: 'last7Days', transactionType: ['Refund'] }),
      data: {
        configuration: { widgetType: 'COUNT_WIDGET', description: 'Refunds, last 7 days', isLast24Hours: false },
        dataSourceEndpoint: 'reporting/api/v2/dashboard/data/transactions-count',
        dataSourceMoreDataEndpoint: null,
        dataSourceEndpointId: 'transactions-count',
        dataSourceType: 'transactions-count',
      },
    }
    // Only administrators manage.
    expect(
      (await call('analyst@sandbox.test', 'api/v2/dashboard/category', { body: { name: 'X' }, headers: live })).status,
    ).toBe(403)
    const refused = await call('tenant@sandbox.test', 'api/v2/dashboard/category', {
      body: { name: '  ' },
      headers: live,
    })
    expect((await refused.json()).errors).toEqual({ name: ['Name the category.'] })
    const category = await json('tenant@sandbox.test', 'api/v2/dashboard/category', {
      body: { name: 'Refunds' },
      headers: live,
    })
    const chartless = await call('tenant@sandbox.test', 'api/v2/dashboard/widget', {
      body: {
        ...countWidget,
        categoryId: category.id,
        data: { ...countWidget.data, configuration: { ...countWidget.data.configuration, widgetType: 'CHART_WIDGET' } },
      },
      headers: live,
    })
    expect((await chartless.json()).errors).toEqual({ data: ['A chart widget needs its chart configuration.'] })
    const widget = await json('tenant@sandbox.test', 'api/v2/dashboard/widget', {
      body: { ...countWidget, categoryId: category.id },
      headers: live,
    })
    expect(widget).toMatchObject({ title: 'Refunds this week', personal: false })
    expect(await dashboardTitles('merchant@sandbox.test')).not.toContain('Refunds this week')

    // Shown to the merchant staff role only: the merchant administrator does not see it.
    const { roles } = await json('tenant@sandbox.test', 'api/v2/dashboard/widgets-by-category/tenant-roles', {
      headers: live,
    })
    const staffRole = roles.find((role: { name: string }) => role.name === 'Merchant Staff')
    await json('tenant@sandbox.test', 'api/v2/dashboard/management/merchant-roles', {
      body: { roleId: staffRole.roleId, widgetIds: [...staffRole.widgetIds, widget.widgetId] },
      headers: live,
    })
    expect(await dashboardTitles('merchant@sandbox.test')).not.toContain('Refunds this week')
    const adminRole = roles.find((role: { name: string }) => role.name === 'Merchant Administrator')
    await json('tenant@sandbox.test', 'api/v2/dashboard/management/merchant-roles', {
      body: { roleId: adminRole.roleId, widgetIds: [...adminRole.widgetIds, widget.widgetId] },
      headers: live,
    })
    expect(await dashboardTitles('merchant@sandbox.test')).toContain('Refunds this week')
    // A tenant staff role cannot be given through the merchant-roles call.
    const wrongLevel = await call('tenant@sandbox.test', 'api/v2/dashboard/management/merchant-roles', {
      body: { roleId: 2, widgetIds: [] },
      headers: live,
    })
    expect(wrongLevel.status).toBe(400)
    // A category with widgets is not deleted from under them.
    expect(
      (
        await call('tenant@sandbox.test', `api/v2/dashboard/category/${category.id}`, {
          method: 'DELETE',
          headers: live,
        })
      ).status,
    ).toBe(409)
  })

  it('lets a user clone a widget, edit it, and share it with a role only while shared', async () => {
    const tenantDashboard = await json('tenant@sandbox.test', 'api/v2/dashboard/category/list/user/widgets', {
      headers: live,
    })
    const payments = tenantDashboard[0].widgets.find((widget: { title: string }) => widget.title === 'Payments')
    const copy = await json('tenant@sandbox.test', `api/v2/user-dashboard/${payments.widgetId}`, {
      method: 'PUT',
      headers: live,
    })
    expect(copy).toMatchObject({ title: 'Payments (copy)', personal: true, owner: 'Elif Kaya' })
    const edited = await json('tenant@sandbox.test', 'api/v2/user-dashboard', {
      method: 'PUT',
      body: {
        widgetId: copy.widgetId,
        categoryId: copy.categoryId,
        title: 'My payments',
        data: copy.data,
        filters: '{"dateRange":"last7Days"}',
      },
      headers: live,
    })
    expect(edited).toMatchObject({ title: 'My payments', filters: '{"dateRange":"last7Days"}' })
    // Someone else's widget is not theirs to edit or delete.
    expect(
      (
        await call('analyst@sandbox.test', `api/v2/user-dashboard/${copy.widgetId}`, {
          method: 'DELETE',
          headers: live,
        })
      ).status,
    ).toBe(404)

    expect(await dashboardTitles('analyst@sandbox.test')).not.toContain('My payments')
    await json('tenant@sandbox.test', 'api/v2/user-dashboard/share', {
      method: 'PUT',
      body: { widgetId: copy.widgetId, roleId: 6 },
      headers: live,
    })
    expect(await dashboardTitles('analyst@sandbox.test')).toContain('My payments')
    expect(await dashboardTitles('agent@sandbox.test')).not.toContain('My payments')
    // The analyst reads its figures as its own widget's.
    const dashboard = await json('analyst@sandbox.test', 'api/v2/dashboard/category/list/user/widgets', {
      headers: live,
    })
    const shared = (dashboard as { widgets: { title: string; widgetId: number }[] }[])
      .flatMap((category) => category.widgets)
      .find((widget) => widget.title === 'My payments')!
    const figures = await call('analyst@sandbox.test', 'api/v2/dashboard/data/transactions-count?dateRange=last7Days', {
      headers: { ...live, widgetId: String(shared.widgetId) },
    })
    expect(figures.status).toBe(200)
    await json('tenant@sandbox.test', 'api/v2/user-dashboard/un-share', {
      method: 'PUT',
      body: { widgetId: copy.widgetId, roleId: 6 },
      headers: live,
    })
    expect(await dashboardTitles('analyst@sandbox.test')).not.toContain('My payments')
    // A merchant role is not one of tenant staff's to share with.
    const merchantRole = await call('tenant@sandbox.test', 'api/v2/user-dashboard/share', {
      method: 'PUT',
      body: { widgetId: copy.widgetId, roleId: 1 },
      headers: live,
    })
    expect(merchantRole.status).toBe(400)
  })
})
