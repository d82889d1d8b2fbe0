import { transactionTypes, type TransactionStatus, type TransactionType } from './transactions.schema'

// The one money model (docs/decisions.md, "Money"): how each kind of transaction moves money, seen from the
// merchant's account, and what a payment's balance is given its children. The sandbox books by it, its SQL is made
// from it, and every figure on screen is read through it, so a refund means the same thing everywhere.

/** The kinds of money movement. A fee is charged on movements (the fees of a transaction, the statement). */
export type MovementKind = 'capture' | 'refund' | 'reversal' | 'chargeback' | 'chargebackReversal' | 'payout' | 'fee'

export interface Movement {
  /** +1 credits the merchant's account, -1 debits it. */
  sign: 1 | -1
  /** The statuses under which its money has moved (an open chargeback already withholds the money). */
  booked: readonly TransactionStatus[]
  /** Booked statuses under which the money is held while a dispute runs, not yet lost (an open chargeback). */
  held?: readonly TransactionStatus[]
  /**
   * What it does to the balance of the payment it belongs to (a capture is the payment itself; a won dispute's
   * reversal reinstates what a chargeback took).
   */
  effect: 'captures' | 'refunds' | 'chargesBack' | 'reinstates' | 'none'
}

export const movements: Record<MovementKind, Movement> = {
  capture: { sign: 1, booked: ['Captured', 'PartiallyRefunded', 'Refunded', 'ChargedBack'], effect: 'captures' },
  refund: { sign: -1, booked: ['Refunded'], effect: 'refunds' },
  reversal: { sign: -1, booked: ['Refunded'], effect: 'refunds' },
  chargeback: { sign: -1, booked: ['Pending', 'ChargedBack'], held: ['Pending'], effect: 'chargesBack' },
  chargebackReversal: { sign: 1, booked: ['Captured'], effect: 'reinstates' },
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
  ChargebackReversal: 'chargebackReversal',
  Payout: 'payout',
}

/** What a payment is: a sale or an authorisation a customer made (the rest are what happened to one, or a payout). */
export const paymentKinds: readonly TransactionType[] = transactionTypes.filter(
  (type) => movementOfType[type] === 'capture',
)

/**
 * The status a movement row has once booked (a refund is Refunded; a chargeback is Pending while its dispute runs and
 * ChargedBack once lost; a won dispute's reversal is Captured).
 */
export const bookedStatusOf: Partial<Record<TransactionType, TransactionStatus>> = {
  Refund: 'Refunded',
  Reversal: 'Refunded',
  Chargeback: 'Pending',
  ChargebackReversal: 'Captured',
}

/** The status a chargeback takes once its dispute is decided (won or lost: the debit stays booked; a win credits). */
export const decidedChargebackStatus: TransactionStatus = 'ChargedBack'

/** The least a movement needs: its type, status and amount (minor units, never negative). */
export interface MoneyRow {
  type: TransactionType
  status: TransactionStatus
  amount: number
}

const movementOf = (row: Pick<MoneyRow, 'type'>) => movements[movementOfType[row.type]]

/** Whether a row's money has moved (a declined sale or a pending payout moved nothing). */
export const isBooked = (row: Pick<MoneyRow, 'type' | 'status'>): boolean => movementOf(row).booked.includes(row.status)

/** Whether a booked row's money is held while a dispute runs (an open chargeback), not yet lost. */
export const isHeld = (row: Pick<MoneyRow, 'type' | 'status'>): boolean =>
  movementOf(row).held?.includes(row.status) ?? false

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
  /** Held by chargebacks whose dispute is still open. */
  inDispute: number
  /** Taken back for good by chargebacks lost (less what won disputes reinstated). */
  chargedBack: number
  /** What a refund may still return. */
  refundable: number
  /** What a dispute may still take: the same remainder, since both return the same money. */
  disputable: number
}

/** A payment's balance from the payment and its children: what was captured, what went back and what remains. */
export function balanceOf(payment: MoneyRow, children: readonly MoneyRow[]): Balance {
  const captured = movementOf(payment).effect === 'captures' && isBooked(payment) ? payment.amount : 0
  const sum = (effect: Movement['effect'], held = false) =>
    children
      .filter((child) => movementOf(child).effect === effect && isBooked(child) && isHeld(child) === held)
      .reduce((total, child) => total + child.amount, 0)
  const refunded = sum('refunds')
  const inDispute = sum('chargesBack', true)
  const chargedBack = Math.max(0, sum('chargesBack') - sum('reinstates'))
  const remaining = Math.max(0, captured - refunded - inDispute - chargedBack)
  return { captured, refunded, inDispute, chargedBack, refundable: remaining, disputable: remaining }
}

/**
 * The status a captured payment's balance gives it: Captured while nothing went back for good, Refunded or ChargedBack
 * once all of it did (by what took the last of it), PartiallyRefunded in between. Money held by an open dispute is
 * not gone: the dispute says so. Other statuses stand as they are.
 */
export function statusOfBalance(status: TransactionStatus, balance: Balance): TransactionStatus {
  if (!movements.capture.booked.includes(status) || balance.captured === 0) return status
  const gone = balance.refunded + balance.chargedBack
  if (gone === 0) return 'Captured'
  if (gone < balance.captured) return 'PartiallyRefunded'
  return balance.chargedBack > 0 ? 'ChargedBack' : 'Refunded'
}

/** A currency's movements summed: what payments brought in, each way it went back, and what was paid out. */
export interface MoneyTotals {
  /** Captured payments. */
  gross: number
  /** Refunds and reversals. */
  refunded: number
  /** Held by open disputes. */
  inDispute: number
  /** Lost to disputes, less what won disputes reinstated. */
  chargedBack: number
  /** Payouts: the account's, not the payments', so not part of net. */
  paidOut: number
  /** What the payments brought in: gross less refunds, reversals and chargebacks (held or lost). */
  net: number
}

/** Whether a movement counts in the payments' net (payouts and fees move the account, not a payment). */
export const countsInNet = (row: Pick<MoneyRow, 'type'>): boolean => movementOf(row).effect !== 'none'

export const emptyTotals = (): MoneyTotals => ({
  gross: 0,
  refunded: 0,
  inDispute: 0,
  chargedBack: 0,
  paidOut: 0,
  net: 0,
})

export type TotalField = keyof Omit<MoneyTotals, 'net'>

/**
 * Where a booked movement is counted in the totals, and which way: a won dispute's reversal takes back a chargeback.
 * A chargeback still held counts in inDispute instead (`totalFieldOf`).
 */
export const totalOfKind: Record<MovementKind, { field: TotalField; factor: 1 | -1 } | null> = {
  capture: { field: 'gross', factor: 1 },
  refund: { field: 'refunded', factor: 1 },
  reversal: { field: 'refunded', factor: 1 },
  chargeback: { field: 'chargedBack', factor: 1 },
  chargebackReversal: { field: 'chargedBack', factor: -1 },
  payout: { field: 'paidOut', factor: 1 },
  fee: null,
}

/** The total a booked row counts in, and which way, if any. */
export function totalFieldOf(row: Pick<MoneyRow, 'type' | 'status'>) {
  const total = totalOfKind[movementOfType[row.type]]
  return total && isHeld(row) ? { field: 'inDispute' as const, factor: total.factor } : total
}

/** Adds one row to a currency's totals (amounts stay positive; net is signed). */
export function addToTotals(totals: MoneyTotals, row: MoneyRow): MoneyTotals {
  if (!isBooked(row)) return totals
  const total = totalFieldOf(row)
  const net = countsInNet(row) ? totals.net + netOf(row) : totals.net
  return { ...totals, ...(total && { [total.field]: totals[total.field] + total.factor * row.amount }), net }
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
