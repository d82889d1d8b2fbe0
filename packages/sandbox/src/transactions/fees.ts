import type { AccountingEntry, Fee } from '@paydeck/core/transaction-activity'
import { approvedStatuses, isBooked, movementOfType, netOf, signOf } from '@paydeck/core/transactions'
import { labelOf, transactionTypeLabels } from '@paydeck/core/labels'
import type { TransactionRow } from './lookup'
import { standardChargesOf, type Charge } from '../pricebooks/charges'
import { english, type Say } from '../words/say'
import { ACTIVITY_IDS } from './activity-basics'
import { childMovementTypes } from './money-sql'

// What a transaction cost the merchant, by its tenant's standard price book, and the double entries the money booked.

/** The statuses a payment or payout is charged fees in: approved (reserved, or booked by the money model). */
export const chargedStatuses: readonly string[] = approvedStatuses

/** Fees are charged on payments and payouts; what goes back of a payment is charged on the payment (its children). */
const isCharged = (row: TransactionRow) =>
  ['capture', 'payout'].includes(movementOfType[row.type]) && chargedStatuses.includes(row.status)

/** The fees of a charge as a transaction's detail lists them. */
const feeTypeOf = (chargedOn: string): Fee['type'] =>
  chargedOn === 'payout'
    ? 'Payout'
    : chargedOn === 'refund'
      ? 'Refund'
      : chargedOn === 'chargeback'
        ? 'Chargeback'
        : 'Processing'

/** How a transaction is priced and worded: its tenant's standard price book's currency, and the reader's language. */
export interface Pricing {
  bookCurrency: string
  say?: Say
}

/** What went back of a payment and was booked (a refund, reversal or chargeback): what the money model debits. */
const returned = (children: readonly TransactionRow[]) =>
  children.filter((child) => isBooked(child) && signOf(child) < 0)

/** A transaction's fees, each with the refund or chargeback it is for, if it is one's. */
function chargedFees(
  row: TransactionRow,
  children: readonly TransactionRow[],
  { bookCurrency, say = english }: Pricing,
): { fee: Omit<Fee, 'id'>; child?: TransactionRow }[] {
  if (!isCharged(row)) return []
  const charges = standardChargesOf(
    { amount: row.amount, currency: row.currency, paymentMethod: row.payment_method },
    bookCurrency,
  )
  const fee = (charge: Charge, description: string): Omit<Fee, 'id'> => ({
    type: feeTypeOf(charge.chargedOn),
    description,
    amount: charge.fee,
    currency: row.currency,
    rate: charge.feeSymbol === '%' ? charge.value : null,
  })
  const onRow = row.type === 'Payout' ? ['payout'] : ['payment', 'conversion']
  return [
    ...charges
      .filter((charge) => onRow.includes(charge.chargedOn))
      .map((charge) => ({ fee: fee(charge, say(charge.feeTypeName)) })),
    ...returned(children).flatMap((child) =>
      charges
        .filter((charge) => charge.chargedOn === child.type.toLowerCase())
        .map((charge) => ({
          fee: fee(
            charge,
            say('{fee} for {reference}', { fee: say(charge.feeTypeName), reference: child.external_id }),
          ),
          child,
        })),
    ),
  ]
}

/**
 * What the transaction cost the merchant, by the standard price book of its tenant's currency (pricebooks/charges.ts):
 * nothing when declined; a payment's fees on the payment (and a conversion), a payout's payout fee, and the fee of
 * each refund and chargeback of the payment once booked.
 */
export function feesOf(row: TransactionRow, children: readonly TransactionRow[], pricing: Pricing): Fee[] {
  return chargedFees(row, children, pricing).map(({ fee }, index) => ({ ...fee, id: row.id * ACTIVITY_IDS + index }))
}

/**
 * The double entries the money booked, by the money model: a captured payment's scheme owes us and we owe the
 * merchant less our fees; a payout is paid from what we owe the merchant, with its fee; an authorisation only
 * reserved has its fees charged; what went back of a payment is debited from the merchant on its own day.
 */
export function accountingOf(
  row: TransactionRow,
  children: readonly TransactionRow[],
  pricing: Pricing,
): AccountingEntry[] {
  const { say = english } = pricing
  const fees = chargedFees(row, children, pricing)
  if (fees.length === 0) return []
  const feeTotal = fees.filter(({ child }) => !child).reduce((sum, { fee }) => sum + fee.amount, 0)
  const booked = row.settled ?? row.updated
  const reference = { reference: row.external_id }
  const moved = netOf(row)
  const payable = moved - feeTotal
  const entry = (account: string, side: AccountingEntry['side'], amount: number, description: string, at = booked) => ({
    account,
    side,
    amount,
    currency: row.currency,
    description,
    booked: at,
  })
  const entries: Omit<AccountingEntry, 'id'>[] = [
    ...(moved > 0 ? [entry(say('Scheme receivable'), 'Debit', moved, say('{reference} captured', reference))] : []),
    ...(moved < 0 ? [entry(say('Payouts payable'), 'Credit', -moved, say('{reference} paid out', reference))] : []),
    entry(
      say('Merchant payable'),
      payable >= 0 ? 'Credit' : 'Debit',
      Math.abs(payable),
      say('{reference} less fees', reference),
    ),
    entry(say('Fee income'), 'Credit', feeTotal, say('Fees of {reference}', reference)),
  ]
  // What went back of the payment (refunds, reversals, chargebacks) is debited from the merchant by the money model,
  // and its fee with it; what a won dispute gave back is credited.
  for (const child of children.filter((one) => isBooked(one) && childMovementTypes.includes(one.type))) {
    const description = `${labelOf(transactionTypeLabels, child.type, say.language)} ${child.external_id}`
    const back = signOf(child) < 0
    entries.push(
      entry(say('Merchant payable'), back ? 'Debit' : 'Credit', child.amount, description, child.created),
      entry(say('Scheme payable'), back ? 'Credit' : 'Debit', child.amount, description, child.created),
    )
    for (const { fee } of fees.filter((one) => one.child === child))
      entries.push(
        entry(say('Merchant payable'), 'Debit', fee.amount, fee.description, child.created),
        entry(say('Fee income'), 'Credit', fee.amount, fee.description, child.created),
      )
  }
  return entries.map((entry, index) => ({ ...entry, id: row.id * ACTIVITY_IDS + index }))
}
