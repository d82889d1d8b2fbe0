import * as z from 'zod/mini'
import { pageSchema } from '../../contract/page'
import { transactionSchema } from './transactions.schema'

// What happened to one transaction (seed 001 section 7's reads of one transaction): its events, the API calls
// behind them, the webhooks that told the merchant, the fees it cost, the antifraud alerts it raised, the
// providers it was tried at, the routing decision, the accounting entries it booked and its dispute codes.

/** How a webhook delivery stands. */
export const deliveryStatuses = ['Delivered', 'Retrying', 'Failed'] as const
export type DeliveryStatus = (typeof deliveryStatuses)[number]

/** What a fee of a transaction is for. */
export const feeKinds = ['Processing', 'Scheme', 'Interchange', 'Refund', 'Chargeback', 'Payout'] as const
export type FeeKind = (typeof feeKinds)[number]

/** How serious an antifraud alert is. */
export const alertSeverities = ['info', 'warning', 'failed'] as const
export type AlertSeverity = (typeof alertSeverities)[number]

/** What one provider answered to a cascading attempt. */
export const attemptResults = ['Approved', 'Declined', 'Error'] as const
export type AttemptResult = (typeof attemptResults)[number]

export const transactionEventTypes = [
  'Created',
  'Authorised',
  'Declined',
  'Failed',
  'Captured',
  'Voided',
  'Settled',
  'Refunded',
  'ChargebackOpened',
  'DisputeWon',
  'DisputeLost',
  'PayoutRequested',
  'Pending',
  'Approved',
  'Reversed',
  'StatusChecked',
  'BinDataUpdated',
  'RestrictionReset',
] as const

export const transactionEventSchema = z.object({
  id: z.number(),
  transactionId: z.number(),
  type: z.enum(transactionEventTypes),
  /** The status the transaction had after it. */
  status: z.string(),
  created: z.string(),
  /** Who or what made it happen: the system, a provider, or a user by name. */
  actor: z.string(),
  reason: z.nullable(z.string()),
  amount: z.nullable(z.number()),
})
export type TransactionEvent = z.infer<typeof transactionEventSchema>
export const transactionEventPageSchema = pageSchema(transactionEventSchema)

export const apiLogSchema = z.object({
  id: z.number(),
  transactionId: z.number(),
  created: z.string(),
  method: z.string(),
  endpoint: z.string(),
  statusCode: z.number(),
  durationMs: z.number(),
  /** JSON text with card data and secrets masked by the server. */
  request: z.string(),
  response: z.string(),
})
export type ApiLog = z.infer<typeof apiLogSchema>
export const apiLogPageSchema = pageSchema(apiLogSchema)

export const webhookDeliverySchema = z.object({
  id: z.number(),
  /** The transaction event it told of (resend-webhook sends it again). */
  eventId: z.number(),
  version: z.enum(['v1', 'v2']),
  event: z.string(),
  url: z.string(),
  status: z.enum(deliveryStatuses),
  /** The last answer of the merchant's endpoint; null when it could not be reached. */
  statusCode: z.nullable(z.number()),
  attempts: z.number(),
  created: z.string(),
  lastAttempt: z.string(),
})
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>
export const webhookDeliveryPageSchema = pageSchema(webhookDeliverySchema)

export const feeSchema = z.object({
  id: z.number(),
  type: z.enum(feeKinds),
  description: z.string(),
  /** In minor units of the currency. */
  amount: z.number(),
  currency: z.string(),
  /** A percentage fee's rate (1.4 for 1.4%); null for a fixed fee. */
  rate: z.nullable(z.number()),
})
export type Fee = z.infer<typeof feeSchema>
export const feesSchema = z.array(feeSchema)

export const antifraudAlertSchema = z.object({
  id: z.number(),
  rule: z.string(),
  severity: z.enum(alertSeverities),
  score: z.number(),
  message: z.string(),
  created: z.string(),
})
export type AntifraudAlert = z.infer<typeof antifraudAlertSchema>
export const antifraudAlertsSchema = z.array(antifraudAlertSchema)

export const cascadingAttemptSchema = z.object({
  attempt: z.number(),
  serviceProvider: z.string(),
  mid: z.string(),
  result: z.enum(attemptResults),
  responseCode: z.string(),
  created: z.string(),
  durationMs: z.number(),
})
export type CascadingAttempt = z.infer<typeof cascadingAttemptSchema>
export const cascadingPageSchema = pageSchema(cascadingAttemptSchema)

export const routingLogSchema = z.object({
  id: z.number(),
  rule: z.string(),
  matched: z.boolean(),
  serviceProvider: z.nullable(z.string()),
  reason: z.string(),
  created: z.string(),
})
export type RoutingLog = z.infer<typeof routingLogSchema>
export const routingLogsSchema = z.array(routingLogSchema)

export const accountingEntrySchema = z.object({
  id: z.number(),
  account: z.string(),
  side: z.enum(['Debit', 'Credit']),
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  booked: z.string(),
})
export type AccountingEntry = z.infer<typeof accountingEntrySchema>
export const accountingEntriesSchema = z.array(accountingEntrySchema)

export const disputeCodeSchema = z.object({
  network: z.string(),
  code: z.string(),
  reason: z.string(),
  /** The last day to answer the dispute with evidence. */
  respondBy: z.string(),
})
export type DisputeCode = z.infer<typeof disputeCodeSchema>
export const disputeCodesSchema = z.array(disputeCodeSchema)

/** The transaction and its balance as the money model (money.ts `balanceOf`) gives it from its children. */
export const detailsSchema = z.object({
  transaction: transactionSchema,
  balance: z.object({
    captured: z.number(),
    refunded: z.number(),
    inDispute: z.number(),
    chargedBack: z.number(),
    refundable: z.number(),
    disputable: z.number(),
  }),
})
export type TransactionDetails = z.infer<typeof detailsSchema>
