import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { transactionPageSchema, transactionSchema } from '@paydeck/core/transactions'
import {
  accountingEntriesSchema,
  apiLogPageSchema,
  transactionEventPageSchema,
  webhookDeliveryPageSchema,
  type Fee,
} from '@paydeck/core/transaction-activity'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

const sandbox = createSandbox({ database: ':memory:', transactions: 4_000 })
afterAll(() => sandbox.close())
const api = apiCaller(sandbox)
const service = (name: string) => apiCaller(sandbox, `http://localhost:4000/${name}`)
const MERCHANT = 'merchant@sandbox.test'
const live = { headers: { Mode: 'Live' } }
const row = (sql: string) =>
  sandbox.db
    .prepare(`SELECT id, merchant_id AS merchantId, parent_id AS parentId FROM transactions WHERE ${sql} LIMIT 1`)
    .get() as { id: number; merchantId: number; parentId: number | null }

describe('one transaction and its activity', () => {
  it('shows a merchant its own transaction and nobody else’s', async () => {
    const own = row("merchant_id = 1 AND mode = 'Live'")
    expect(transactionSchema.parse(await api.json(MERCHANT, `api/transactions/${own.id}`, live)).id).toBe(own.id)
    expect((await api.call('sandbox-merchant@sandbox.test', `api/transactions/${own.id}`, live)).status).toBe(404)
    expect((await api.call('bosphorus@sandbox.test', `api/crm/transactions/${own.id}`, live)).status).toBe(404)
    expect((await api.call('tenant@sandbox.test', `api/crm/transactions/${own.id}`, live)).status).toBe(200)
    // Another mode's book does not hold it.
    const test = await api.call(MERCHANT, `api/transactions/${own.id}`, { headers: { Mode: 'Test' } })
    expect(test.status).toBe(404)
    expect((await test.json()).detail).toBe(`There is no transaction ${own.id} in Test.`)
    const platform = await api.call('platform@sandbox.test', `api/crm/transactions/${own.id}`, {
      headers: { Mode: 'Live', tenantId: '1' },
    })
    expect(platform.status).toBe(200)
  })

  it('tells a captured sale’s story in order, with its API calls masked', async () => {
    const sale = row(
      "merchant_id = 1 AND mode = 'Live' AND type = 'Sale' AND status = 'Captured' AND card_bin IS NOT NULL AND settled IS NOT NULL",
    )
    const events = transactionEventPageSchema.parse(
      await api.json(MERCHANT, `api/transactions/${sale.id}/events`, live),
    )
    expect(events.data.map((event) => event.type)).toEqual(['Created', 'Authorised', 'Captured', 'Settled'])
    const logs = apiLogPageSchema.parse(await api.json(MERCHANT, `api/transactions/${sale.id}/api-logs`, live))
    expect(logs.data[0]!.endpoint).toBe('/v1/payments')
    expect(logs.data[0]!.request).toMatch(/"number": "\d{6}\*{6}\d{4}"/)
    expect(logs.data[0]!.request).not.toMatch(/\d{13,19}/)
    expect(logs.data[0]!.request).toContain('"Authorization": "Bearer ****"')
  })

  it('links a refund to its parent both ways, with its fees and balanced accounting entries', async () => {
    // A card payment in euro refunded here (the day's book may have none booked): the standard price book's refund
    // fee, 0.10 EUR.
    const sale = row(
      "merchant_id = 1 AND mode = 'Live' AND type = 'Sale' AND status = 'Captured' AND currency = 'EUR' AND payment_method IN ('VISA', 'MASTERCARD') AND id NOT IN (SELECT parent_id FROM transactions WHERE parent_id IS NOT NULL)",
    )
    const refunded = (await api.json('tenant@sandbox.test', `api/crm/transactions/${sale.id}/refunds`, {
      method: 'POST',
      body: { amount: 100 },
      headers: { requestId: randomUUID(), Mode: 'Live' },
    })) as { child: { id: number } }
    const refund = { id: refunded.child.id, parentId: sale.id }
    const related = transactionPageSchema.parse(await api.json(MERCHANT, `api/transactions/${refund.id}/related`, live))
    expect(related.data.map((t) => t.id)).toContain(refund.parentId)
    const back = transactionPageSchema.parse(
      await api.json(MERCHANT, `api/transactions/${refund.parentId}/related`, live),
    )
    expect(back.data.map((t) => t.id)).toContain(refund.id)
    const fees = (await api.json(MERCHANT, `api/transactions/${refund.parentId}/fees`, live)) as Fee[]
    expect(fees.find((fee) => fee.type === 'Refund')).toMatchObject({ amount: 10, currency: 'EUR' })
    const entries = accountingEntriesSchema.parse(
      await service('acc').json(MERCHANT, `customers/1/transactions/${refund.parentId}/accounting-entries`, live),
    )
    const sum = (side: string) => entries.filter((e) => e.side === side).reduce((total, e) => total + e.amount, 0)
    expect(sum('Debit')).toBe(sum('Credit'))
    expect(
      (await service('acc').call(MERCHANT, `customers/2/transactions/${refund.parentId}/accounting-entries`, live))
        .status,
    ).toBe(404)
  })

  it('lists webhook deliveries in both versions, and the declined sale’s reasons', async () => {
    const declined = row("merchant_id = 1 AND mode = 'Live' AND status = 'Declined' AND type = 'Sale'")
    const v1 = (await service('wh').json(
      MERCHANT,
      `api/crm/notifications/transaction-webhooks/${declined.id}`,
      live,
    )) as { event: string }[]
    expect(v1.map((delivery) => delivery.event)).toEqual(['payment.declined'])
    const v2 = webhookDeliveryPageSchema.parse(
      await service('wh2').json(
        'tenant@sandbox.test',
        `api/crm/notifications/transaction-webhooks/${declined.id}?pageSize=10`,
        live,
      ),
    )
    expect(v2.data[0]).toMatchObject({ version: 'v2', event: 'transaction.declined' })
    expect(await api.json(MERCHANT, `api/transactions/${declined.id}/fees`, live)).toEqual([])
  })
})
