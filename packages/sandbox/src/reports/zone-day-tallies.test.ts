import { afterAll, describe, expect, it } from 'vitest'
import type { ReportRow } from '@paydeck/core/reports'
import { createSandbox } from '../sandbox'
import { reportById } from './catalogue'
import type { ReportScope } from './report'
import { copyTransaction } from '../testing/book-writes'

// A tenant's daily reports read its days in the report's zone (zone-days.ts); asked for every merchant by name, the
// same reports scan the rows. Both must say the same, in zones with and without daylight saving, of whole hours or
// not, and after writes of every kind.

describe('the tenant’s daily tallies from its days in the zone', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { db } = sandbox
  const scope: ReportScope = { kind: 'tenant', mode: 'Live', tenantId: 1 }
  const everyMerchant = (db.prepare('SELECT id FROM merchants WHERE tenant_id = 1').all() as { id: number }[]).map(
    (merchant) => String(merchant.id),
  )
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
  const reports = ['transactions-daily', 'transactions-daily-v1', 'transactions-summary-per-day-month']
  const zones = ['Europe/London', 'Europe/Istanbul', 'America/New_York', 'Pacific/Auckland', 'Asia/Kolkata']

  /** A report's rows in a stable order, and the statements' sources it prepared. */
  const run = (id: string, timeZone: string, filters: Record<string, string[]>) => {
    const sources: string[] = []
    const prepare = db.prepare.bind(db)
    db.prepare = ((source: string) => (sources.push(source), prepare(source))) as typeof db.prepare
    try {
      const rows = reportById
        .get(id)!
        .rows({ db, scope, filters: { from: day(120), to: day(0), ...filters }, timeZone })
        .map((row: ReportRow) => JSON.stringify(row))
        .sort()
      return { rows, sources }
    } finally {
      db.prepare = prepare
    }
  }
  const expectSame = () => {
    for (const id of reports)
      for (const zone of zones)
        for (const filters of [{}, { currency: ['EUR', 'USD'], status: ['Captured', 'Declined'] }] as Record<
          string,
          string[]
        >[]) {
          const rolled = run(id, zone, filters)
          const scanned = run(id, zone, { ...filters, merchant: everyMerchant })
          expect(rolled.sources.some((source) => source.includes('FROM transaction_zone_days'))).toBe(true)
          expect(scanned.sources.some((source) => source.includes('FROM transaction_zone_days'))).toBe(false)
          expect(rolled.rows.length).toBeGreaterThan(0)
          expect(rolled.rows).toEqual(scanned.rows)
        }
  }

  it('says what the rows say, in every zone', () => expectSame())

  it('still does after writes of every kind', () => {
    const ids = (
      db
        .prepare("SELECT id FROM transactions WHERE tenant_id = 1 AND mode = 'Live' AND type = 'Sale' LIMIT 4")
        .all() as {
        id: number
      }[]
    ).map((row) => row.id)
    const [moved, deleted, declined, copied] = ids
    db.prepare('UPDATE transactions SET created = ?, currency = ? WHERE id = ?').run(
      `${day(3)}T23:30:00.000Z`,
      'USD',
      moved,
    )
    db.prepare('DELETE FROM transactions WHERE id = ?').run(deleted)
    // Two whole days emptied: each zone has a day with no payments left, which its report must not show.
    db.prepare('DELETE FROM transactions WHERE tenant_id = 1 AND created >= ? AND created < ?').run(
      `${day(14)}T00:00:00.000Z`,
      `${day(11)}T00:00:00.000Z`,
    )
    db.prepare("UPDATE transactions SET status = 'Declined' WHERE id = ?").run(declined)
    copyTransaction(db, copied!, { times: 3 })
    expectSame()
  })

  it('keeps a zone from its first report, and in step from then on', () => {
    const kept = () => db.prepare("SELECT 1 FROM rollup_zones WHERE zone = 'Asia/Kathmandu'").get()
    expect(kept()).toBeUndefined()
    const nepal = run('transactions-daily', 'Asia/Kathmandu', {})
    expect(kept()).toBeDefined()
    expect(nepal.rows).toEqual(run('transactions-daily', 'Asia/Kathmandu', { merchant: everyMerchant }).rows)
    db.prepare(
      "UPDATE transactions SET status = 'Failed' WHERE id = (SELECT MIN(id) FROM transactions WHERE tenant_id = 1 AND mode = 'Live' AND type = 'Sale' AND status = 'Captured')",
    ).run()
    expect(run('transactions-daily', 'Asia/Kathmandu', {}).rows).toEqual(
      run('transactions-daily', 'Asia/Kathmandu', { merchant: everyMerchant }).rows,
    )
  })
})
