import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import type { Paydeck } from '../../config/create-paydeck'
import {
  reportColumnsKey,
  type ReportColumn,
  type ReportColumns,
  type SaveReportColumns,
} from './report-columns.schema'
import { reportColumnCalls as calls } from './report-columns.calls'

export * from './report-columns.schema'

export const fetchReportColumns = (http: HttpClient, reportId: string, signal?: AbortSignal) =>
  callRoute(http, calls.fetchReportColumns, { query: { reportId }, signal })

export const saveReportColumns = (http: HttpClient, columns: SaveReportColumns) =>
  callRoute(http, calls.saveReportColumns, { body: columns })

/** Back to the report's defaults. */
export const resetReportColumns = (http: HttpClient, reportId: string) =>
  callRoute(http, calls.resetReportColumns, { query: { reportId } })

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
