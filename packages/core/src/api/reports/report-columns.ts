import * as z from 'zod/mini'
import type { Paydeck } from '../../config/create-paydeck'
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

/** The user's columns of a report in the instance's cache: the lookup and every report read this one entry. */
export const reportColumnsKey = (reportId: string) => [...REPORT_COLUMNS_KEY, reportId] as const

/** The prefix of every report's columns in the cache (what an element's refresh() fetches again). */
export const REPORT_COLUMNS_KEY = ['paydeck', 'report-columns'] as const

/** The user's columns of a report as a query, for whatever runs it through the instance's QueryClient. */
export const reportColumnsQuery = (http: HttpClient, reportId: string) => ({
  queryKey: reportColumnsKey(reportId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchReportColumns(http, reportId, signal),
})

/**
 * Saves the user's columns of a report (`null` resets them to the report's defaults) and keeps the server's answer in
 * the instance's cache, so every table showing the report's columns shows the choice at once.
 */
export async function chooseReportColumns(
  { http, queryClient }: Pick<Paydeck, 'http' | 'queryClient'>,
  reportId: string,
  items: ReportColumn[] | null,
): Promise<ReportColumns> {
  const reply = items ? await saveReportColumns(http, { reportId, items }) : await resetReportColumns(http, reportId)
  queryClient.setQueryData(reportColumnsKey(reportId), reply)
  return reply
}
