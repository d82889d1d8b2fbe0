import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createSandbox } from '../sandbox'
import { storedActivity } from './activity-reads'
import type { TransactionRow } from './lookup'

// A webhook retried until its event is a day old reads as retrying until then and as what it came to after: the
// clock alone moves it, and reading it writes nothing.

describe('a transaction’s webhooks as they stand now', () => {
  const sandbox = createSandbox({ database: ':memory:', transactions: 20_000 })
  afterAll(() => sandbox.close())
  afterEach(() => vi.useRealTimers())
  const { db } = sandbox

  it('retries until its event is a day old, then arrives, with nothing written', () => {
    const retried = db
      .prepare('SELECT id, transaction_id, retrying_until FROM webhook_deliveries WHERE retrying_until > ? LIMIT 1')
      .get(new Date().toISOString()) as { id: number; transaction_id: number; retrying_until: string } | undefined
    expect(retried, 'a delivery of the last day still retrying').toBeDefined()
    const row = db.prepare('SELECT * FROM transactions WHERE id = ?').get(retried!.transaction_id) as TransactionRow
    const { webhooks } = storedActivity(db)
    const deliveryNow = () => webhooks(row, 'v2').find((delivery) => delivery.id === retried!.id * 2 + 1)!
    const before = deliveryNow()
    expect(before).toMatchObject({ status: 'Retrying' })
    expect([500, 502, 503]).toContain(before.statusCode)
    const writes = db.prepare('SELECT total_changes()').pluck().get()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse(retried!.retrying_until) + 1)
    expect(deliveryNow()).toMatchObject({ status: 'Delivered', statusCode: 200, attempts: before.attempts + 1 })
    expect(db.prepare('SELECT total_changes()').pluck().get()).toBe(writes)
  })
})
