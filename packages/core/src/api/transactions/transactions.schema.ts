import * as z from 'zod/mini'
import { pageSchema } from '../../contract/page'

// A card or alternative-payment transaction as the transaction area of seed 001 reads it (the seeds leave its
// fields open: docs/decisions.md, "The transaction model"). Amounts are in the currency's minor units.

/**
 * The statuses of spec-decisions' action table; a refund that leaves a remainder is PartiallyRefunded, a payment a
 * chargeback took the rest of is ChargedBack (the money model, money.ts, decides which from the balance). A booked
 * refund or reversal is Refunded, a booked chargeback ChargedBack, an open one Pending.
 */
export const transactionStatuses = [
  'Reserved',
  'Pending',
  'WaitingForApproval',
  'Captured',
  'PartiallyRefunded',
  'Refunded',
  'ChargedBack',
  'Declined',
  'Failed',
  'Voided',
] as const
export type TransactionStatus = (typeof transactionStatuses)[number]

/**
 * Sale: authorised and captured at once. Authorisation: money reserved, captured later. Refund, Reversal (all that
 * remains, returned at once) and Chargeback (a dispute) hang off the payment they return money from, and
 * ChargebackReversal (a dispute won) off the payment it gives back to; Payout sends money to a beneficiary. money.ts
 * says how each moves money.
 */
export const transactionTypes = [
  'Sale',
  'Authorisation',
  'Refund',
  'Reversal',
  'Chargeback',
  'ChargebackReversal',
  'Payout',
] as const
export type TransactionType = (typeof transactionTypes)[number]

/** The 3-D Secure outcome of a card payment (EMV 3DS's transaction statuses, named). */
export const threeDSecureResults = [
  'Authenticated',
  'Attempted',
  'Challenged',
  'Failed',
  'NotEnrolled',
  'NotApplicable',
] as const

export type ThreeDSecureResult = (typeof threeDSecureResults)[number]

export const cardBrands = ['Visa', 'Mastercard', 'Amex'] as const

export const transactionSchema = z.object({
  id: z.number(),
  /** The merchant's own reference for the order. */
  externalId: z.string(),
  mode: z.enum(['Test', 'Live']),
  tenantId: z.number(),
  merchantId: z.number(),
  merchantName: z.string(),
  /** The merchant's own zone (IANA), which a screen can show times in for a support call; optional for older servers. */
  merchantTimeZone: z.optional(z.string()),
  website: z.string(),
  type: z.enum(transactionTypes),
  status: z.enum(transactionStatuses),
  /** Minor units, never negative: whether it came in or went out is its type's (money.ts `shownAmount`). */
  amount: z.number(),
  currency: z.string(),
  /** What refunds and reversals have returned of it so far (the money model's `refunded`; 0 on a movement). */
  refundedAmount: z.number(),
  paymentMethod: z.string(),
  /** Cards only: the first six digits, the last four, the brand and the issuer's country. Never the number. */
  card: z.nullable(
    z.object({ brand: z.enum(cardBrands), bin: z.string(), last4: z.string(), issuingCountry: z.string() }),
  ),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    ip: z.string(),
    country: z.string(),
  }),
  serviceProvider: z.string(),
  mid: z.string(),
  /** The processor's answer: 00 approved, anything else a decline (ISO 8583 response codes). */
  responseCode: z.string(),
  declineReason: z.nullable(z.string()),
  threeDSecure: z.enum(threeDSecureResults),
  /** 0 (no risk) to 100. */
  riskScore: z.number(),
  /** The payment a refund, reversal or chargeback belongs to. */
  parentId: z.nullable(z.number()),
  created: z.string(),
  updated: z.string(),
  settled: z.nullable(z.string()),
})
export type Transaction = z.infer<typeof transactionSchema>

/**
 * A page of a lookup. `count` is exact up to countLimit; beyond it `countIsLowerBound` is true (the list says
 * "10,000+"), so a page never waits for a million rows to be counted.
 */
export const transactionPageSchema = z.extend(pageSchema(transactionSchema), {
  countIsLowerBound: z.optional(z.boolean()),
  /** The keys of the next and the previous page (send one back as `key` with that page's index), null at the ends. */
  nextKey: z.optional(z.nullable(z.string())),
  previousKey: z.optional(z.nullable(z.string())),
})
export type TransactionPage = z.infer<typeof transactionPageSchema>

/** Per currency: the rows matched and the money model's totals of them (money.ts, MoneyTotals), in minor units. */
export const totalsSchema = z.object({
  count: z.number(),
  volumes: z.array(
    z.object({
      currency: z.string(),
      count: z.number(),
      gross: z.number(),
      refunded: z.number(),
      inDispute: z.number(),
      chargedBack: z.number(),
      paidOut: z.number(),
      net: z.number(),
    }),
  ),
})
export type TransactionTotals = z.infer<typeof totalsSchema>
