import * as z from 'zod/mini'

// Seed 001's report columns per user (GET, PUT, DELETE /reporting/report-v2/columns/user-tenant with reportId):
// which columns a user shows, in their order. Every report (and the transaction lookup) reads its columns here.

export const reportColumnSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  visible: z.boolean(),
})
export type ReportColumn = z.infer<typeof reportColumnSchema>

export const reportColumnsSchema = z.object({
  reportId: z.string(),
  /** Whether these are the user's own choice or the report's defaults. */
  custom: z.boolean(),
  items: z.array(reportColumnSchema),
})
export type ReportColumns = z.infer<typeof reportColumnsSchema>

/** What a user saves: every column of the report once, in the order shown. */
export const saveReportColumnsSchema = z.object({
  reportId: z.string().check(z.minLength(1), z.maxLength(80)),
  items: z.array(reportColumnSchema).check(z.minLength(1), z.maxLength(200)),
})
export type SaveReportColumns = z.infer<typeof saveReportColumnsSchema>

/** The user's columns of a report in the instance's cache: the lookup and every report read this one entry. */
export const reportColumnsKey = (reportId: string) => [...REPORT_COLUMNS_KEY, reportId] as const

/** The prefix of every report's columns in the cache (what an element's refresh() fetches again). */
export const REPORT_COLUMNS_KEY = ['paydeck', 'report-columns'] as const
