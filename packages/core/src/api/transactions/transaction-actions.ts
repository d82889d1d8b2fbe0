import * as z from 'zod/mini'
import type { UserKind } from '../../session/user-kind'
import { movementOfType, type Balance } from './money'
import { transactionEventSchema } from './transaction-activity.schema'
import { transactionSchema, type Transaction } from './transactions.schema'

// What staff may do to a transaction (seed 001 section 7's action calls) and when (spec-decisions' status table):
// one contract for the detail's buttons and the sandbox's checks.

export const transactionActions = [
  'capture',
  'void',
  'refund',
  'reversal',
  'statusChangeRefund',
  'approve',
  'decline',
  'dispute',
  'checkStatus',
] as const
export type TransactionAction = (typeof transactionActions)[number]

/** Each action's path below api/crm/transactions/{id}/, as seed 001 spells it. */
export const actionPaths: Record<TransactionAction, string> = {
  capture: 'captures',
  void: 'voids',
  refund: 'refunds',
  reversal: 'reversals',
  statusChangeRefund: 'status-change-refunds',
  approve: 'approves',
  decline: 'declines',
  dispute: 'dispute',
  checkStatus: 'checkstatus',
}

/** Actions that move money carry an amount (minor units); the rest a reason at most. */
export const amountActions: readonly TransactionAction[] = ['capture', 'refund', 'reversal']

/** The actions that return money: each needs something left to return (the money model's refundable). */
const returning: readonly TransactionAction[] = ['refund', 'reversal', 'dispute', 'statusChangeRefund']

/**
 * Spec-decisions' status table, bounded by the money model: money actions apply to the payments themselves (sales,
 * authorisations, payouts), a refund, reversal or chargeback only has its status checked, and nothing that returns
 * money is offered once the balance (when known) has nothing left to return.
 */
export function allowedActions(
  transaction: Pick<Transaction, 'status' | 'type'>,
  balance?: Pick<Balance, 'refundable'>,
): TransactionAction[] {
  const allowed = byStatus(transaction)
  return balance && balance.refundable <= 0 ? allowed.filter((action) => !returning.includes(action)) : allowed
}

function byStatus(transaction: Pick<Transaction, 'status' | 'type'>): TransactionAction[] {
  const kind = movementOfType[transaction.type]
  if (kind !== 'capture' && kind !== 'payout') return ['checkStatus']
  switch (transaction.status) {
    case 'Reserved':
      return ['capture', 'void', 'checkStatus']
    case 'Pending':
    case 'WaitingForApproval':
      return ['approve', 'decline', 'checkStatus']
    case 'Captured':
      return kind === 'payout'
        ? ['checkStatus']
        : ['refund', 'dispute', 'reversal', 'statusChangeRefund', 'checkStatus']
    case 'PartiallyRefunded':
      return ['refund', 'dispute', 'checkStatus']
    default:
      return ['checkStatus']
  }
}

/** What a transaction's state and balance allow, in words (the sandbox's 409 says it). */
export function allowedInWords(
  transaction: Pick<Transaction, 'id' | 'status' | 'type'>,
  balance?: Pick<Balance, 'refundable'>,
): string {
  const names: Record<TransactionAction, string> = {
    capture: 'capture',
    void: 'void',
    refund: 'refund',
    reversal: 'reversal',
    statusChangeRefund: 'status change to refunded',
    approve: 'approve',
    decline: 'decline',
    dispute: 'dispute',
    checkStatus: 'check status',
  }
  const allowed = allowedActions(transaction, balance).map((action) => names[action])
  const nothingLeft = balance && balance.refundable <= 0 && byStatus(transaction).some((a) => returning.includes(a))
  return `Transaction ${transaction.id} is ${transaction.status}${nothingLeft ? ' with nothing left to return' : ''}: it allows ${allowed.join(', ')} only.`
}

/** Who may do what, by kind (docs/decisions.md): actions are staff's; merchants check their balance. */
export const actionPermissions: Record<Exclude<UserKind, 'merchant'>, Record<TransactionAction, string>> = {
  tenant: {
    capture: 'CRM.Transaction.Actions.Capture',
    void: 'CRM.Transaction.Actions.Void',
    refund: 'CRM.Transaction.Actions.Refund',
    reversal: 'CRM.Transaction.Actions.Reversal',
    statusChangeRefund: 'CRM.Transaction.Actions.StatusChange',
    approve: 'CRM.Transaction.Actions.Approve',
    decline: 'CRM.Transaction.Actions.Decline',
    dispute: 'CRM.Transaction.Actions.Dispute',
    checkStatus: 'CRM.Transaction.View',
  },
  platform: {
    capture: 'Platform.Transaction.Actions.Capture',
    void: 'Platform.Transaction.Actions.Void',
    refund: 'Platform.Transaction.Actions.Refund',
    reversal: 'Platform.Transaction.Actions.Reversal',
    statusChangeRefund: 'Platform.Transaction.Actions.TransactionStatusChange',
    approve: 'Platform.Transaction.Actions.Approve',
    decline: 'Platform.Transaction.Actions.Decline',
    dispute: 'Platform.Transaction.Actions.Dispute',
    checkStatus: 'Platform.Transaction.Lookup',
  },
}

/** Who reads transactions and everything about one, by kind. */
export const transactionViewPermissions: Record<UserKind, string> = {
  merchant: 'Merchant.Transaction.View',
  tenant: 'CRM.Transaction.View',
  platform: 'Platform.Transaction.Lookup',
}

/** Any one of an action's permissions, by staff kind (a status change, whose target status decides which). */
export const anyActionPermission = (...actions: TransactionAction[]) => ({
  tenant: actions.map((action) => actionPermissions.tenant[action]).join(','),
  platform: actions.map((action) => actionPermissions.platform[action]).join(','),
})

/** The other tools on transactions, by kind: correcting BIN data, sending a webhook again, bank orders, bulk updates. */
export const transactionToolPermissions = {
  tenant: {
    binData: 'CRM.Transaction.Actions.BinData',
    resendWebhook: 'CRM.Transaction.Actions.ResendWebhook',
    resetRestriction: 'CRM.Transaction.Actions.ResetRestriction',
    bankOrders: 'CRM.Transaction.BankOrders',
  },
  platform: {
    binData: 'Platform.Transaction.Actions.BinData',
    resendWebhook: 'Platform.Transaction.Actions.ResendWebhook',
    resetRestriction: 'Platform.Transaction.Actions.ResetRestriction',
    bulkUpdate: 'Platform.Transaction.Actions.TransactionStatusChange',
  },
} as const

const reason = z.optional(z.string().check(z.trim(), z.maxLength(500)))
/** Refund, capture and reversal: an amount in the currency's minor units, and an optional reason. */
export const amountActionSchema = z.object({ amount: z.int().check(z.positive()), reason })
/** Void, approve, dispute, check status and the status change: an optional reason. */
export const reasonActionSchema = z.object({ reason })
/** Decline: the reason is required. */
export const declineActionSchema = z.object({
  declineReason: z.string().check(z.trim(), z.minLength(1, 'Give a reason for the decline.'), z.maxLength(500)),
})

export const actionBodySchemas: Record<TransactionAction, z.ZodMiniType> = {
  capture: amountActionSchema,
  refund: amountActionSchema,
  reversal: amountActionSchema,
  decline: declineActionSchema,
  void: reasonActionSchema,
  approve: reasonActionSchema,
  dispute: reasonActionSchema,
  checkStatus: reasonActionSchema,
  statusChangeRefund: reasonActionSchema,
}
export type ActionBody = { amount?: number; reason?: string; declineReason?: string }

export const actionResultSchema = z.object({
  transaction: transactionSchema,
  /** The transaction the action made, where money moved (a refund, a chargeback). */
  child: z.nullable(transactionSchema),
  event: transactionEventSchema,
})
export type ActionResult = z.infer<typeof actionResultSchema>

export interface ActionRequest {
  /** Made once per action the user starts (crypto.randomUUID()), sent again on every retry of it. */
  requestId: string
  websiteId?: string
  /** Platform staff act for a tenant. */
  tenantId?: number
}

/**
 * PUT …/{id}/StatusChange (seed 001): the status change by actionType, the way a back office settles a payment
 * the bank decided outside the flow. Each actionType is the action of the same name, under the same rules.
 */
export const statusChangeActions = { Approve: 'approve', Decline: 'decline', Refund: 'statusChangeRefund' } as const
export const statusChangeSchema = z.object({
  actionType: z.enum(['Approve', 'Decline', 'Refund']),
  declineReason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
})
export type StatusChange = z.infer<typeof statusChangeSchema>

/** The card's BIN data as the issuer's tables say (PUT bin-data/{id}): staff correct a wrong brand or country. */
export const binDataSchema = z.object({
  cardBin: z.string().check(z.regex(/^\d{6,8}$/, 'A BIN has 6 to 8 digits.')),
  cardBrand: z.enum(['Visa', 'Mastercard', 'Amex']),
  cardCountry: z.string().check(z.regex(/^[A-Z]{2}$/, 'Choose the issuing country.')),
})
export type BinData = z.infer<typeof binDataSchema>
