import * as z from 'zod/mini'
import { transactionSchema } from './transactions.schema'

// Payouts wait for staff's approval (spec-decisions: "payout pending approval"). Seed 001 approves a list at once and
// declines a list with one reason; each payout is decided on its own under the status table, so one refused payout
// never stops the others, and a retried batch (same requestId) decides nothing twice.

export const MAX_BATCH = 100

export const payoutApprovalsSchema = z
  .array(z.int().check(z.positive()))
  .check(
    z.minLength(1, 'Choose at least one payout.'),
    z.maxLength(MAX_BATCH, `Decide at most ${MAX_BATCH} payouts at once.`),
  )
export const payoutDeclinationsSchema = z.object({
  transactions: payoutApprovalsSchema,
  /** Seed 001: an empty string when no reason was given. */
  reason: z.string().check(z.trim(), z.maxLength(500)),
})

/** One payout's outcome in a batch: 200 with the payout as it is now, or the refusal's status and words. */
export const batchOutcomeSchema = z.object({
  transactionId: z.number(),
  status: z.number(),
  transaction: z.optional(transactionSchema),
  error: z.optional(z.string()),
})
export const batchResultSchema = z.object({ results: z.array(batchOutcomeSchema) })
export type BatchOutcome = z.infer<typeof batchOutcomeSchema>
export type BatchResult = z.infer<typeof batchResultSchema>
