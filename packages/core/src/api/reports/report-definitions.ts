import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import type { ReportExport, ReportRequest } from './report-definitions.schema'
import { reportCalls as calls } from './report-definitions.calls'

export * from './report-definitions.schema'

export const fetchReportCatalogue = (http: HttpClient, signal?: AbortSignal) =>
  callRoute(http, calls.fetchReportCatalogue, { signal })

export const fetchReportDefinition = (http: HttpClient, reportId: string, signal?: AbortSignal) =>
  callRoute(http, calls.fetchReportDefinition, { params: { reportId }, signal })

export const fetchReportPage = (http: HttpClient, reportId: string, request: ReportRequest, signal?: AbortSignal) =>
  callRoute(http, calls.fetchReportPage, { params: { reportId }, body: request, signal })

/** The report's row action (its definition's rowAction) on the selected rows, by their key values. */
export const runReportAction = (http: HttpClient, reportId: string, keys: readonly number[]) =>
  callRoute(http, calls.runReportAction, { params: { reportId }, body: { keys } })

/** Every filtered row as CSV (seed 001: reports-tenant-export-v3 with reportId, filters, columns). */
export const exportReport = (
  http: HttpClient,
  request: ReportExport,
  { onProgress, signal }: { onProgress?: (receivedBytes: number) => void; signal?: AbortSignal } = {},
) =>
  callRoute(http, calls.exportReport, {
    body: request,
    signal,
    onDownloadProgress: onProgress,
    // A failed export is started again by the user, not behind their back after minutes of streaming.
    retry: 0,
  })
