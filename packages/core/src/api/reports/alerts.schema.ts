import * as z from 'zod/mini'

// Seed 000 section 7's alerts (raised by the backend from the book) and the tenant's thresholds for them
// (crm/settings/alerts/decline-pending-ratio). Their shapes are not shown in the seeds: these are the sandbox's.

/** Percentages from 0 to 100 with at most two decimals (spec-decisions). */
const percentage = z.number().check(
  z.minimum(0),
  z.maximum(100),
  z.refine((value) => Math.round(value * 100) === value * 100),
)

export const alertSettingsSchema = z.object({
  /** Percentages of a day's payments. */
  declineRatio: percentage,
  pendingRatio: percentage,
  /** The least payments a day needs before its ratios raise an alert. */
  minPayments: z.int().check(z.minimum(1), z.maximum(100_000)),
})
export type AlertSettings = z.infer<typeof alertSettingsSchema>
