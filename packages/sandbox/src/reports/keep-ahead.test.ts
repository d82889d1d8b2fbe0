import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { copyTransaction } from '../testing/book-writes'
import { keepAhead } from './keep-ahead'

// A started sandbox keeps every day of every book before a report asks, the newest first, and keeps again the days a
// write forgot; a request is answered between two days, not after the whole book.

describe('keeping the derived reports ahead', () => {
  const sandbox = createSandbox({ database: ':memory:', keepAhead: false })
  afterAll(() => sandbox.close())
  const { db } = sandbox
  const booksDays = () =>
    db
      .prepare(
        `SELECT mode, tenant_id, COUNT(DISTINCT substr(created, 1, 10)) AS days FROM transactions
         GROUP BY mode, tenant_id`,
      )
      .all() as { mode: string; tenant_id: number; days: number }[]
  const daysWithRows = () => booksDays().reduce((sum, book) => sum + book.days, 0)
  const kept = (table: string, where = '') =>
    db.prepare(`SELECT COUNT(*) FROM ${table} ${where}`).pluck().get() as number
  const lastDay = (db.prepare('SELECT substr(MAX(created), 1, 10) FROM transactions').pluck().get() as string)!

  it('keeps nothing until started: a report derives what it asks for', () => {
    expect(kept('account_days')).toBe(0)
  })

  it('keeps the newest day first and lets a request in before the book is kept', async () => {
    const keeping = keepAhead(db)
    // Two turns of the event loop later the newest day is kept, and far from every day yet.
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setImmediate(resolve))
    expect(kept('account_days', `WHERE day = '${lastDay}'`)).toBeGreaterThan(0)
    expect(kept('account_days')).toBeLessThan(daysWithRows() / 4)
    await keeping.round
    keeping.stop()
  })

  it('keeps every day that has transactions, of every book and kind', () => {
    // A day with no transactions of a book is kept too when it lies between its first and last; so at least these.
    expect(kept('account_days')).toBeGreaterThanOrEqual(daysWithRows())
  })

  it('keeps again, on the next round, the day a write forgot', async () => {
    const payment = db
      .prepare(
        "SELECT id, tenant_id, created FROM transactions WHERE parent_id IS NULL AND mode = 'Live' ORDER BY id LIMIT 1",
      )
      .get() as { id: number; tenant_id: number; created: string }
    const book = `WHERE mode = 'Live' AND tenant_id = ${payment.tenant_id}`
    const ofDay = `${book} AND day = '${payment.created.slice(0, 10)}'`
    copyTransaction(db, payment.id, { times: 1 })
    expect(kept('account_days', ofDay)).toBe(0)
    const keeping = keepAhead(db)
    await keeping.round
    keeping.stop()
    expect(kept('account_days', ofDay)).toBe(1)
  })
})
