import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { uploadForm, type UploadOptions } from '../files/upload-file'
import { bulkUpdateCalls as calls } from './bulk-updates.calls'
import type { BulkUpdateResult } from './bulk-updates.schema'

// Platform bulk updates (Platform.Transaction.Actions.TransactionStatusChange): a CSV of transaction ids and the
// statuses they should reach. A file that changes money is checked before it counts: the upload is a draft that
// changes nothing, each row said ready (what it will do) or refused (why, in words); applying it (with the one-time
// code where the role marks it) makes its ready rows one by one under the status table, each by the action that
// reaches its status; the history keeps every row's outcome.

export * from './bulk-updates.schema'

const tenantHeader = (tenantId: number) => ({ tenantId: String(tenantId) })

/**
 * Uploads a bulk update as a draft that changes nothing, answered with every row's verdict; a retry with the same
 * requestId is answered with the first answer.
 */
export function requestBulkUpdate(
  http: HttpClient,
  { csvFile, tenantId }: { csvFile: File; tenantId: number },
  options: UploadOptions & { requestId: string },
): Promise<BulkUpdateResult> {
  const form = new FormData()
  form.append('csvFile', csvFile)
  return uploadForm(http, calls.requestBulkUpdate, form, { ...options, query: { tenantId } })
}

export const fetchBulkUpdates = (
  http: HttpClient,
  { tenantId, pageIndex, pageSize }: { tenantId: number; pageIndex: number; pageSize: number },
  signal?: AbortSignal,
) =>
  callRoute(http, calls.fetchBulkUpdates, { query: { pageIndex, pageSize }, signal, headers: tenantHeader(tenantId) })

export const fetchBulkUpdateRows = (http: HttpClient, id: number, tenantId: number, signal?: AbortSignal) =>
  callRoute(http, calls.fetchBulkUpdateRows, { params: { id }, signal, headers: tenantHeader(tenantId) })

/** Makes a draft's ready rows (only when some were refused and `applyValidRows` says so), once per requestId. */
export const applyBulkUpdate = (
  http: HttpClient,
  { id, tenantId, applyValidRows }: { id: number; tenantId: number; applyValidRows: boolean },
  requestId: string,
) =>
  callRoute(http, calls.applyBulkUpdate, {
    params: { id },
    body: { applyValidRows },
    headers: { ...tenantHeader(tenantId), requestId },
  })

/** Discards a draft: none of its rows is made. */
export const discardBulkUpdate = (
  http: HttpClient,
  { id, tenantId }: { id: number; tenantId: number },
  requestId: string,
) =>
  callRoute(http, calls.discardBulkUpdate, {
    params: { id },
    body: {},
    headers: { ...tenantHeader(tenantId), requestId },
  })
