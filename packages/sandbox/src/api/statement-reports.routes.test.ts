import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'
import { accountingOf, feesOf } from '../transactions/fees'
import type { TransactionRow } from '../transactions/lookup'

const TENANT = 'tenant@sandbox.test'
const MERCHANT = 'merchant@sandbox.test'
const live = { Mode: 'Live' }
/** Northwind's price book is in euro. */
const northwind = { bookCurrency: 'EUR' }

describe('account statement and invoices: the same fees and entries as each transaction’s detail', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call } = apiCaller(sandbox, 'http://localhost:4000/reporting')
  const results = async (email: string, reportId: string, filters: object) => {
    const answer = await call(email, `report-v2/reports/${reportId}/results`, {
      body: { filters, pageSize: 100, timeZone: 'UTC' },
      headers: live,
    })
    return { status: answer.status, body: await answer.json() }
  }
  /** Merchant 1's live payments with their children, as the detail reads them. */
  const book = () => {
    const rows = sandbox.db
      .prepare("SELECT * FROM transactions WHERE mode = 'Live' AND merchant_id = 1 AND parent_id IS NULL")
      .all() as TransactionRow[]
    const children = sandbox.db.prepare('SELECT * FROM transactions WHERE parent_id = ?')
    return rows.map((row) => ({ row, children: children.all(row.id) as TransactionRow[] }))
  }
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

  it('moves the balance by what the merchant-payable entries book, from an opening balance', async () => {
    const from = day(40)
    const to = day(10)
    const { status, body } = await results(MERCHANT, 'account-statement', { from, to })
    expect(status).toBe(200)
    const inPeriod = (booked: string) => booked.slice(0, 10) >= from && booked.slice(0, 10) <= to
    const before = (booked: string) => booked.slice(0, 10) < from
    const moved = new Map<string, number>()
    const opening = new Map<string, number>()
    for (const { row, children } of book())
      for (const entry of accountingOf(row, children, northwind)) {
        if (entry.account !== 'Merchant payable') continue
        const signed = entry.side === 'Credit' ? entry.amount : -entry.amount
        const into = inPeriod(entry.booked) ? moved : before(entry.booked) ? opening : null
        into?.set(entry.currency, (into.get(entry.currency) ?? 0) + signed)
      }
    const totals = Object.fromEntries(
      (body.totals as { currency: string; values: { net: number } }[]).map((line) => [line.currency, line.values.net]),
    )
    expect(totals).toEqual(Object.fromEntries(moved))
    // Each currency's first day opens with what was booked before the period, and each day closes where the next opens.
    const rows = (body.data as { day: string; currency: string; opening: number; closing: number }[]).sort((a, b) =>
      a.day.localeCompare(b.day),
    )
    for (const currency of moved.keys()) {
      const days = rows.filter((row) => row.currency === currency)
      if (body.count > 100) break
      expect(days[0]!.opening).toBe(opening.get(currency) ?? 0)
      for (let i = 1; i < days.length; i++) expect(days[i]!.opening).toBe(days[i - 1]!.closing)
    }
  })

  it('asks staff whose account, and invoices the fees each payment was charged', async () => {
    const refused = await results(TENANT, 'account-statement', { from: day(40), to: day(10) })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ merchant: ['Choose the merchant whose account this is.'] })

    const month = day(0).slice(0, 7)
    const previous = new Date(Date.parse(`${month}-01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 7)
    const { body } = await results(TENANT, 'invoices', {
      from: `${previous}-01`,
      to: `${previous}-01`,
      merchant: ['1'],
    })
    const charged = new Map<string, number>()
    for (const { row, children } of book()) {
      const fees = feesOf(row, children, northwind)
      const booked = (row.settled ?? row.updated).slice(0, 7)
      for (const fee of fees) {
        const childOf = fee.type === 'Refund' || fee.type === 'Chargeback'
        if (childOf) continue
        if (booked === previous) charged.set(fee.currency, (charged.get(fee.currency) ?? 0) + fee.amount)
      }
      // A refund's and a chargeback's fee is invoiced in the month it came, as the detail names it.
      for (const child of children.filter((one) => one.created.slice(0, 7) === previous))
        for (const fee of fees.filter((one) => one.type === child.type && one.description.endsWith(child.external_id)))
          charged.set(fee.currency, (charged.get(fee.currency) ?? 0) + fee.amount)
    }
    const invoiced = Object.fromEntries(
      (body.data as { currency: string; total: number; state: string; invoice: string }[]).map((row) => [
        row.currency,
        row.total,
      ]),
    )
    expect(invoiced).toEqual(Object.fromEntries(charged))
    expect(body.data.every((row: { state: string }) => row.state === 'Issued')).toBe(true)
  })
})
