import { afterAll, describe, expect, it } from 'vitest'
import { transactionQuerySchema, type CheckedTransactionQuery } from '@paydeck/core/transactions'
import * as z from 'zod/mini'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'
import { lookupPage, lookupTotals, lookupWhere, type LookupScope } from './lookup'
import { moneyTotalsSql } from './money-sql'
import { rollups, splitPeriod } from './transaction-days'
import { copyTransaction } from '../testing/book-writes'

describe('a period split into whole UTC days and the parts at its ends', () => {
  it('reads a period that runs midnight to midnight from the days alone', () => {
    expect(splitPeriod('2026-11-01T00:00:00.000Z', '2026-11-08T00:00:00.000Z')).toEqual({
      days: { from: '2026-11-01', to: '2026-11-08' },
      edges: [],
    })
  })

  it('reads the hours before the first whole day and after the last from the rows (a zone’s midnight)', () => {
    // Istanbul's week: 21:00 UTC to 21:00 UTC.
    expect(splitPeriod('2026-10-31T21:00:00.000Z', '2026-11-07T21:00:00.000Z')).toEqual({
      days: { from: '2026-11-01', to: '2026-11-07' },
      edges: [
        { from: '2026-10-31T21:00:00.000Z', to: '2026-11-01T00:00:00.000Z' },
        { from: '2026-11-07T00:00:00.000Z', to: '2026-11-07T21:00:00.000Z' },
      ],
    })
  })

  it('reads a period within one day, or across one midnight only, from the rows', () => {
    expect(splitPeriod('2026-11-01T05:00:00.000Z', '2026-11-01T07:00:00.000Z')).toEqual({
      days: null,
      edges: [{ from: '2026-11-01T05:00:00.000Z', to: '2026-11-01T07:00:00.000Z' }],
    })
    expect(splitPeriod('2026-11-01T05:00:00.000Z', '2026-11-02T07:00:00.000Z').days).toBeNull()
    expect(splitPeriod('2026-11-02T00:00:00.000Z', '2026-11-01T00:00:00.000Z')).toEqual({ days: null, edges: [] })
  })

  it('leaves an open end open', () => {
    expect(splitPeriod(undefined, '2026-11-01T12:00:00.000Z')).toEqual({
      days: { to: '2026-11-01' },
      edges: [{ from: '2026-11-01T00:00:00.000Z', to: '2026-11-01T12:00:00.000Z' }],
    })
    expect(splitPeriod(undefined, undefined)).toEqual({ days: {}, edges: [] })
  })
})

describe('the daily rollup of the book', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { db } = sandbox
  const { call } = apiCaller(sandbox)
  const ids = (where: string, n: number) =>
    (
      db.prepare(`SELECT id FROM transactions WHERE tenant_id = 1 AND mode = 'Live' AND ${where} LIMIT ${n}`).all() as {
        id: number
      }[]
    ).map((row) => row.id)
  /** Each rollup's rows, and the same grouping of the transactions themselves. */
  const rolledAndCounted = () =>
    Object.entries(rollups).map(([name, keys]) => {
      const columns = keys.join(', ')
      const rolled = db.prepare(`SELECT ${columns}, count, amount FROM ${name} WHERE count <> 0 ORDER BY ${columns}`)
      const grouped = keys.map((key) => (key === 'day' ? 'substr(created, 1, 10) AS day' : key)).join(', ')
      const counted = db.prepare(
        `SELECT ${grouped}, COUNT(*) AS count, SUM(amount) AS amount FROM transactions
         GROUP BY ${columns} ORDER BY ${columns}`,
      )
      return { rolled: rolled.all(), counted: counted.all() }
    })
  const expectInStep = () => {
    for (const { rolled, counted } of rolledAndCounted()) expect(rolled).toEqual(counted)
  }

  it('says what the rows say after a burst of actions and writes of every kind', async () => {
    expectInStep()
    // Staff's bulk update: captures refunded in full (a child each), reservations voided, payments captured.
    const refunds = ids("status = 'Captured' AND type = 'Sale' AND refunded_amount = 0", 12)
    const reserved = ids("type = 'Authorisation' AND status = 'Reserved'", 6)
    const file = [
      'transactionId,status,reason',
      ...refunds.map((id) => `${id},Refunded,Goodwill`),
      ...reserved.map((id) => `${id},Voided,`),
    ].join('\n')
    const body = new FormData()
    body.append('csvFile', new File([file], 'burst.csv', { type: 'text/csv' }))
    const answer = await call('platform@sandbox.test', 'api/crm/transactions/bulk-updates?tenantId=1', {
      body,
      headers: { Mode: 'Live', requestId: crypto.randomUUID() },
    })
    expect(answer.status).toBe(201)
    const draft = (await answer.json()).bulkUpdate
    const applied = await call('platform@sandbox.test', `api/crm/transactions/bulk-updates/${draft.id}/apply`, {
      method: 'POST',
      body: {},
      headers: { Mode: 'Live', tenantId: '1', requestId: crypto.randomUUID() },
    })
    expect((await applied.json()).bulkUpdate.rowsDone).toBe(refunds.length + reserved.length)
    // And writes the API never makes: a row moved to another day and merchant, one deleted, one copied.
    const [moved, deleted, copied] = ids("type = 'Sale'", 3)
    db.prepare("UPDATE transactions SET created = '2020-01-01T10:00:00.000Z', merchant_id = 2 WHERE id = ?").run(moved)
    db.prepare('DELETE FROM transactions WHERE id = ?').run(deleted)
    copyTransaction(db, copied!, { times: 2, currency: 'JPY' })
    expectInStep()
  })

  it('gives the lookup the totals and counts the rows give, for periods that start and end at any hour', () => {
    const check = (scope: LookupScope, asked: Partial<Record<string, string>>) => {
      const query: CheckedTransactionQuery = z.parse(transactionQuerySchema, asked)
      const { clause, params } = lookupWhere(scope, query)
      const fromRows = db
        .prepare(
          `SELECT currency, COUNT(*) AS count, ${moneyTotalsSql()} FROM transactions WHERE ${clause}
           GROUP BY currency ORDER BY gross DESC, currency`,
        )
        .all(params) as { count: number }[]
      const totals = lookupTotals(db, scope, query)
      expect(totals.volumes).toEqual(fromRows)
      const count = fromRows.reduce((sum, volume) => sum + volume.count, 0)
      expect(lookupPage(db, scope, query).count).toBe(count)
      return count
    }
    const now = Date.now()
    const at = (daysAgo: number, hour: number) =>
      new Date(Math.floor(now / 86_400_000 - daysAgo) * 86_400_000 + hour * 3_600_000).toISOString()
    const tenant = { mode: 'Live', tenantId: 1 } as const
    const merchant = { ...tenant, merchantId: 1 }
    const periods = [
      {},
      { from: at(30, 0), to: at(0, 0) },
      { from: at(7, 21), to: at(0, 21) },
      { from: at(90, 5), to: at(3, 17) },
      { from: at(2, 3), to: at(2, 9) },
      { to: at(10, 13) },
      { from: at(10, 13) },
    ]
    let matched = 0
    for (const period of periods) {
      matched += check(tenant, period)
      matched += check(merchant, period)
      matched += check(tenant, { ...period, status: 'Captured,Refunded', paymentMethod: 'VISA' })
      matched += check(merchant, { ...period, type: 'Refund', currency: 'EUR' })
      check(tenant, { ...period, currency: 'JPY' })
    }
    // The checks compared real figures, not empty ones.
    expect(matched).toBeGreaterThan(1_000)
  })
})
