import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { storedActivity } from '../transactions/activity-reads'
import { webhookResender } from '../transactions/activity-writes'
import { ACTIVITY_IDS } from '../transactions/activity-basics'
import type { TransactionRow } from '../transactions/lookup'
import { reportById, sortOf, sortRows } from './catalogue'
import { deliveries, type ReportedDelivery } from './activity-lists'
import type { ReportRow } from '@paydeck/core/reports'
import { wallClockIn } from '@paydeck/core/time'
import { periodOf } from './report-fields'
import type { ReportContext, SandboxReport } from './report'

// The activity reports page, sort and count their tens of thousands of rows in SQL: a page must be the slice of every
// row sorted as every other report sorts (catalogue.ts), for every column, both ways, with the filters applied.

describe('the activity reports paged in the database', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { db } = sandbox
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
  const merchantId = (db.prepare('SELECT MIN(id) AS id FROM merchants WHERE tenant_id = 1').get() as { id: number }).id
  const contextOf = (filters: ReportContext['filters'], merchant?: number): ReportContext => ({
    db,
    scope: merchant
      ? { kind: 'merchant', mode: 'Live', tenantId: 1, merchantId: merchant }
      : { kind: 'tenant', mode: 'Live', tenantId: 1 },
    filters: { from: day(30), to: day(0), ...filters },
    timeZone: 'Europe/Istanbul',
  })
  const paged = ['api-logs', 'webhookreport', 'webhookreportV2', 'resend-webhooks'].map((id) => reportById.get(id)!)

  /** Each page of 20 at the start, the middle and the end, as the runner asks it, against every row sorted. */
  function expectPagesOf(report: SandboxReport, context: ReportContext) {
    const definition = report.definition(context)
    const every = report.rows(context)
    for (const column of definition.columns.filter((entry) => entry.sortable))
      for (const direction of ['asc', 'desc'] as const) {
        const sorted = sortRows(definition, [...every], column.name, direction)
        for (const offset of [0, Math.floor(every.length / 2), Math.max(0, every.length - 20)]) {
          const page = report.page!(context, { sort: sortOf(definition, column.name, direction), offset, limit: 20 })
          expect(page.count, `${report.id} count`).toBe(every.length)
          const expected = sorted.slice(offset, offset + 20)
          const asked = `${report.id} by ${column.name} ${direction} from ${offset}`
          // A time is shown to the second and sorted to the millisecond: rows of one second may come in either order.
          if (column.type === 'datetime')
            expect(
              page.data.map((row) => row[column.name]),
              asked,
            ).toEqual(expected.map((row) => row[column.name]))
          else expect(page.data, asked).toEqual(expected)
        }
      }
    return every
  }

  it('gives the slice of every row in each order, for staff and for a merchant', () => {
    for (const report of paged) {
      expect(expectPagesOf(report, contextOf({})).length, report.id).toBeGreaterThan(0)
      expectPagesOf(report, contextOf({}, merchantId))
    }
  })

  it('filters by outcome and delivery status before paging', () => {
    const apiLogs = reportById.get('api-logs')!
    const refused = expectPagesOf(apiLogs, contextOf({ outcome: ['Refused', 'Failed'] }))
    expect(refused.length).toBeGreaterThan(0)
    expect(refused.every((row) => row.outcome !== 'Succeeded')).toBe(true)
    const webhooks = reportById.get('webhookreportV2')!
    const failed = expectPagesOf(webhooks, contextOf({ delivery: 'Failed' }))
    expect(failed.length).toBeGreaterThan(0)
    expect(failed.every((row) => row.status === 'Failed')).toBe(true)
  })

  it('offers to resend by default the v2 webhooks missed whose event has not arrived since', () => {
    const context = contextOf({})
    const { webhooks } = storedActivity(db)
    const { from, to } = periodOf(context)
    const payments = db
      .prepare(
        `SELECT * FROM transactions WHERE mode = 'Live' AND tenant_id = 1 AND created >= ? AND created < ?
           AND parent_id IS NULL`,
      )
      .all(from, to) as TransactionRow[]
    const missedNow = () => {
      const every = payments.flatMap((row) => webhooks(row, 'v2'))
      const arrived = new Set(every.filter((sent) => sent.status === 'Delivered').map((sent) => sent.eventId))
      return every.filter((sent) => sent.status !== 'Delivered' && !arrived.has(sent.eventId))
    }
    const offered = () =>
      reportById
        .get('resend-webhooks')!
        .rows(context)
        .map((row) => row.eventId)
    const before = missedNow()
    expect(before.length).toBeGreaterThan(0)
    expect(offered().sort()).toEqual(before.map((sent) => sent.eventId).sort())
    // Sent again, it arrives: no longer offered, though its first delivery stays missed.
    const [first] = before
    const row = db.prepare('SELECT * FROM transactions WHERE id = ?').get(Math.floor(first!.eventId / ACTIVITY_IDS))
    expect(webhookResender(db)(row as TransactionRow, first!.eventId)).toBeTruthy()
    expect(offered()).not.toContain(first!.eventId)
    expect(offered().sort()).toEqual(
      missedNow()
        .map((sent) => sent.eventId)
        .sort(),
    )
  })

  /** The destination reports of a period against its endpoints' deliveries summed one by one; how many miss. */
  function expectDestinations(context: ReportContext) {
    const { from, to } = periodOf(context, 7)
    const query = {
      clause: 'mode = ? AND tenant_id = ? AND created >= ? AND created < ?',
      params: ['Live', 1, from, to],
    }
    const byUrl = new Map<string, ReportedDelivery[]>()
    for (const sent of deliveries(db, query, ['v1', 'v2']).rows())
      byUrl.set(sent.url, [...(byUrl.get(sent.url) ?? []), sent])
    const wall = (instant: string) => wallClockIn(instant, context.timeZone)
    const expected = [...byUrl].map(([url, sent]) => {
      const last = sent.reduce((latest, one) => (one.created > latest.created ? one : latest))
      const arrived = sent.filter((one) => one.status === 'Delivered').map((one) => one.created)
      const lastDelivered = arrived.sort().at(-1) ?? ''
      const since = sent
        .filter((one) => one.status !== 'Delivered' && one.created > lastDelivered)
        .map((one) => one.created)
        .sort()[0]
      const count = (status: string) => sent.filter((one) => one.status === status).length
      return {
        url,
        version: last.version,
        sent: sent.length,
        delivered: count('Delivered'),
        retrying: count('Retrying'),
        failed: count('Failed'),
        attempts: sent.reduce((sum, one) => sum + one.attempts, 0),
        lastSent: wall(last.created),
        lastStatusCode: last.statusCode,
        failingSince: since ? wall(since) : null,
      }
    })
    const statuses = reportById.get('webhooks-destinations-status')!.rows(context)
    const statistics = reportById.get('webhooks-destinations-statistics')!.rows(context)
    const byUrlOf = (rows: ReportRow[]) => new Map(rows.map((row) => [row.url, row]))
    const [status, statistic] = [byUrlOf(statuses), byUrlOf(statistics)]
    expect(statuses).toHaveLength(expected.length)
    for (const entry of expected) {
      expect(status.get(entry.url), entry.url).toMatchObject({
        version: entry.version,
        lastSent: entry.lastSent,
        lastStatusCode: entry.lastStatusCode,
        failingSince: entry.failingSince,
      })
      expect(statistic.get(entry.url), entry.url).toMatchObject({
        sent: entry.sent,
        delivered: entry.delivered,
        retrying: entry.retrying,
        failed: entry.failed,
        averageAttempts: Math.round((entry.attempts / entry.sent) * 100) / 100,
      })
    }
    return expected.filter((entry) => entry.failingSince !== null).length
  }

  it('sums each endpoint’s deliveries, with its latest and since when it misses them', () => {
    const week = contextOf({ from: day(6) })
    expectDestinations(week)
    // The latest delivery of an endpoint missed (changed by hand: the book's week may have none such), of a payment
    // of the week (the latest of all may be about an older payment, refunded today).
    const { from, to } = periodOf(week, 7)
    db.prepare(
      `UPDATE webhook_deliveries SET status = 'Failed', status_code = NULL, retrying_until = NULL WHERE id = (
         SELECT id FROM webhook_deliveries WHERE tenant_id = 1 AND mode = 'Live' AND created >= ? AND created < ?
         ORDER BY at DESC LIMIT 1)`,
    ).run(from, to)
    expect(expectDestinations(week)).toBeGreaterThan(0)
  })
})
