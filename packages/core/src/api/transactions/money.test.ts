import { describe, expect, it } from 'vitest'
import {
  addToTotals,
  approvalOf,
  approvalRate,
  balanceOf,
  emptyTotals,
  isBooked,
  movementOfType,
  netOf,
  shownAmount,
  statusOfBalance,
  type MoneyRow,
  paymentKinds,
} from './money'
import { transactionStatuses, transactionTypes } from './transactions.schema'

const sale = (amount: number, status: MoneyRow['status'] = 'Captured'): MoneyRow => ({ type: 'Sale', status, amount })
const refund = (amount: number): MoneyRow => ({ type: 'Refund', status: 'Refunded', amount })
const reversal = (amount: number): MoneyRow => ({ type: 'Reversal', status: 'Refunded', amount })
const chargeback = (amount: number, status: MoneyRow['status'] = 'ChargedBack'): MoneyRow => ({
  type: 'Chargeback',
  status,
  amount,
})

describe('the money model', () => {
  it('gives every transaction type a movement', () => {
    for (const type of transactionTypes) expect(movementOfType[type]).toBeDefined()
  })

  it.each([
    // type, status, booked, shown, net
    ['Sale', 'Captured', true, 9625, 9625],
    ['Sale', 'PartiallyRefunded', true, 9625, 9625],
    ['Sale', 'Refunded', true, 9625, 9625],
    ['Sale', 'ChargedBack', true, 9625, 9625],
    ['Sale', 'Declined', false, 9625, 0],
    ['Sale', 'Failed', false, 9625, 0],
    ['Sale', 'Pending', false, 9625, 0],
    ['Authorisation', 'Reserved', false, 9625, 0],
    ['Authorisation', 'Voided', false, 9625, 0],
    ['Authorisation', 'Captured', true, 9625, 9625],
    ['Refund', 'Refunded', true, -9625, -9625],
    ['Reversal', 'Refunded', true, -9625, -9625],
    ['Chargeback', 'Pending', true, -9625, -9625],
    ['Chargeback', 'ChargedBack', true, -9625, -9625],
    ['ChargebackReversal', 'Captured', true, 9625, 9625],
    ['Payout', 'Captured', true, -9625, -9625],
    ['Payout', 'WaitingForApproval', false, -9625, 0],
    ['Payout', 'Declined', false, -9625, 0],
  ] as const)('a %s that is %s: booked %s, shown %d, moves the account by %d', (type, status, booked, shown, net) => {
    const row = { type, status, amount: 9625 }
    expect(isBooked(row)).toBe(booked)
    expect(shownAmount(row)).toBe(shown)
    expect(netOf(row)).toBe(net)
  })

  it.each([
    ['nothing back', sale(59373), [], { captured: 59373, refunded: 0, chargedBack: 0, refundable: 59373 }, 'Captured'],
    [
      'a part refunded',
      sale(59373),
      [refund(10000)],
      { captured: 59373, refunded: 10000, chargedBack: 0, refundable: 49373 },
      'PartiallyRefunded',
    ],
    [
      'refunded in two parts',
      sale(9625),
      [refund(3000), refund(6625)],
      { captured: 9625, refunded: 9625, chargedBack: 0, refundable: 0 },
      'Refunded',
    ],
    [
      'reversed',
      sale(9625),
      [reversal(9625)],
      { captured: 9625, refunded: 9625, chargedBack: 0, refundable: 0 },
      'Refunded',
    ],
    [
      'charged back',
      sale(59373),
      [chargeback(59373)],
      { captured: 59373, refunded: 0, chargedBack: 59373, refundable: 0 },
      'ChargedBack',
    ],
    [
      'an open dispute holds the money, not yet lost',
      sale(59373),
      [chargeback(59373, 'Pending')],
      { captured: 59373, refunded: 0, inDispute: 59373, chargedBack: 0, refundable: 0 },
      'Captured',
    ],
    [
      'a dispute won: the chargeback and its reversal',
      sale(59373),
      [chargeback(59373), { type: 'ChargebackReversal', status: 'Captured', amount: 59373 }],
      { captured: 59373, refunded: 0, chargedBack: 0, refundable: 59373 },
      'Captured',
    ],
    [
      'a part refunded and the rest held by an open dispute',
      sale(10000),
      [refund(4000), chargeback(6000, 'Pending')],
      { captured: 10000, refunded: 4000, inDispute: 6000, chargedBack: 0, refundable: 0 },
      'PartiallyRefunded',
    ],
    [
      'refunded in part, then the rest disputed',
      sale(10000),
      [refund(4000), chargeback(6000)],
      { captured: 10000, refunded: 4000, chargedBack: 6000, refundable: 0 },
      'ChargedBack',
    ],
    [
      'a declined sale captured nothing',
      sale(10000, 'Declined'),
      [],
      { captured: 0, refunded: 0, chargedBack: 0, refundable: 0 },
      'Declined',
    ],
    [
      'an authorisation not yet captured',
      { type: 'Authorisation', status: 'Reserved', amount: 5000 } as MoneyRow,
      [],
      { captured: 0, refunded: 0, chargedBack: 0, refundable: 0 },
      'Reserved',
    ],
    [
      'more went back than came in (a book from elsewhere) leaves nothing, never less',
      sale(1000),
      [refund(1000), chargeback(1000)],
      { captured: 1000, refunded: 1000, chargedBack: 1000, refundable: 0 },
      'ChargedBack',
    ],
  ] as const)('the balance of a payment with %s', (_, payment, children, expected, status) => {
    const balance = balanceOf(payment, children)
    expect(balance).toEqual({ inDispute: 0, ...expected, disputable: expected.refundable })
    expect(statusOfBalance(payment.status, balance)).toBe(status)
  })

  it('counts a payout, a refund or a chargeback of a payment only on that payment', () => {
    const balance = balanceOf(sale(5000), [{ type: 'Payout', status: 'Captured', amount: 5000 }])
    expect(balance.refundable).toBe(5000)
  })

  it("totals a currency: gross in, each way out, and the payments' net (payouts apart)", () => {
    const rows: MoneyRow[] = [
      sale(9625, 'Refunded'),
      refund(3000),
      refund(6625),
      sale(5000),
      sale(7000, 'Declined'),
      chargeback(2000, 'Pending'),
      sale(3000, 'ChargedBack'),
      chargeback(3000),
      sale(500),
      chargeback(500),
      { type: 'ChargebackReversal', status: 'Captured', amount: 500 },
      { type: 'Payout', status: 'Captured', amount: 1000 },
      { type: 'Payout', status: 'WaitingForApproval', amount: 99999 },
    ]
    expect(rows.reduce(addToTotals, emptyTotals())).toEqual({
      gross: 18125,
      refunded: 9625,
      inDispute: 2000,
      chargedBack: 3000,
      paidOut: 1000,
      net: 18125 - 9625 - 2000 - 3000,
    })
  })

  it('a fully refunded sale searched alone nets to nothing', () => {
    expect([sale(9625, 'Refunded'), refund(9625)].reduce(addToTotals, emptyTotals()).net).toBe(0)
  })

  it.each([
    ['Reserved', 'approved'],
    ['Captured', 'approved'],
    ['PartiallyRefunded', 'approved'],
    ['Refunded', 'approved'],
    ['ChargedBack', 'approved'],
    ['Declined', 'declined'],
    ['Failed', 'declined'],
    ['Pending', null],
    ['WaitingForApproval', null],
    ['Voided', null],
  ] as const)('a payment that is %s counts as %s in the approval rate', (status, outcome) => {
    expect(approvalOf(status)).toBe(outcome)
  })

  it('rates approvals to one decimal, and nothing while nothing is decided', () => {
    expect(approvalRate(901, 99)).toBe(90.1)
    expect(approvalRate(2, 1)).toBe(66.7)
    expect(approvalRate(0, 0)).toBeNull()
  })

  it('knows every status', () => {
    for (const status of transactionStatuses) expect(() => isBooked({ type: 'Sale', status })).not.toThrow()
  })
  it('calls a sale and an authorisation payments, and nothing else', () => {
    expect(paymentKinds).toEqual(['Sale', 'Authorisation'])
  })
})
