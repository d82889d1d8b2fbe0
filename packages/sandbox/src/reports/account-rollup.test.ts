import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { copyTransaction } from '../testing/book-writes'
import { reportById } from './catalogue'
import type { ReportContext } from './report'
import { accountRollups, createAccountRollups, pieceOf, pieceSums, spanSums } from './account-rollup'
import { startOfDayIn } from '@paydeck/core/time'

// The statement and the invoices read the account's movements kept in step: after writes of every kind, they must
// say what summing the whole book afresh says, in zones cut by hours and quarters.

describe('the account movements kept in step', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { db } = sandbox
  const DAY = 86_400_000
  const isoDaysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString()
  const merchant = (db.prepare('SELECT MIN(id) AS id FROM merchants WHERE tenant_id = 1').get() as { id: number }).id
  const contexts = ['UTC', 'Asia/Kolkata', 'America/New_York'].flatMap((timeZone): ReportContext[] => {
    const filters = { from: isoDaysAgo(60).slice(0, 10), to: isoDaysAgo(0).slice(0, 10), merchant: String(merchant) }
    return [
      { db, scope: { kind: 'tenant', mode: 'Live', tenantId: 1 }, filters, timeZone },
      { db, scope: { kind: 'tenant', mode: 'Live', tenantId: 1 }, filters: { ...filters, merchant: null }, timeZone },
    ]
  })
  const reportsNow = () =>
    contexts.flatMap((context) => [
      ...(context.filters.merchant ? reportById.get('account-statement')!.rows(context) : []),
      ...reportById.get('invoices')!.rows(context),
    ])
  /** What the reports say from the rollups made afresh from the book. */
  const afresh = () => {
    for (const { table } of accountRollups)
      db.exec(`DROP TABLE ${table};
        ${['added', 'changing', 'changed', 'deleting'].map((when) => `DROP TRIGGER ${table}_${when};`).join(' ')}`)
    createAccountRollups(db)
    return reportsNow()
  }
  const writes = () => db.prepare('SELECT total_changes()').pluck().get() as number

  it('says what summing the book afresh says, and a read writes nothing', () => {
    const kept = reportsNow()
    expect(kept.length).toBeGreaterThan(10)
    const before = writes()
    expect(reportsNow()).toEqual(kept)
    expect(writes()).toBe(before)
    expect(afresh()).toEqual(kept)
  })

  it('still does after writes of every kind that change a day’s movements', () => {
    // One payment a day, so that each write must move its own day.
    const payments = db
      .prepare(
        `SELECT MIN(id) FROM transactions WHERE tenant_id = 1 AND mode = 'Live' AND parent_id IS NULL
           AND merchant_id = ? AND created >= ? AND created < ? AND type IN ('Sale', 'Authorisation')
           AND status IN ('Captured', 'Settled')
         GROUP BY substr(created, 1, 10) ORDER BY 1 LIMIT 6`,
      )
      .pluck()
      .all(merchant, isoDaysAgo(50), isoDaysAgo(4)) as number[]
    expect(payments).toHaveLength(6)
    const [settledLater, deleted, restatused, refunded, copied, repriced] = payments as number[]
    reportsNow()
    db.prepare('UPDATE transactions SET settled = ? WHERE id = ?').run(isoDaysAgo(1), settledLater)
    db.prepare('DELETE FROM transactions WHERE id = ?').run(deleted)
    db.prepare("UPDATE transactions SET status = 'Declined' WHERE id = ?").run(restatused)
    copyTransaction(db, copied!, { times: 3 })
    db.prepare('UPDATE transactions SET payment_method = ? WHERE id = ?').run('Bank transfer', repriced)
    // A refund made today of a payment of weeks ago, then the payment no longer charged: what went back of it is
    // the payment's, so the refund's day changes too.
    copyTransaction(db, refunded!, { times: 1 })
    db.prepare(
      "UPDATE transactions SET type = 'Refund', status = 'Refunded', parent_id = ?, created = ? WHERE id = ?",
    ).run(refunded, isoDaysAgo(0), refunded! + 1_000_000)
    const withRefund = reportsNow()
    db.prepare("UPDATE transactions SET status = 'Declined' WHERE id = ?").run(refunded)
    const kept = reportsNow()
    expect(kept).not.toEqual(withRefund)
    expect(afresh()).toEqual(kept)
  })

  it('prices the book again when its currency changes', () => {
    reportsNow()
    db.prepare("UPDATE tenants SET base_currency = 'GBP' WHERE id = 1").run()
    const kept = reportsNow()
    expect(afresh()).toEqual(kept)
  })

  it('sums spans from whole UTC days and the pieces of the days their bounds cut, as the pieces alone say', () => {
    const book = { where: 'mode = ? AND tenant_id = ?', params: ['Live', 1] }
    const sorted = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort()
    for (const zone of ['UTC', 'Asia/Kolkata', 'America/St_Johns', 'Asia/Kathmandu']) {
      const bounds = [70, 40, 39, 10, 0].map((days) =>
        new Date(startOfDayIn(isoDaysAgo(days).slice(0, 10), zone)).toISOString(),
      )
      const spans = bounds.slice(1).map((until, index) => ({ label: `span ${index}`, until }))
      const spanOf = `CASE ${spans.map((span) => `WHEN piece < '${pieceOf(span.until)}' THEN '${span.label}'`).join(' ')} END`
      const byPieces = pieceSums(
        db,
        book,
        { from: bounds[0]!, to: bounds.at(-1)! },
        `${spanOf} AS span, merchant_id, currency`,
        'span, merchant_id, currency',
      )
      expect(byPieces.length, zone).toBeGreaterThan(10)
      expect(sorted(spanSums(db, book, bounds[0]!, spans, 'merchant_id, currency')), zone).toEqual(sorted(byPieces))
      // From the book's beginning.
      const before = pieceSums(db, book, { from: '', to: bounds[1]! }, "'before' AS span, currency", 'currency')
      expect(sorted(spanSums(db, book, '', [{ label: 'before', until: bounds[1]! }], 'currency')), zone).toEqual(
        sorted(before),
      )
    }
  })
})
