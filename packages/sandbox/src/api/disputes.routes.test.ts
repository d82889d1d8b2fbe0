import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import type { DisputeDetail, DisputePage, EvidenceSource } from '@paydeck/core/disputes'
import { balanceOf, type MoneyRow } from '@paydeck/core/transactions'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'
import { disputeNetwork } from '../disputes/dispute-network'
import { disputeStore } from '../disputes/dispute-store'
import type { TransactionRow } from '../transactions/lookup'

// Disputes through the API (issue 66): the list and its filters, answering and accepting with the money the model
// books at each move, the network's moves and clock, and who may do what.

const MERCHANT = 'merchant@sandbox.test'
const TENANT = 'tenant@sandbox.test'
const ANALYST = 'analyst@sandbox.test'

describe('disputes', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox)
  const network = disputeNetwork(sandbox.db)
  const page = async (email: string, query: string) =>
    (await json(email, `${email === MERCHANT ? '' : 'crm/'}disputes?pageIndex=0&pageSize=100&${query}`)) as DisputePage
  const detail = async (id: number, email = MERCHANT) =>
    (await json(email, `${email === MERCHANT ? '' : 'crm/'}disputes/${id}`)) as DisputeDetail
  const answer = (id: number, what: 'submit' | 'accept', email = MERCHANT, requestId = randomUUID()) =>
    call(email, `${email === MERCHANT ? '' : 'crm/'}disputes/${id}/${what}`, { method: 'POST', headers: { requestId } })
  const save = (id: number, evidence: unknown, email = MERCHANT) =>
    call(email, `${email === MERCHANT ? '' : 'crm/'}disputes/${id}/evidence`, { method: 'PUT', body: evidence })

  /** The payment's balance from its rows as stored: the money model over its children. */
  const balance = (paymentId: number) => {
    const rows = sandbox.db.prepare('SELECT type, status, amount FROM transactions WHERE id = ? OR parent_id = ?')
    const [payment, ...children] = (rows.all(paymentId, paymentId) as (MoneyRow & { type: string })[]).sort((a) =>
      a.type === 'Sale' || a.type === 'Authorisation' ? -1 : 1,
    )
    return balanceOf(payment!, children)
  }
  const stored = (paymentId: number) =>
    sandbox.db.prepare('SELECT status, refunded_amount FROM transactions WHERE id = ?').get(paymentId) as {
      status: string
    }
  const open = async (category: string) =>
    (await page(MERCHANT, `tab=needsResponse&category=${category}`)).data.find((d) => d.stage === 'chargeback')!

  it('lists a merchant’s own disputes by tab, soonest due first, and staff every merchant’s', async () => {
    const mine = await page(MERCHANT, 'tab=needsResponse')
    expect(mine.count).toBeGreaterThanOrEqual(4)
    expect(new Set(mine.data.map((d) => d.merchantId))).toEqual(new Set([mine.data[0]!.merchantId]))
    const due = mine.data.map((d) => d.dueBy)
    expect(due).toEqual([...due].sort())
    expect(mine.data.every((d) => d.status === 'needsResponse')).toBe(true)
    const staff = await page(TENANT, 'tab=needsResponse')
    expect(staff.count).toBeGreaterThanOrEqual(mine.count)
    // Another merchant of the tenant is disputed too: staff read both merchants', the merchant only its own.
    const other = sandbox.db
      .prepare(
        `SELECT * FROM transactions WHERE tenant_id = 1 AND merchant_id <> ? AND mode = 'Live' AND type = 'Sale'
           AND status = 'Captured' AND card_brand = 'Visa' LIMIT 1`,
      )
      .get(mine.data[0]!.merchantId) as TransactionRow
    disputeStore(sandbox.db).open(
      other,
      { stage: 'inquiry', network: 'Visa', code: '13.1', amount: other.amount },
      { actor: 'Visa', quiet: true },
    )
    const everyMerchant = new Set((await page(TENANT, 'tab=needsResponse')).data.map((d) => d.merchantId))
    expect(everyMerchant).toContain(other.merchant_id)
    expect(everyMerchant.size).toBeGreaterThan(1)
    expect((await page(MERCHANT, 'tab=needsResponse')).count).toBe(mine.count)
    const overdue = await page(MERCHANT, 'dueWithin=overdue')
    expect(overdue.data.length).toBeGreaterThan(0)
    expect(overdue.data.every((d) => Date.parse(d.dueBy) <= Date.now())).toBe(true)
    const soon = await page(MERCHANT, 'dueWithin=24h')
    expect(soon.data.every((d) => Date.parse(d.dueBy) - Date.now() <= 86_400_000)).toBe(true)
    expect((await call(MERCHANT, 'disputes?pageIndex=0&pageSize=10&stage=arbitration')).status).toBe(400)
  })

  it('offers the merchant’s own records as evidence, and keeps only files uploaded for it or offered by them', async () => {
    const dispute = await open('productNotReceived')
    const { sources } = (await json(MERCHANT, `disputes/${dispute.id}/evidence/sources`)) as {
      sources: EvidenceSource[]
    }
    expect(sources.map((source) => source.source)).toEqual(['ticket', 'file', 'agreement', 'activity'])
    const [ticket, policy, agreement, activity] = sources as [EvidenceSource, ...EvidenceSource[]]
    expect(ticket.text).toMatchObject({ field: 'customerCommunication' })
    expect(ticket.text!.value).toContain('The carrier confirms delivery, signed by the customer')
    expect(ticket.text!.value).not.toContain('Internal')
    expect(policy!.file).toMatchObject({
      kind: 'refundPolicy',
      name: 'refund-policy.pdf',
      mediaType: 'application/pdf',
    })
    expect(agreement!.text!.value).toMatch(/^Agreement \d+, version \d+, accepted /)
    expect(agreement!.text!.value).not.toContain('<')
    expect(activity!.text!.value).toContain(`Activity of payment ${dispute.paymentReference}:`)
    // The analyst reads disputes but answers none: the records are not theirs to attach.
    expect((await call(ANALYST, `crm/disputes/${dispute.id}/evidence/sources`)).status).toBe(403)

    const upload = (name: string, type: string, bytes = 100) => {
      const form = new FormData()
      form.append('file', new File([new Uint8Array(bytes)], name, { type }))
      return call(MERCHANT, `disputes/${dispute.id}/evidence/files`, { body: form })
    }
    const gif = await upload('label.gif', 'image/gif')
    expect(gif.status).toBe(422)
    expect(((await gif.json()) as { detail: string }).detail).toContain('must be a PDF, JPEG or PNG file')
    const label = await upload('delivery-label.png', 'image/png', 2_048)
    expect(label.status).toBe(201)
    const { fileId } = (await label.json()) as { fileId: string }

    // What a draft says of a file is not believed: the file's own name, type and size are kept.
    const files = [
      { kind: 'shippingDocumentation', fileId, name: 'forged.pdf', mediaType: 'application/pdf', size: 1 },
      policy!.file!,
    ]
    expect((await save(dispute.id, { texts: { shippingCarrier: 'DHL' }, files })).status).toBe(200)
    expect((await detail(dispute.id)).evidence.files).toEqual([
      { kind: 'shippingDocumentation', fileId, name: 'delivery-label.png', mediaType: 'image/png', size: 2_048 },
      policy!.file,
    ])
    const foreign = await save(dispute.id, { texts: {}, files: [{ ...policy!.file!, fileId: randomUUID() }] })
    expect(foreign.status).toBe(422)
    expect(((await foreign.json()) as { detail: string }).detail).toBe(
      'Refund policy: the file was not uploaded for this dispute.',
    )
    expect((await save(dispute.id, { texts: {}, files: [] })).status).toBe(200)
  })

  it('answers a chargeback with evidence, once, and books the money of its win', async () => {
    const dispute = await open('productNotReceived')
    const before = balance(dispute.transactionId)
    expect(before.inDispute).toBe(dispute.amount)
    expect((await answer(dispute.id, 'submit')).status).toBe(422) // nothing to send yet
    const evidence = { texts: { shippingCarrier: 'DHL', shippingTrackingNumber: 'JD0146000034' }, files: [] }
    expect((await save(dispute.id, evidence)).status).toBe(200)
    const requestId = randomUUID()
    const submitted = await answer(dispute.id, 'submit', MERCHANT, requestId)
    expect(submitted.status).toBe(200)
    const again = await answer(dispute.id, 'submit', MERCHANT, requestId)
    expect(again.status).toBe(200)
    const read = await detail(dispute.id)
    expect(read.dispute).toMatchObject({ status: 'underReview', submissions: 1 })
    expect(read.evidence.texts.shippingTrackingNumber).toBe('JD0146000034')
    // Sent is sent: the draft cannot change and a second answer is refused in words.
    expect((await save(dispute.id, evidence)).status).toBe(409)
    const second = await answer(dispute.id, 'submit')
    expect(second.status).toBe(409)
    expect(((await second.json()) as { detail: string }).detail).toBe('Your evidence was sent; the issuer decides.')

    network.advance(dispute.id, { to: 'won' })
    const after = balance(dispute.transactionId)
    expect(after).toMatchObject({ inDispute: 0, chargedBack: 0, refundable: before.refundable + dispute.amount })
    expect(stored(dispute.transactionId).status).toBe('Captured')
    const won = await detail(dispute.id)
    expect(won.dispute.status).toBe('won')
    expect(won.timeline.map((event) => event.event)).toEqual(['opened', 'submit', 'win'])
    const children = sandbox.db
      .prepare('SELECT type, status FROM transactions WHERE parent_id = ? ORDER BY id')
      .all(dispute.transactionId)
    expect(children).toEqual([
      { type: 'Chargeback', status: 'ChargedBack' },
      { type: 'ChargebackReversal', status: 'Captured' },
    ])
  })

  it('accepts a chargeback: closed as lost, its money lost with it', async () => {
    const dispute = await open('creditNotProcessed')
    expect((await answer(dispute.id, 'accept')).status).toBe(200)
    expect((await detail(dispute.id)).dispute.status).toBe('accepted')
    expect(balance(dispute.transactionId)).toMatchObject({ inDispute: 0, chargedBack: dispute.amount })
    expect((await answer(dispute.id, 'accept')).status).toBe(409)
  })

  it('refuses evidence and acceptance after the due time, and the network closes it after its grace', async () => {
    const [overdue] = (await page(MERCHANT, 'dueWithin=overdue')).data
    const refused = await save(overdue!.id, { texts: { uncategorizedText: 'Late' }, files: [] })
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'The due time has passed: the network no longer takes evidence.',
    )
    expect((await answer(overdue!.id, 'accept')).status).toBe(409)
    network.advance(overdue!.id, { days: 7 })
    expect((await detail(overdue!.id)).dispute.status).toBe('expired')
    expect(balance(overdue!.transactionId).chargedBack).toBe(overdue!.amount)
  })

  it('replays a dispute through every stage by the network’s moves, the money at each', async () => {
    const [inquiry] = (await page(MERCHANT, 'stage=inquiry&tab=needsResponse')).data
    const paymentId = inquiry!.transactionId
    expect(balance(paymentId).inDispute).toBe(0) // an inquiry holds nothing
    network.advance(inquiry!.id, { to: 'chargeback' })
    expect(balance(paymentId).inDispute).toBe(inquiry!.amount)
    await save(inquiry!.id, { texts: { uncategorizedText: 'The customer signed for it.' }, files: [] })
    expect((await answer(inquiry!.id, 'submit')).status).toBe(200)
    network.advance(inquiry!.id, { to: 'pre-arbitration' })
    const round = await detail(inquiry!.id)
    expect(round.dispute).toMatchObject({ stage: 'preArbitration', status: 'needsResponse' })
    expect(Date.parse(round.dispute.dueBy) - Date.now()).toBeGreaterThan(29 * 86_400_000)
    expect(() => network.advance(inquiry!.id, { to: 'pre-arbitration' })).toThrow(/cannot go to pre-arbitration/)
    expect((await answer(inquiry!.id, 'submit')).status).toBe(200)
    network.advance(inquiry!.id, { to: 'lost' })
    expect(balance(paymentId)).toMatchObject({ inDispute: 0, chargedBack: inquiry!.amount })
    expect(() => network.advance(inquiry!.id, { to: 'won' })).toThrow(/decided/)
    const timeline = (await detail(inquiry!.id)).timeline.map((event) => `${event.stage}:${event.event}`)
    expect(timeline).toEqual([
      'inquiry:opened',
      'chargeback:escalate',
      'chargeback:submit',
      'preArbitration:escalate',
      'preArbitration:submit',
      'preArbitration:lose',
    ])
  })

  it('lets staff answer on a merchant’s behalf only with the dispute permission', async () => {
    const [dispute] = (await page(TENANT, 'tab=needsResponse&dueWithin=10d')).data
    expect((await call(ANALYST, `crm/disputes/${dispute!.id}`)).status).toBe(200)
    expect((await answer(dispute!.id, 'accept', ANALYST)).status).toBe(403)
    expect((await call('bosphorus@sandbox.test', `crm/disputes/${dispute!.id}`)).status).toBe(404)
  })

  it('tells those who may answer: a new dispute, its deadline 72 and 24 hours before, and its decision', async () => {
    const db = sandbox.db
    const sale = db
      .prepare(
        `SELECT id FROM transactions p WHERE merchant_id = 1 AND mode = 'Live' AND type = 'Sale' AND status = 'Captured'
           AND card_brand IS NOT NULL AND NOT EXISTS (SELECT 1 FROM transactions c WHERE c.parent_id = p.id) LIMIT 1`,
      )
      .get() as { id: number }
    const opened = await call(TENANT, `api/crm/transactions/${sale.id}/dispute`, {
      method: 'POST',
      body: {},
      headers: { requestId: randomUUID(), Mode: 'Live' },
    })
    expect(opened.status).toBe(200)
    const dispute = db.prepare('SELECT id, due_by FROM disputes WHERE transaction_id = ?').get(sale.id) as {
      id: number
      due_by: string
    }
    const notices = (email: string) =>
      (
        db
          .prepare(
            `SELECT n.text_key AS key, n.text_params AS params, n.object_url AS url FROM notifications n
             JOIN users u ON u.id = n.user_id WHERE u.email = ? AND n.notification_type = 'Dispute' ORDER BY n.id`,
          )
          .all(email) as { key: string; params: string; url: string }[]
      ).filter((notice) => JSON.parse(notice.params).id === dispute.id)
    const keys = (email: string) => notices(email).map((notice) => notice.key)
    expect(keys(MERCHANT)).toEqual(['disputeOpened'])
    expect(notices(MERCHANT)[0]!.url).toBe(`/merchant/transaction-management/disputes?dispute=${dispute.id}`)
    expect(keys(TENANT)).toEqual(['disputeOpened'])
    expect(keys(ANALYST)).toEqual([]) // reads disputes, may not answer them
    // Its clock turned on to 60 hours before its due time, then to 20: one notice each, never twice.
    const daysLeft = (Date.parse(dispute.due_by) - Date.now()) / 86_400_000
    network.advance(dispute.id, { days: daysLeft - 2.5 })
    network.advance(dispute.id, { days: 0.01 })
    network.advance(dispute.id, { days: 40 / 24 })
    expect(notices(MERCHANT).map((notice) => [notice.key, JSON.parse(notice.params).hours ?? null])).toEqual([
      ['disputeOpened', null],
      ['disputeDue', 72],
      ['disputeDue', 24],
    ])
    // Unanswered a week past its due time: the network closes it, lost, and says so.
    network.advance(dispute.id, { days: 8 })
    expect((await detail(dispute.id)).dispute.status).toBe('expired')
    expect(keys(MERCHANT).at(-1)).toBe('disputeLost')
    const bell = (await json(MERCHANT, 'api/in-app-notifications?pageIndex=0&pageSize=50', {
      headers: { 'Accept-Language': 'tr' },
    })) as { data: { title: string }[] }
    expect(bell.data.map((notice) => notice.title)).toContain(`${dispute.id} numaralı itiraz kaybedildi`)
  })

  it('reports the dispute rate and the win rate per month as the disputes and payments stored say', async () => {
    const reporting = apiCaller(sandbox, 'http://localhost:4000/reporting')
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10)
    const answer = await reporting.call(MERCHANT, 'report-v2/reports/dispute-rates/results', {
      body: { filters: { from: day(180), to: day(0) }, pageSize: 100, timeZone: 'UTC' },
      headers: { Mode: 'Live' },
    })
    expect(answer.status).toBe(200)
    const rows = ((await answer.json()) as { data: Record<string, number | string | null>[] }).data
    const sum = (name: string) => rows.reduce((total, row) => total + Number(row[name] ?? 0), 0)
    const stored = (where: string) =>
      (
        sandbox.db
          .prepare(
            `SELECT COUNT(*) AS n FROM disputes d JOIN transactions t ON t.id = d.transaction_id
             WHERE d.merchant_id = 1 AND t.mode = 'Live' AND ${where}`,
          )
          .get({ from: `${day(180)}T00:00:00.000Z` }) as { n: number }
      ).n
    expect(sum('disputes')).toBe(stored('d.chargeback_id IS NOT NULL AND d.opened >= @from'))
    expect(sum('won')).toBe(stored(`d.status = 'won' AND d.stage <> 'inquiry' AND d.closed >= @from`))
    expect(sum('won') + sum('lost')).toBe(
      stored(`d.status IN ('won', 'lost', 'accepted', 'expired') AND d.stage <> 'inquiry' AND d.closed >= @from`),
    )
    for (const row of rows) {
      if (Number(row.payments) > 0)
        expect(row.rateByCount).toBe(Math.round((Number(row.disputes) / Number(row.payments)) * 1000) / 10)
      const decided = Number(row.won) + Number(row.lost)
      expect(row.winRate).toBe(decided === 0 ? null : Math.round((Number(row.won) / decided) * 1000) / 10)
    }
    expect(sum('won')).toBeGreaterThan(0)

    // The dashboard’s widget reads the same rows, the latest month first (its endDate is an instant, exclusive:
    // tomorrow takes today in).
    const categories = (await reporting.json(MERCHANT, 'api/v2/dashboard/category/list/user/widgets', {
      headers: { Mode: 'Live' },
    })) as { widgets: { widgetId: number; data: { dataSourceEndpointId: string } }[] }[]
    const widgetId = categories
      .flatMap((category) => category.widgets)
      .find((one) => one.data.dataSourceEndpointId === 'dispute-rates')!.widgetId
    const widget = await reporting.call(
      MERCHANT,
      `api/v2/dashboard/data/dispute-rates?timeZone=UTC&startDate=${day(180)}&endDate=${day(-1)}&pageSize=100`,
      { headers: { Mode: 'Live', endpointId: 'dispute-rates', widgetId: String(widgetId) } },
    )
    expect(widget.status).toBe(200)
    const shown = ((await widget.json()) as { data: Record<string, unknown>[] }).data
    const latestFirst = (all: Record<string, unknown>[]) =>
      [...all].sort((a, b) => `${b.month} ${b.currency}`.localeCompare(`${a.month} ${a.currency}`))
    expect(shown.length).toBeGreaterThan(0)
    expect(shown).toEqual(latestFirst(shown))
    expect(shown).toEqual(latestFirst(rows).slice(0, shown.length))
  })

  it('exports exactly the filtered rows as CSV', async () => {
    const filtered = await page(TENANT, 'tab=closed&category=fraudulent')
    const csv = await (
      await call(TENANT, 'crm/disputes/csv?tab=closed&category=fraudulent&timeZone=Europe/London')
    ).text()
    const lines = csv.trim().split('\n')
    expect(lines[0]).toContain('Reason code')
    expect(lines.length - 1).toBe(filtered.count)
  })
})
