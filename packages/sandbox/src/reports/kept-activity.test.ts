import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createSandbox } from '../sandbox'
import { activityWithActions } from '../transactions/recorded-activity'
import { copyTransaction } from '../testing/book-writes'
import { keptActivity, paymentsWhere, type ActivityQuery } from './kept-activity'

// The API calls and webhook deliveries kept per day must say what deriving them payment by payment says: after writes
// of every kind that change a payment's activity, and as the clock moves a retrying webhook to failed or delivered.

describe('the kept API calls and webhook deliveries', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  afterEach(() => vi.useRealTimers())
  const { db } = sandbox
  const DAY = 86_400_000
  const isoDaysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString()
  const queryOf = (merchants: number[] = []): ActivityQuery => {
    const from = `${isoDaysAgo(31).slice(0, 10)}T00:00:00.000Z`
    const to = `${isoDaysAgo(-1).slice(0, 10)}T00:00:00.000Z`
    const where = ['mode = ?', 'tenant_id = ?', 'created >= ?', 'created < ?']
    if (merchants.length > 0) where.push(`merchant_id IN (${merchants.map(() => '?').join(', ')})`)
    return {
      mode: 'Live',
      tenantId: 1,
      from,
      to,
      clause: where.join(' AND '),
      params: ['Live', 1, from, to, ...merchants],
    }
  }

  /** What deriving the period's activity payment by payment says now. */
  const derived = (query: ActivityQuery) => {
    const { apiLogs, events, webhooks } = activityWithActions(db)
    const calls: unknown[] = []
    const deliveries: unknown[] = []
    for (const { row, children } of paymentsWhere(db, query.clause, query.params)) {
      const about = { paymentId: row.id, reference: row.external_id, merchantId: row.merchant_id }
      for (const log of apiLogs(row, children))
        calls.push({
          ...about,
          at: log.created,
          method: log.method,
          endpoint: log.endpoint,
          statusCode: log.statusCode,
          durationMs: log.durationMs,
        })
      const happened = events(row, children)
      for (const version of ['v1', 'v2'] as const)
        for (const delivery of webhooks(row, children, version, happened)) deliveries.push({ ...about, ...delivery })
    }
    return { calls, deliveries }
  }
  const kept = (query: ActivityQuery) => ({
    calls: keptActivity(db).apiCalls(query).rows(),
    deliveries: keptActivity(db).deliveries(query, ['v1', 'v2']).rows(),
  })
  const merchant = (db.prepare('SELECT MIN(id) AS id FROM merchants WHERE tenant_id = 1').get() as { id: number }).id
  const expectSame = (queries = [queryOf(), queryOf([merchant])]) => {
    for (const query of queries) {
      const now = derived(query)
      expect(now.calls.length).toBeGreaterThan(0)
      expect(kept(query)).toEqual(now)
    }
  }
  const writes = () => db.prepare('SELECT total_changes()').pluck().get() as number

  it('says what deriving them says, and derives an hour only once', () => {
    expectSame()
    expect(db.prepare('SELECT COUNT(*) FROM activity_hours').pluck().get()).toBeGreaterThanOrEqual(2 * 31 * 24)
    const before = writes()
    expectSame()
    expect(writes()).toBe(before)
  })

  it('still does after writes of every kind that change a payment’s activity', () => {
    // One payment a day, so that each write must forget its own day.
    const payments = db
      .prepare(
        `SELECT MIN(id) FROM transactions WHERE tenant_id = 1 AND mode = 'Live' AND parent_id IS NULL
           AND created >= ? AND created < ? AND type IN ('Sale', 'Authorisation')
         GROUP BY substr(created, 1, 10) ORDER BY 1 LIMIT 9`,
      )
      .pluck()
      .all(isoDaysAgo(25), isoDaysAgo(4)) as number[]
    expect(payments).toHaveLength(9)
    const [moved, deleted, restatused, refunded, evented, called, resent, captured, copied] = payments as number[]
    db.prepare('UPDATE transactions SET created = ? WHERE id = ?').run(isoDaysAgo(2), moved)
    db.prepare('DELETE FROM transactions WHERE id = ?').run(deleted)
    db.prepare("UPDATE transactions SET status = 'Declined' WHERE id = ?").run(restatused)
    db.prepare("UPDATE transactions SET status = 'Voided', updated = ? WHERE id = ?").run(isoDaysAgo(0), captured)
    copyTransaction(db, copied!, { times: 2 })
    // A refund made today of a payment of weeks ago: the payment's day changes, not today.
    copyTransaction(db, refunded!, { times: 1 })
    db.prepare("UPDATE transactions SET type = 'Refund', parent_id = ?, created = ? WHERE id = ?").run(
      refunded,
      isoDaysAgo(0),
      refunded! + 1_000_000,
    )
    db.prepare(
      `INSERT INTO transaction_events (transaction_id, type, status, created, actor, reason, amount)
       VALUES (?, 'Captured', 'Captured', ?, 'Tenant staff', NULL, 100)`,
    ).run(evented, isoDaysAgo(0))
    db.prepare(
      `INSERT INTO transaction_action_requests (request_id, user_id, transaction_id, action, body, status, response, created)
       VALUES ('0123456789abcdef', (SELECT MIN(id) FROM users), ?, 'void', '{}', 409, '{"error":"refused"}', ?)`,
    ).run(called, isoDaysAgo(0))
    db.prepare(
      "INSERT INTO webhook_resends (event_id, transaction_id, actor, created) VALUES (?, ?, 'Tenant staff', ?)",
    ).run(resent! * 100 + 1, resent, isoDaysAgo(0))
    expectSame()
  })

  it('moves a retrying webhook to failed or delivered when its event turns a day old, deriving nothing again', () => {
    // Payments of the last hour (copies of the newest), so that the day holds deliveries still retrying at any time.
    const newest = db
      .prepare(
        `SELECT id FROM transactions one WHERE tenant_id = 1 AND mode = 'Live' AND parent_id IS NULL
           AND NOT EXISTS (SELECT 1 FROM transactions copy WHERE copy.id = one.id + 1000000)
         ORDER BY created DESC LIMIT 100`,
      )
      .pluck()
      .all() as number[]
    for (const id of newest) {
      copyTransaction(db, id, { times: 1 })
      db.prepare('UPDATE transactions SET created = ?, updated = ?, settled = NULL WHERE id = ?').run(
        isoDaysAgo(1 / 24),
        isoDaysAgo(1 / 24),
        id + 1_000_000,
      )
    }
    const queries = [queryOf(), queryOf([merchant])]
    const retrying = kept(queries[0]!).deliveries.filter((delivery) => delivery.status === 'Retrying')
    expect(retrying.length).toBeGreaterThan(0)
    const before = writes()
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + DAY + 60_000 })
    expectSame(queries)
    const ids = new Set(retrying.map((delivery) => `${delivery.version} ${delivery.id}`))
    const later = kept(queries[0]!).deliveries.filter((delivery) => ids.has(`${delivery.version} ${delivery.id}`))
    expect(later).toHaveLength(retrying.length)
    expect(later.map((delivery) => delivery.status)).not.toContain('Retrying')
    expect(writes()).toBe(before)
  })
})
