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
  const taken = new Set<number>()
  const given = (where: string, status: string) => {
    const row = firstWith(
      `${where} AND id NOT IN (${[...taken].join(', ') || 0}) AND parent_id IS NULL AND id NOT IN (SELECT parent_id FROM transactions WHERE parent_id IS NOT NULL)`,
    )
    sandbox.db
      .prepare(
        'UPDATE transactions SET status = ?, refunded_amount = 0, settled = NULL, decline_reason = NULL WHERE id = ?',
      )
      .run(status, row.id)
    taken.add(row.id)
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
    expect(await again.json()).toMatchObject({
      status: 409,
      detail: `Transaction ${auth.id} is Refunded: it allows check status only.`,
    })
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

  it('decides payouts in a batch, each on its own, and a retried batch decides nothing twice', async () => {
    const payouts = [1, 2, 3].map(() => given("type = 'Payout'", 'WaitingForApproval'))
    const sale = firstWith("type = 'Sale' AND status = 'Captured'")
    const requestId = randomUUID()
    const approve = () =>
      call(TENANT, 'api/crm/transactions/payout/approvals', {
        body: [payouts[0]!.id, payouts[1]!.id, sale.id],
        headers: { requestId, Mode: 'Live' },
      })
    const approved = await (await approve()).json()
    expect(approved.results.map((result: { status: number }) => result.status)).toEqual([200, 200, 409])
    expect(approved.results[2].error).toBe(`Transaction ${sale.id} is a Sale, not a payout.`)
    expect(await (await approve()).json()).toEqual(approved)
    const declined = await json(TENANT, 'api/crm/transactions/payout/declinations', {
      body: { transactions: [payouts[2]!.id, payouts[0]!.id], reason: '' },
      headers: { requestId: randomUUID(), Mode: 'Live' },
    })
    // The approved one stays approved: the status table refuses to decline it.
    expect(declined.results.map((result: { status: number }) => result.status)).toEqual([200, 409])
    expect((await read(payouts[2]!.id)).status).toBe('Declined')
    expect((await read(payouts[2]!.id)).declineReason).toBe('Declined without a reason')
    expect((await read(payouts[0]!.id)).status).toBe('Captured')
  })

  it('changes a status by actionType under the same rules, and logs every call, refused ones too', async () => {
    const pending = given("type = 'Sale' AND card_brand IS NULL", 'Pending')
    const change = (body: unknown) =>
      call(TENANT, `api/crm/transactions/${pending.id}/StatusChange`, {
        method: 'PUT',
        body,
        headers: { requestId: randomUUID(), Mode: 'Live' },
      })
    expect((await change({ actionType: 'Decline' })).status).toBe(400)
    expect((await change({ actionType: 'Approve' })).status).toBe(200)
    expect((await change({ actionType: 'Approve' })).status).toBe(409)
    const logs = await json(TENANT, `api/crm/transactions/${pending.id}/api-logs?pageSize=100`, {
      headers: { Mode: 'Live' },
    })
    const staff = logs.data.filter((log: { endpoint: string }) => log.endpoint.endsWith('/StatusChange'))
    expect(staff.map((log: { statusCode: number }) => log.statusCode)).toEqual([200, 409])
    // The approval told the merchant's endpoint; staff can send that webhook again.
    const events = await json(TENANT, `api/crm/transactions/${pending.id}/events?pageSize=100`, {
      headers: { Mode: 'Live' },
    })
    const approvedEvent = events.data.find((event: { type: string }) => event.type === 'Approved')
    const resent = await call(TENANT, `api/crm/transactions/events/${approvedEvent.id}/resend-webhook`, {
      headers: { Mode: 'Live' },
      body: {},
    })
    expect(resent.status).toBe(200)
    expect(await resent.json()).toMatchObject({ eventId: approvedEvent.id, status: 'Delivered', attempts: 1 })
  })

  it('corrects BIN data with the digit rule, and leaves the change on the timeline', async () => {
    const sale = firstWith("type = 'Sale' AND card_bin IS NOT NULL")
    const put = (body: unknown) =>
      call(TENANT, `api/crm/transactions/bin-data/${sale.id}`, { method: 'PUT', body, headers: { Mode: 'Live' } })
    const bad = await put({ cardBin: '4111', cardBrand: 'Visa', cardCountry: 'NL' })
    expect((await bad.json()).errors).toEqual({ cardBin: ['A BIN has 6 to 8 digits.'] })
    expect((await put({ cardBin: '411111', cardBrand: 'Visa', cardCountry: 'NL' })).status).toBe(200)
    expect((await read(sale.id)).card).toMatchObject({ bin: '411111', brand: 'Visa', issuingCountry: 'NL' })
    const events = await json(TENANT, `api/crm/transactions/${sale.id}/events?pageSize=100`, {
      headers: { Mode: 'Live' },
    })
    expect(events.data.at(-1)).toMatchObject({ type: 'BinDataUpdated', actor: 'Elif Kaya' })
  })

  it('refuses every action to staff who may only look transactions up', async () => {
    const sale = firstWith("type = 'Sale' AND status = 'Captured'")
    const analyst = 'analyst@sandbox.test'
    expect((await read(sale.id)).id).toBe(sale.id)
    expect((await act(sale.id, 'refunds', { amount: 1 }, randomUUID(), analyst)).status).toBe(403)
    expect((await act(sale.id, 'checkstatus', {}, randomUUID(), analyst)).status).toBe(200)
  })

  it('offers real reasons by transaction type, and the channels and websites an organisation uses', async () => {
    const declineReasons = await json(TENANT, 'api/crm/lookup/Payout/reasons/Declined')
    expect(declineReasons.map((reason: { name: string }) => reason.name)).toContain('Beneficiary details do not match')
    expect((await call(TENANT, 'api/crm/lookup/Gift/reasons/Declined')).status).toBe(400)
    const merchant = firstWith("type = 'Sale'") as unknown as { id: number }
    const { merchant_id: merchantId, website } = sandbox.db
      .prepare('SELECT merchant_id, website FROM transactions WHERE id = ?')
      .get(merchant.id) as { merchant_id: number; website: string }
    const websites = await json(TENANT, `api/crm/lookup/organizations/${merchantId}/websites/active`, {
      headers: { Mode: 'Live' },
    })
    expect(websites.map((site: { id: string }) => site.id)).toContain(website)
    const channels = await json(TENANT, `api/crm/payment-channels/all?organizationId=${merchantId}`, {
      headers: { Mode: 'Live' },
    })
    expect(channels.length).toBeGreaterThan(0)
    expect(channels[0].paymentMethods.length).toBeGreaterThan(0)
    expect(
      (await call('bosphorus@sandbox.test', `api/crm/payment-channels/all?organizationId=${merchantId}`)).status,
    ).toBe(404)
  })
})
