import * as z from 'zod/mini'
import { reportRequestSchema } from './report-definitions'

// The bodies of a report's action and export, as the sandbox's gate checks them (no screen parses them).

/** The rows a report's action runs on: 1 to 100 of them, by key. */
export const reportActionSchema = z.object({
  keys: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(100)),
})

/** A report's export: which report, its filters, the columns to write (seed 001: reports-tenant-export-v3). */
export const reportExportSchema = z.object({
  reportId: z.string().check(z.minLength(1), z.maxLength(80)),
  filters: reportRequestSchema.shape.filters,
  columns: z.array(z.string().check(z.maxLength(80))).check(z.minLength(1), z.maxLength(100)),
  timeZone: z.optional(z.string().check(z.maxLength(64))),
})
