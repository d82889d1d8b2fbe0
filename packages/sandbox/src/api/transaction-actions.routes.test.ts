import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

const TENANT = 'tenant@sandbox.test'

describe('transaction actions: money moves once, under the status table', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox)
  const act = (id: number, path: string, body: unknown, requestId = randomUUID(), email = TENANT) =>
    call(email, `api/crm/transactions/${id}/${path}`, { body, headers: { requestId, Mode: 'Live' } })
  const firstWith = (where: string) =>
    sandbox.db
      .prepare(
        `SELECT id, amount, currency FROM transactions WHERE tenant_id = 1 AND mode = 'Live' AND ${where} LIMIT 1`,
      )
      .get() as { id: number; amount: number; currency: string }
  // The book's recent states (reserved, pending) depend on today's date; a test that needs one puts a row in it.
  const given = (where: string, status: string) => {
    const row = firstWith(
      `${where} AND parent_id IS NULL AND id NOT IN (SELECT parent_id FROM transactions WHERE parent_id IS NOT NULL)`,
    )
    sandbox.db
      .prepare(
        'UPDATE transactions SET status = ?, refunded_amount = 0, settled = NULL, decline_reason = NULL WHERE id = ?',
      )
      .run(status, row.id)
    return row
  }
  const read = (id: number) => json(TENANT, `api/crm/transactions/${id}`, { headers: { Mode: 'Live' } })

  it('captures part of an authorisation, refunds the rest, and refuses a second refund with the table’s words', async () => {
    const auth = given("type = 'Authorisation' AND amount > 100", 'Reserved')
    const captured = await act(auth.id, 'captures', { amount: auth.amount - 50 })
    expect(captured.status).toBe(200)
    expect((await captured.json()).transaction).toMatchObject({ status: 'Captured', amount: auth.amount - 50 })
    const refund = await act(auth.id, 'refunds', { amount: auth.amount - 50, reason: 'Customer returned it' })
    const refunded = await refund.json()
    expect(refunded.transaction).toMatchObject({ status: 'Refunded', refundedAmount: auth.amount - 50 })
    expect(refunded.child).toMatchObject({ type: 'Refund', parentId: auth.id, amount: auth.amount - 50 })
    const again = await act(auth.id, 'refunds', { amount: 1 })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: `Transaction ${auth.id} is Refunded: it allows check status only.` })
    // The timeline says who did what and why; the refund is a related transaction.
    const events = await json(TENANT, `api/crm/transactions/${auth.id}/events?pageSize=100`, {
      headers: { Mode: 'Live' },
    })
    const stored = events.data.filter((event: { actor: string }) => event.actor === 'Elif Kaya')
    expect(stored.map((event: { type: string }) => event.type)).toEqual(['Captured', 'Refunded'])
    expect(stored[1].reason).toBe('Customer returned it')
    const related = await json(TENANT, `api/crm/transactions/${auth.id}/related`, { headers: { Mode: 'Live' } })
    expect(related.data.map((t: { id: number }) => t.id)).toContain(refunded.child.id)
  })

  it('lets only one of two simultaneous 60% refunds through', async () => {
    const sale = firstWith("type = 'Sale' AND status = 'Captured' AND refunded_amount = 0 AND amount >= 100")
    const part = Math.ceil(sale.amount * 0.6)
    const answers = await Promise.all([
      act(sale.id, 'refunds', { amount: part }),
      act(sale.id, 'refunds', { amount: part }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect((await read(sale.id)).refundedAmount).toBe(part)
  })

  it('answers a repeated requestId with the first answer and moves no money; another body under it is refused', async () => {
    const sale = firstWith(
      "type = 'Sale' AND status = 'Captured' AND refunded_amount = 0 AND amount >= 100 AND id > 100",
    )
    const requestId = randomUUID()
    const first = await (await act(sale.id, 'refunds', { amount: 10 }, requestId)).json()
    const repeat = await act(sale.id, 'refunds', { amount: 10 }, requestId)
    expect(repeat.status).toBe(200)
    expect((await repeat.json()).child.id).toBe(first.child.id)
    expect((await read(sale.id)).refundedAmount).toBe(10)
    const other = await act(sale.id, 'refunds', { amount: 20 }, requestId)
    expect(other.status).toBe(422)
    expect((await read(sale.id)).refundedAmount).toBe(10)
  })

  it('needs a requestId, a reason to decline, and the action’s permission', async () => {
    const pending = given("type = 'Sale' AND card_brand IS NULL", 'Pending')
    const noId = await call(TENANT, `api/crm/transactions/${pending.id}/declines`, {
      body: { declineReason: 'Suspected fraud' },
      headers: { Mode: 'Live' },
    })
    expect(noId.status).toBe(400)
    const noReason = await act(pending.id, 'declines', { declineReason: '  ' })
    expect(noReason.status).toBe(400)
    expect((await noReason.json()).errors).toEqual({ declineReason: ['Give a reason for the decline.'] })
    // The support agent reads transactions through support only: no action for them, whatever the status.
    expect(
      (await act(pending.id, 'declines', { declineReason: 'Fraud' }, randomUUID(), 'agent@sandbox.test')).status,
    ).toBe(403)
    expect((await act(pending.id, 'declines', { declineReason: 'Suspected fraud' })).status).toBe(200)
    expect((await read(pending.id)).declineReason).toBe('Suspected fraud')
  })

  it('never acts on another tenant’s transaction, nor for a merchant', async () => {
    const sale = firstWith("type = 'Sale' AND status = 'Captured'")
    expect((await act(sale.id, 'checkstatus', {}, randomUUID(), 'bosphorus@sandbox.test')).status).toBe(404)
    expect((await act(sale.id, 'refunds', { amount: 1 }, randomUUID(), 'merchant@sandbox.test')).status).toBe(403)
  })
})
