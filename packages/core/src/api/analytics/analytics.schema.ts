import * as z from 'zod/mini'

// Seed 002's data-analytics tool: the figures its sections show, computed by the sandbox from the book.

/** The periods the analytics window offers, the current one included (days in the reader's zone). */
export const analyticsPeriods = ['last-7-days', 'last-30-days', 'this-month', 'last-month', 'last-90-days'] as const
export type AnalyticsPeriod = (typeof analyticsPeriods)[number]

/** One slice of a section: payments, how many were approved, and the approval rate (null without a decision). */
export const analyticsSliceSchema = z.object({
  label: z.string(),
  payments: z.int(),
  approved: z.int(),
  approvalRate: z.nullable(z.number()),
})
export type AnalyticsSlice = z.infer<typeof analyticsSliceSchema>

const headlineSchema = z.object({
  payments: z.int(),
  approved: z.int(),
  declined: z.int(),
  approvalRate: z.nullable(z.number()),
})

export const analyticsSchema = z.object({
  period: z.enum(analyticsPeriods),
  /** The days the figures cover, and the days before them they are compared with (YYYY-MM-DD, inclusive). */
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  timeZone: z.string(),
  headline: headlineSchema,
  previous: headlineSchema,
  /** Captured money per currency, in its minor units (cents). */
  captured: z.array(z.object({ currency: z.string(), volume: z.number(), payments: z.int() })),
  cardBrands: z.array(analyticsSliceSchema),
  threeDs: z.array(analyticsSliceSchema),
  /** The ten issuing countries with most payments, the rest folded into one slice. */
  countries: z.array(analyticsSliceSchema),
})
export type Analytics = z.infer<typeof analyticsSchema>

export const analyticsRequestSchema = z.object({
  period: z.enum(analyticsPeriods),
  timeZone: z.optional(z.string().check(z.maxLength(64))),
  /** Platform staff name the tenant whose book it is. */
  tenant: z.optional(z.string().check(z.maxLength(12))),
})
export type AnalyticsRequest = z.infer<typeof analyticsRequestSchema>
