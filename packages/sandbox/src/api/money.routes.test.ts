import { randomUUID } from 'node:crypto'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import {
  addToTotals,
  emptyTotals,
  netOf,
  statusOfBalance,
  transactionStatuses,
  transactionTypes,
  type MoneyRow,
} from '@paydeck/core/transactions'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'
import { bookedSql, moneyTotalsSql, netSql } from '../transactions/money-sql'

// The money model applied where money moves: whatever the order and concurrency of refunds, reversals, disputes and
// status changes, nothing returns more than was captured, and every figure is the model's.

const TENANT = 'tenant@sandbox.test'
const live = { Mode: 'Live' }

describe('the money model as SQL', () => {
  it('books, signs and totals every type and status as the model does', () => {
    const db = new Database(':memory:')
    db.exec('CREATE TABLE transactions (type TEXT, status TEXT, amount INTEGER)')
    const insert = db.prepare('INSERT INTO transactions VALUES (?, ?, ?)')
    const rows: MoneyRow[] = transactionTypes.flatMap((type) =>
      transactionStatuses.map((status, index) => ({ type, status, amount: 1000 + index })),
    )
    for (const row of rows) insert.run(row.type, row.status, row.amount)
    const read = db
      .prepare(`SELECT type, status, amount, ${bookedSql()} AS booked, ${netSql()} AS net FROM transactions`)
      .all() as (MoneyRow & { booked: number; net: number })[]
    for (const row of read) expect([row.type, row.status, row.net]).toEqual([row.type, row.status, netOf(row)])
    expect(db.prepare(`SELECT ${moneyTotalsSql()} FROM transactions`).get()).toEqual(
      rows.reduce(addToTotals, emptyTotals()),
    )
    db.close()
  })
})

describe('money moved through the sandbox never returns more than was captured', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox)
  const act = (id: number, path: string, body: unknown = {}, method = 'POST') =>
    call(TENANT, `api/crm/transactions/${id}/${path}`, { method, body, headers: { requestId: randomUUID(), ...live } })
  const details = (id: number) => json(TENANT, `api/crm/transactions/${id}/details`, { headers: live })
  const childrenSum = (id: number) =>
    (
      sandbox.db
        .prepare(
          "SELECT COALESCE(SUM(amount), 0) AS n FROM transactions WHERE parent_id = ? AND type IN ('Refund', 'Reversal', 'Chargeback')",
        )
        .get(id) as { n: number }
    ).n
  // Fresh captured sales with nothing returned yet, one per scenario.
  const sales = (
    sandbox.db
      .prepare(
        `SELECT id, amount FROM transactions WHERE tenant_id = 1 AND mode = 'Live' AND type = 'Sale' AND status = 'Captured'
           AND amount >= 1000 AND id NOT IN (SELECT parent_id FROM transactions WHERE parent_id IS NOT NULL) LIMIT 200`,
      )
      .all() as { id: number; amount: number }[]
  ).values()
  const nextSale = () => sales.next().value!

  /** The actions that return money, as a step of a sequence. */
  const steps = {
    part: (sale: { id: number; amount: number }) => act(sale.id, 'refunds', { amount: Math.floor(sale.amount / 3) }),
    full: (sale: { id: number; amount: number }) => act(sale.id, 'refunds', { amount: sale.amount }),
    // A reversal returns all that remains (1 when nothing does, which is refused).
    reversal: async (sale: { id: number }) =>
      act(sale.id, 'reversals', { amount: (await details(sale.id)).balance.refundable || 1 }),
    dispute: (sale: { id: number }) => act(sale.id, 'dispute'),
    markRefunded: (sale: { id: number }) => act(sale.id, 'StatusChange', { actionType: 'Refund' }, 'PUT'),
  }
  type Step = keyof typeof steps
  const names = Object.keys(steps) as Step[]
  const sequences = names.flatMap((a) => names.flatMap((b) => names.map((c) => [a, b, c])))

  it(`holds in all ${sequences.length} orders of three of refund, reversal, dispute and "Mark as refunded"`, async () => {
    for (const sequence of sequences) {
      const sale = nextSale()
      for (const step of sequence) {
        const answer = await steps[step](sale)
        expect([200, 409], `${sequence.join(' → ')}: ${step}`).toContain(answer.status)
      }
      const { transaction, balance } = await details(sale.id)
      // An open dispute holds its money: returned or held, never more than was captured.
      const returned = balance.refunded + balance.inDispute + balance.chargedBack
      expect(returned, sequence.join(' → ')).toBeLessThanOrEqual(balance.captured)
      expect(returned, sequence.join(' → ')).toBe(childrenSum(sale.id))
      expect(transaction.refundedAmount).toBe(balance.refunded)
      // The status is the balance's: what remains, and what took the last of it.
      expect(transaction.status, sequence.join(' → ')).toBe(statusOfBalance('Captured', balance))
    }
  })

  it('books "Mark as refunded" as the refund of what remains, so the balance says it', async () => {
    const sale = nextSale()
    const marked = await (await steps.markRefunded(sale)).json()
    expect(marked.child).toMatchObject({ type: 'Refund', status: 'Refunded', amount: sale.amount })
    expect(marked.transaction).toMatchObject({ status: 'Refunded', refundedAmount: sale.amount })
    expect((await details(sale.id)).balance).toEqual({
      captured: sale.amount,
      refunded: sale.amount,
      inDispute: 0,
      chargedBack: 0,
      refundable: 0,
      disputable: 0,
    })
  })

  it('counts a dispute against what remains: held while open, no refund after it, no second dispute', async () => {
    const sale = nextSale()
    const disputed = await (await steps.dispute(sale)).json()
    expect(disputed.child).toMatchObject({ type: 'Chargeback', status: 'Pending', amount: sale.amount })
    // Held, not lost: the payment stays captured while its dispute is open (the dispute says so).
    expect(disputed.transaction.status).toBe('Captured')
    expect((await details(sale.id)).balance).toMatchObject({ inDispute: sale.amount, chargedBack: 0, refundable: 0 })
    const opened = sandbox.db
      .prepare('SELECT stage, status, amount FROM disputes WHERE transaction_id = ?')
      .get(sale.id)
    expect(opened).toEqual({ stage: 'chargeback', status: 'needsResponse', amount: sale.amount })
    const refund = await steps.full(sale)
    expect(refund.status).toBe(409)
    expect((await refund.json()).detail).toBe(
      `Transaction ${sale.id} is Captured with nothing left to return: it allows check status only.`,
    )
    expect((await steps.dispute(sale)).status).toBe(409)
  })

  it('lets 20 mixed actions at once on one payment return at most what was captured', async () => {
    const sale = nextSale()
    const mixed = [...Array(20).keys()].map((index) => names[index % names.length]!)
    const answers = await Promise.all(mixed.map((step) => steps[step](sale)))
    expect(answers.some((answer) => answer.status === 200)).toBe(true)
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true)
    const { balance } = await details(sale.id)
    expect(balance.refunded + balance.inDispute + balance.chargedBack).toBe(childrenSum(sale.id))
    expect(childrenSum(sale.id)).toBeLessThanOrEqual(sale.amount)
  })

  it('nets a refunded sale searched alone to nothing in the lookup’s totals, its rows signed by the model', async () => {
    const sale = nextSale()
    expect((await steps.part(sale)).status).toBe(200)
    const rest = sale.amount - Math.floor(sale.amount / 3)
    expect((await act(sale.id, 'refunds', { amount: rest })).status).toBe(200)
    const { externalId, currency } = (await details(sale.id)).transaction
    const totals = await json(TENANT, `api/crm/transactions/totals?searchKey=${externalId}`, { headers: live })
    expect(totals).toEqual({
      count: 3,
      volumes: [
        {
          currency,
          count: 3,
          gross: sale.amount,
          refunded: sale.amount,
          inDispute: 0,
          chargedBack: 0,
          paidOut: 0,
          net: 0,
        },
      ],
    })
    const page = await json(TENANT, `api/crm/transactions?searchKey=${externalId}`, { headers: live })
    expect(page.data.map((row: { type: string; status: string }) => `${row.type} ${row.status}`).sort()).toEqual([
      'Refund Refunded',
      'Refund Refunded',
      'Sale Refunded',
    ])
    // The order's number typed bare (16843 of ORD-16843) finds the same rows.
    const number = externalId.replace(/^[^-]*-/, '')
    expect(number).toMatch(/^\d+$/)
    const bare = await json(TENANT, `api/crm/transactions/totals?searchKey=${number}`, { headers: live })
    expect(bare.count).toBeGreaterThanOrEqual(3)
    const found = await json(TENANT, `api/crm/transactions?searchKey=${number}`, { headers: live })
    expect(found.data.filter((row: { externalId: string }) => row.externalId.startsWith(externalId))).toHaveLength(3)
  })

  it('masks a card number typed into a reason before it is stored or logged', async () => {
    const sale = nextSale()
    const answer = await act(sale.id, 'refunds', { amount: 100, reason: 'Card 4111 1111 1111 1111 was charged twice' })
    expect(answer.status).toBe(200)
    const stored = JSON.stringify(
      sandbox.db.prepare('SELECT * FROM transaction_action_requests WHERE transaction_id = ?').all(sale.id),
    )
    const events = JSON.stringify(
      sandbox.db.prepare('SELECT * FROM transaction_events WHERE transaction_id = ?').all(sale.id),
    )
    const logs = JSON.stringify(
      await json(TENANT, `api/crm/transactions/${sale.id}/api-logs?pageSize=100`, { headers: live }),
    )
    for (const text of [stored, events, logs]) {
      expect(text).not.toMatch(/4111 ?1111 ?1111 ?1111/)
      expect(text).toContain('411111******1111')
    }
  })

  it('gives the same figures for the same period in the lookup’s totals, the daily report and the dashboard', async () => {
    const dayStart = (daysAgo: number) => `${new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)}`
    const [from, to] = [dayStart(40), dayStart(10)]
    const instants = {
      from: `${from}T00:00:00.000Z`,
      to: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString(),
    }
    const lookup = (await json(TENANT, `api/crm/transactions/totals?from=${instants.from}&to=${instants.to}`, {
      headers: live,
    })) as { volumes: ({ currency: string } & Record<string, number>)[] }
    const report = (await (
      await apiCaller(sandbox, 'http://localhost:4000/reporting').call(
        TENANT,
        'report-v2/reports/transactions-daily/results',
        { body: { filters: { from, to }, pageSize: 100, timeZone: 'UTC' }, headers: live },
      )
    ).json()) as { count: number; data: ({ currency: string } & Record<string, number>)[] }
    expect(report.data).toHaveLength(report.count)
    const reported = new Map<string, Record<string, number>>()
    for (const row of report.data) {
      const sum = reported.get(row.currency) ?? { gross: 0, refunded: 0, chargedBack: 0, net: 0 }
      sum.gross! += row.volume!
      sum.refunded! += row.refunded!
      sum.chargedBack! += row.chargedBack!
      sum.net! += row.net!
      reported.set(row.currency, sum)
    }
    expect(lookup.volumes.length).toBeGreaterThan(1)
    for (const volume of lookup.volumes)
      expect(reported.get(volume.currency), volume.currency).toEqual({
        gross: volume.gross,
        refunded: volume.refunded,
        chargedBack: volume.chargedBack,
        net: volume.net,
      })
    const dashboard = await apiCaller(sandbox, 'http://localhost:4000/reporting').call(
      TENANT,
      `api/v2/dashboard/data/transactions-by-currency?timeZone=UTC&startDate=${instants.from}&endDate=${instants.to}&PageSize=100`,
      { headers: { ...live, endpointId: 'transactions-by-currency' } },
    )
    const byCurrency = (await dashboard.json()) as { data: { currency: string; volume: number }[] }
    for (const volume of lookup.volumes)
      expect(byCurrency.data.find((row) => row.currency === volume.currency)?.volume, volume.currency).toBe(
        volume.gross,
      )
  })
})
