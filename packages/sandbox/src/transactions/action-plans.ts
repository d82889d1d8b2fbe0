import {
  allowedActions,
  allowedInWords,
  type ActionBody,
  type TransactionAction,
} from '@paydeck/core/transaction-actions'
import { bookedStatusOf, type Balance, type TransactionStatus, type TransactionType } from '@paydeck/core/transactions'
import { problemBody } from '../domain/problem'
import type { ActionOutcome } from './actions'
import type { TransactionRow } from './lookup'

// Seed 001's actions under spec-decisions' status table and the money model: what an action changes on a
// transaction (its status and amount, the event it leaves, the child it books), or why it may not, from the row and
// its balance alone.

/** A refusal with its words, as an action answers it. */
export const refused = (status: number, message: string): ActionOutcome => ({
  status,
  body: problemBody(status, message),
})

/** The change an action makes, or why it may not (the status table, the balance). */
export function planAction(row: TransactionRow, balance: Balance, action: TransactionAction, body: ActionBody) {
  if (!allowedActions(row, balance).includes(action)) return refused(409, allowedInWords(row, balance))
  const amount = body.amount ?? 0
  const remaining = balance.refundable
  const state = { status: row.status as TransactionStatus, amount: row.amount, declineReason: row.decline_reason }
  const returning = (type: TransactionType, amount: number) => ({ type, amount, status: bookedStatusOf[type]! })
  switch (action) {
    case 'capture':
      if (amount > row.amount) return refused(409, `A capture of ${amount} is more than the ${row.amount} authorised.`)
      // A partial capture releases the rest of the authorisation: what was captured is the transaction's amount.
      return { state: { ...state, status: 'Captured' as const, amount }, event: 'Captured' as const, child: null }
    case 'void':
      return { state: { ...state, status: 'Voided' as const }, event: 'Voided' as const, child: null }
    case 'approve':
      return { state: { ...state, status: 'Captured' as const }, event: 'Approved' as const, child: null }
    case 'decline':
      return {
        state: { ...state, status: 'Declined' as const, declineReason: body.declineReason ?? null },
        event: 'Declined' as const,
        child: null,
      }
    case 'refund':
      if (amount > remaining)
        return refused(
          409,
          `A refund of ${amount} is more than the ${remaining} that remains of transaction ${row.id}.`,
        )
      return { state, event: 'Refunded' as const, child: returning('Refund', amount) }
    case 'reversal':
      if (amount !== remaining)
        return refused(409, `A reversal returns all that remains (${remaining}); refund a part instead.`)
      return { state, event: 'Reversed' as const, child: returning('Reversal', remaining) }
    case 'statusChangeRefund':
      // Marked as refunded outside the flow: the refund of what remains is booked, so the balance says so too.
      return { state, event: 'Refunded' as const, child: returning('Refund', remaining) }
    case 'dispute':
      return { state, event: 'ChargebackOpened' as const, child: returning('Chargeback', balance.disputable) }
    case 'checkStatus':
      return { state, event: 'StatusChecked' as const, child: null }
  }
}
