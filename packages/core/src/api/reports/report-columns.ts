import * as z from 'zod/mini'
import type { HttpClient } from '../../http/http-client'

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

const PATH = 'reporting/report-v2/columns/user-tenant'

export const fetchReportColumns = (http: HttpClient, reportId: string, signal?: AbortSignal) =>
  http.json(reportColumnsSchema, PATH, { searchParams: { reportId }, signal })

export const saveReportColumns = (http: HttpClient, columns: SaveReportColumns) =>
  http.json(reportColumnsSchema, PATH, { method: 'PUT', json: columns })

/** Back to the report's defaults. */
export const resetReportColumns = (http: HttpClient, reportId: string) =>
  http.json(reportColumnsSchema, PATH, { method: 'DELETE', searchParams: { reportId } })
