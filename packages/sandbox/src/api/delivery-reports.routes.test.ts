import { afterAll, describe, expect, it, vi } from 'vitest'
import { reportById } from '../reports/catalogue'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

const TENANT = 'tenant@sandbox.test'
const MERCHANT = 'merchant@sandbox.test'
const ANALYST = 'analyst@sandbox.test'
const live = { Mode: 'Live' }

describe('reports on API calls and webhooks: stored with the payments of the period, per the caller', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox, 'http://localhost:4000/reporting')
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
  const period = { from: day(30), to: day(0) }
  /** The destinations' reports cover a week at most. */
  const week = { from: day(6), to: day(0) }
  const everyRow = async (email: string, reportId: string, filters: object = {}) => {
    const answer = await call(email, `report-v2/reports/${reportId}/results`, {
      body: { filters: { ...period, ...filters }, pageSize: 100, timeZone: 'UTC' },
      headers: live,
    })
    expect(answer.status).toBe(200)
    return (await answer.json()) as { count: number; data: Record<string, string | number | null>[] }
  }

  it('logs the first call of every payment of the period, and only the merchant’s own for a merchant', async () => {
    const payments = sandbox.db
      .prepare(
        `SELECT COUNT(*) AS n FROM transactions WHERE mode = 'Live' AND merchant_id = 1 AND parent_id IS NULL
         AND created >= ? AND created < ?`,
      )
      .get(`${period.from}T00:00:00.000Z`, new Date(Date.parse(period.to) + 86_400_000).toISOString()) as { n: number }
    const first = await everyRow(MERCHANT, 'api-logs')
    // One POST that made each payment, and others about some (captures, refunds).
    expect(first.count).toBeGreaterThanOrEqual(payments.n)
    const created = await everyRow(MERCHANT, 'api-logs', { outcome: ['Succeeded', 'Refused'] })
    expect(created.count).toBeLessThanOrEqual(first.count)
    expect(first.data.every((row) => row.merchant === undefined)).toBe(true)
    const tenantWide = await everyRow(TENANT, 'api-logs')
    expect(tenantWide.count).toBeGreaterThan(first.count)
    const theirs = await everyRow(TENANT, 'api-logs', { merchant: ['1'] })
    expect(theirs.count).toBe(first.count)
  })

  it('refuses a period longer than a month by the period field', async () => {
    const answer = await call(MERCHANT, 'report-v2/reports/webhookreport/results', {
      body: { filters: { from: day(60), to: day(0) } },
      headers: live,
    })
    expect(answer.status).toBe(400)
    expect((await answer.json()).errors).toEqual({ period: ['Choose at most 31 days.'] })
  })

  it('sends a missed webhook again for those allowed, and the destinations count it', async () => {
    // The book's week may have no missed webhook (about one in thirty fails): one is made so, by hand.
    sandbox.db
      .prepare(
        `UPDATE webhook_deliveries SET status = 'Failed', status_code = NULL, attempts = 5, retrying_until = NULL
         WHERE id = (SELECT id FROM webhook_deliveries WHERE tenant_id = 1 AND mode = 'Live' AND created >= ?
           ORDER BY at DESC LIMIT 1)`,
      )
      .run(`${week.from}T00:00:00.000Z`)
    const missed = await everyRow(TENANT, 'resend-webhooks', week)
    expect(missed.count).toBeGreaterThan(0)
    expect(missed.data.every((row) => row.status !== 'Delivered')).toBe(true)
    const definition = await json(TENANT, 'report-v2/reports/resend-webhooks', { headers: live })
    expect(definition.rowAction).toMatchObject({ key: 'eventId' })
    // An analyst reads the report but may not send anything.
    expect((await json(ANALYST, 'report-v2/reports/resend-webhooks', { headers: live })).rowAction).toBeUndefined()
    const target = missed.data[0]!
    const denied = await call(ANALYST, 'report-v2/reports/resend-webhooks/actions', {
      body: { keys: [target.eventId] },
      headers: live,
    })
    expect(denied.status).toBe(403)

    const before = await everyRow(TENANT, 'webhooks-destinations-statistics', week)
    const sent = await call(TENANT, 'report-v2/reports/resend-webhooks/actions', {
      body: { keys: [target.eventId, 999_999_999] },
      headers: live,
    })
    expect(await sent.json()).toEqual({
      done: 1,
      refused: [{ key: 999_999_999, reason: 'Event 999999999 sent no webhook to send again.' }],
    })
    const after = await everyRow(TENANT, 'webhooks-destinations-statistics', week)
    expect((await everyRow(TENANT, 'webhooks-destinations-status', week)).count).toBe(after.count)
    const sentTo = (page: typeof before) => page.data.find((row) => row.url === target.url)!
    expect(Number(sentTo(after).sent)).toBe(Number(sentTo(before).sent) + 1)
    expect(Number(sentTo(after).delivered)).toBe(Number(sentTo(before).delivered) + 1)
    const delivered = await everyRow(TENANT, 'webhookreportV2', { delivery: 'Delivered', merchant: [] })
    expect(delivered.data.some((row) => row.eventId === target.eventId)).toBe(true)
  })

  it('reads its pages and sorts from the kept rows in the database, and a change at once', async () => {
    const report = reportById.get('webhookreportV2')!
    const computed = vi.spyOn(report, 'rows')
    try {
      const page = async (pageIndex: number, sortBy?: string) => {
        const answer = await call(TENANT, 'report-v2/reports/webhookreportV2/results', {
          body: { filters: week, pageIndex, pageSize: 10, timeZone: 'UTC', sortBy, sortDirection: 'asc' },
          headers: live,
        })
        return (await answer.json()) as { count: number; data: { eventId: number; attempts: number }[] }
      }
      const [first, second] = [await page(0), await page(1)]
      const byAttempts = await page(0, 'attempts')
      const exported = await call(TENANT, 'report-v2/reports-tenant-export-v3', {
        body: { reportId: 'webhookreportV2', filters: week, columns: ['eventId'], timeZone: 'UTC' },
        headers: live,
      })
      expect(exported.status).toBe(200)
      // Nothing lists every row in memory: the export reads the pages too, as its file streams.
      expect(computed).not.toHaveBeenCalled()
      expect(second.count).toBe(first.count)
      expect(second.data.map((row) => row.eventId)).not.toEqual(first.data.map((row) => row.eventId))
      const attempts = byAttempts.data.map((row) => row.attempts)
      expect(attempts).toEqual([...attempts].sort((a, b) => a - b))
      // The export lists every row, in the report's order.
      expect((await exported.text()).trim().split('\n')).toHaveLength(first.count + 1)

      // Any event's webhook may be sent again (the week may hold a single missed one, which the test before sent).
      await call(TENANT, 'report-v2/reports/resend-webhooks/actions', {
        body: { keys: [first.data[0]!.eventId] },
        headers: live,
      })
      const after = await page(0)
      expect(computed).not.toHaveBeenCalled()
      expect(after.count).toBe(first.count + 1)
    } finally {
      computed.mockRestore()
    }
  })

  it('never sends another merchant’s webhook for a merchant', async () => {
    const others = await everyRow(TENANT, 'resend-webhooks', { merchant: ['4'] })
    const foreign = others.data[0]
    if (!foreign) return
    const answer = await call(MERCHANT, 'report-v2/reports/resend-webhooks/actions', {
      body: { keys: [foreign.eventId] },
      headers: live,
    })
    expect((await answer.json()).done).toBe(0)
  })
})
