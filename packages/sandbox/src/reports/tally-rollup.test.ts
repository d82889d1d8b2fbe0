import { afterAll, describe, expect, it } from 'vitest'
import type { ReportRow } from '@paydeck/core/reports'
import { createSandbox } from '../sandbox'
import { copyTransaction } from '../testing/book-writes'
import type { ReportContext, ReportScope } from './report'
import { tallyReport } from './tally'
import { dataAnalytics } from './transaction-reports'

// The data-analytics report reads its groups kept per UTC day in step (tally-rollup.ts) and scans only the ends of a
// period that a zone's midnight cuts. It must say what scanning the whole period says: for staff and a merchant, with
// filters, in zones of whole and half hours, and after writes of every kind.

describe('the analytics groups kept per day in step', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { db } = sandbox
  const kept = tallyReport(dataAnalytics)
  const scanned = tallyReport({ ...dataAnalytics, rollup: undefined })
  const tenant: ReportScope = { kind: 'tenant', mode: 'Live', tenantId: 1 }
  const merchant: ReportScope = { ...tenant, kind: 'merchant', merchantId: 1 }
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
  const zones = ['Europe/London', 'Asia/Kolkata', 'America/St_Johns', 'Pacific/Auckland']
  const sorted = (rows: ReportRow[]) => rows.map((row) => JSON.stringify(row)).sort()

  const expectSame = () => {
    for (const scope of [tenant, merchant])
      for (const timeZone of zones)
        for (const filters of [
          {},
          { currency: ['EUR', 'USD'], status: ['Captured', 'Declined'] },
          { merchant: ['1'] },
        ] as Record<string, string[]>[]) {
          const context: ReportContext = { db, scope, timeZone, filters: { from: day(90), to: day(0), ...filters } }
          const rows = sorted(kept.rows(context))
          expect(rows.length).toBeGreaterThan(0)
          expect(rows).toEqual(sorted(scanned.rows(context)))
        }
  }

  it('says what scanning the period says, and a read writes nothing', () => {
    const writes = db.prepare('SELECT total_changes()').pluck().get()
    expectSame()
    expect(db.prepare('SELECT total_changes()').pluck().get()).toBe(writes)
  })

  it('still does after writes of every kind', () => {
    // Each on a day of its own, so that each write must move its own day's groups.
    const saleOn = db.prepare(
      "SELECT id FROM transactions WHERE tenant_id = 1 AND mode = 'Live' AND type = 'Sale' AND created >= ? LIMIT 1",
    )
    const ids = [10, 20, 30, 40].map((daysAgo) => saleOn.pluck().get(`${day(daysAgo)}T12:00:00.000Z`) as number)
    const [moved, deleted, declined, copied] = ids
    db.prepare('UPDATE transactions SET created = ?, card_brand = ? WHERE id = ?').run(
      `${day(3)}T23:30:00.000Z`,
      'Mastercard',
      moved,
    )
    db.prepare('DELETE FROM transactions WHERE id = ?').run(deleted)
    db.prepare("UPDATE transactions SET status = 'Declined' WHERE id = ?").run(declined)
    copyTransaction(db, copied!, { times: 3, currency: 'USD' })
    expectSame()
  })
})
