import { transactionTypes, type TransactionStatus, type TransactionType } from './transactions.schema'

// The one money model (docs/decisions.md, "Money"): how each kind of transaction moves money, seen from the
// merchant's account, and what a payment's balance is given its children. The sandbox books by it, its SQL is made
// from it, and every figure on screen is read through it, so a refund means the same thing everywhere.

/** The kinds of money movement. A fee is charged on movements (the fees of a transaction, the statement). */
export type MovementKind = 'capture' | 'refund' | 'reversal' | 'chargeback' | 'payout' | 'fee'

export interface Movement {
  /** +1 credits the merchant's account, -1 debits it. */
  sign: 1 | -1
  /** The statuses under which its money has moved (an open chargeback already withholds the money). */
  booked: readonly TransactionStatus[]
  /** What it does to the balance of the payment it belongs to (a capture is the payment itself). */
  effect: 'captures' | 'refunds' | 'chargesBack' | 'none'
}

export const movements: Record<MovementKind, Movement> = {
  capture: { sign: 1, booked: ['Captured', 'PartiallyRefunded', 'Refunded', 'ChargedBack'], effect: 'captures' },
  refund: { sign: -1, booked: ['Refunded'], effect: 'refunds' },
  reversal: { sign: -1, booked: ['Refunded'], effect: 'refunds' },
  chargeback: { sign: -1, booked: ['Pending', 'ChargedBack'], effect: 'chargesBack' },
  payout: { sign: -1, booked: ['Captured'], effect: 'none' },
  fee: { sign: -1, booked: ['Captured'], effect: 'none' },
}

/** The movement each transaction type is. */
export const movementOfType: Record<TransactionType, MovementKind> = {
  Sale: 'capture',
  Authorisation: 'capture',
  Refund: 'refund',
  Reversal: 'reversal',
  Chargeback: 'chargeback',
  Payout: 'payout',
}

/** What a payment is: a sale or an authorisation a customer made (the rest are what happened to one, or a payout). */
export const paymentKinds: readonly TransactionType[] = transactionTypes.filter(
  (type) => movementOfType[type] === 'capture',
)

/** The status a movement row has once booked (a refund is Refunded, a chargeback ChargedBack). */
export const bookedStatusOf: Partial<Record<TransactionType, TransactionStatus>> = {
  Refund: 'Refunded',
  Reversal: 'Refunded',
  Chargeback: 'ChargedBack',
}

/** The least a movement needs: its type, status and amount (minor units, never negative). */
export interface MoneyRow {
  type: TransactionType
  status: TransactionStatus
  amount: number
}

const movementOf = (row: Pick<MoneyRow, 'type'>) => movements[movementOfType[row.type]]

/** Whether a row's money has moved (a declined sale or a pending payout moved nothing). */
export const isBooked = (row: Pick<MoneyRow, 'type' | 'status'>): boolean => movementOf(row).booked.includes(row.status)

/** +1 for money in, -1 for money out: how a row's amount is shown (a refund of 30 reads -30). */
export const signOf = (row: Pick<MoneyRow, 'type'>): 1 | -1 => movementOf(row).sign

/** The row's amount as shown: negative for money that left. */
export const shownAmount = (row: Pick<MoneyRow, 'type' | 'amount'>): number => signOf(row) * row.amount

/** What the row did to the merchant's account: its signed amount once booked, else nothing. */
export const netOf = (row: MoneyRow): number => (isBooked(row) ? shownAmount(row) : 0)

export interface Balance {
  /** What the payment captured (nothing while only authorised, declined or voided). */
  captured: number
  /** Returned by refunds and reversals. */
  refunded: number
  /** Taken back by chargebacks (open or lost). */
  chargedBack: number
  /** What a refund may still return. */
  refundable: number
  /** What a dispute may still take: the same remainder, since both return the same money. */
  disputable: number
}

/** A payment's balance from the payment and its children: what was captured, what went back and what remains. */
export function balanceOf(payment: MoneyRow, children: readonly MoneyRow[]): Balance {
  const captured = movementOf(payment).effect === 'captures' && isBooked(payment) ? payment.amount : 0
  const sum = (effect: Movement['effect']) =>
    children
      .filter((child) => movementOf(child).effect === effect && isBooked(child))
      .reduce((total, child) => total + child.amount, 0)
  const refunded = sum('refunds')
  const chargedBack = sum('chargesBack')
  const remaining = Math.max(0, captured - refunded - chargedBack)
  return { captured, refunded, chargedBack, refundable: remaining, disputable: remaining }
}

/**
 * The status a captured payment's balance gives it: Captured while nothing went back, Refunded or ChargedBack once
 * nothing remains (by what took the last of it), PartiallyRefunded in between. Other statuses stand as they are.
 */
export function statusOfBalance(status: TransactionStatus, balance: Balance): TransactionStatus {
  if (!movements.capture.booked.includes(status) || balance.captured === 0) return status
  if (balance.refunded === 0 && balance.chargedBack === 0) return 'Captured'
  if (balance.refundable > 0) return 'PartiallyRefunded'
  return balance.chargedBack > 0 ? 'ChargedBack' : 'Refunded'
}

/** A currency's movements summed: what payments brought in, each way it went back, and what was paid out. */
export interface MoneyTotals {
  /** Captured payments. */
  gross: number
  /** Refunds and reversals. */
  refunded: number
  chargedBack: number
  /** Payouts: the account's, not the payments', so not part of net. */
  paidOut: number
  /** What the payments brought in: gross less refunds, reversals and chargebacks. */
  net: number
}

/** Whether a movement counts in the payments' net (payouts and fees move the account, not a payment). */
export const countsInNet = (row: Pick<MoneyRow, 'type'>): boolean => movementOf(row).effect !== 'none'

export const emptyTotals = (): MoneyTotals => ({ gross: 0, refunded: 0, chargedBack: 0, paidOut: 0, net: 0 })

/** Where a booked movement is counted in the totals. */
export const totalOfKind: Record<MovementKind, keyof Omit<MoneyTotals, 'net'> | null> = {
  capture: 'gross',
  refund: 'refunded',
  reversal: 'refunded',
  chargeback: 'chargedBack',
  payout: 'paidOut',
  fee: null,
}

/** Adds one row to a currency's totals (amounts stay positive; net is signed). */
export function addToTotals(totals: MoneyTotals, row: MoneyRow): MoneyTotals {
  if (!isBooked(row)) return totals
  const field = totalOfKind[movementOfType[row.type]]
  const net = countsInNet(row) ? totals.net + netOf(row) : totals.net
  return { ...totals, ...(field && { [field]: totals[field] + row.amount }), net }
}

/** A payment the bank approved: reserved, or captured and booked (whatever happened to it since). */
export const approvedStatuses: readonly TransactionStatus[] = ['Reserved', ...movements.capture.booked]
/** A payment refused: declined by the bank, or failed on the way. */
export const declinedStatuses: readonly TransactionStatus[] = ['Declined', 'Failed']

/** How a payment's status counts in an approval rate: approved (reserved or captured), declined, or neither yet. */
export function approvalOf(status: TransactionStatus): 'approved' | 'declined' | null {
  if (approvedStatuses.includes(status)) return 'approved'
  return declinedStatuses.includes(status) ? 'declined' : null
}

/** Approved of all decided, in percent with one decimal; null while nothing is decided. */
export const approvalRate = (approved: number, declined: number): number | null =>
  approved + declined === 0 ? null : Math.round((approved / (approved + declined)) * 1000) / 10
