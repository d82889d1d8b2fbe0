import * as z from 'zod/mini'
import { pageSchema } from '../../contract/page'
import type { HttpClient } from '../../http/http-client'
import { uploadForm, type UploadOptions } from '../files/upload-file'

// Platform bulk updates (Platform.Transaction.Actions.TransactionStatusChange): a CSV of transaction ids and the
// statuses they should reach. A file that changes money is checked before it counts: the upload is a draft that
// changes nothing, each row said ready (what it will do) or refused (why, in words); applying it (with the one-time
// code where the role marks it) makes its ready rows one by one under the status table, each by the action that
// reaches its status; the history keeps every row's outcome.

export const bulkUpdateColumns = ['transactionId', 'status', 'reason'] as const
/** The statuses a row may ask for, and the action that reaches each. */
export const bulkTargetActions = {
  Captured: 'approve',
  Declined: 'decline',
  Voided: 'void',
  Refunded: 'statusChangeRefund',
} as const
export type BulkTargetStatus = keyof typeof bulkTargetActions

/** Where a bulk update stands: a draft that changed nothing, applied, or discarded. */
export const bulkUpdateStatuses = ['Draft', 'Applied', 'Discarded'] as const
export type BulkUpdateStatus = (typeof bulkUpdateStatuses)[number]

export const bulkUpdateSchema = z.object({
  id: z.number(),
  status: z.enum(bulkUpdateStatuses),
  tenantId: z.number(),
  mode: z.string(),
  fileName: z.string(),
  requestedBy: z.string(),
  created: z.string(),
  /** Rows a draft would make. */
  rowsReady: z.number(),
  rowsDone: z.number(),
  rowsRefused: z.number(),
})
export type BulkUpdate = z.infer<typeof bulkUpdateSchema>
export const bulkUpdatePageSchema = pageSchema(bulkUpdateSchema)

export const bulkUpdateRowSchema = z.object({
  rowNumber: z.number(),
  transactionId: z.nullable(z.number()),
  targetStatus: z.string(),
  /** Ready (a draft would make it), Done, Refused, or Skipped (its update was discarded). */
  outcome: z.enum(['Ready', 'Done', 'Refused', 'Skipped']),
  message: z.string(),
})
export type BulkUpdateRow = z.infer<typeof bulkUpdateRowSchema>
export const bulkUpdateResultSchema = z.object({ bulkUpdate: bulkUpdateSchema, rows: z.array(bulkUpdateRowSchema) })
export type BulkUpdateResult = z.infer<typeof bulkUpdateResultSchema>

const tenantHeader = (tenantId: number) => ({ tenantId: String(tenantId) })

/** What the user chose when applying a draft: to make only its ready rows when some were refused. */
export const applyBulkUpdateSchema = z.object({ applyValidRows: z.optional(z.boolean()) })

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
  const call = { method: 'POST', path: 'api/crm/transactions/bulk-updates', answer: bulkUpdateResultSchema } as const
  return uploadForm(http, call, form, { ...options, query: { tenantId } })
}

export function fetchBulkUpdates(
  http: HttpClient,
  { tenantId, pageIndex, pageSize }: { tenantId: number; pageIndex: number; pageSize: number },
  signal?: AbortSignal,
) {
  return http.json(
    bulkUpdatePageSchema,
    `api/crm/transactions/bulk-updates?pageIndex=${pageIndex}&pageSize=${pageSize}`,
    { signal, headers: tenantHeader(tenantId) },
  )
}

export function fetchBulkUpdateRows(http: HttpClient, id: number, tenantId: number, signal?: AbortSignal) {
  return http.json(z.array(bulkUpdateRowSchema), `api/crm/transactions/bulk-updates/${id}/rows`, {
    signal,
    headers: tenantHeader(tenantId),
  })
}

/** Makes a draft's ready rows (only when some were refused and `applyValidRows` says so), once per requestId. */
export function applyBulkUpdate(
  http: HttpClient,
  { id, tenantId, applyValidRows }: { id: number; tenantId: number; applyValidRows: boolean },
  requestId: string,
) {
  return http.json(bulkUpdateResultSchema, `api/crm/transactions/bulk-updates/${id}/apply`, {
    method: 'POST',
    json: { applyValidRows },
    headers: { ...tenantHeader(tenantId), requestId },
  })
}

/** Discards a draft: none of its rows is made. */
export function discardBulkUpdate(
  http: HttpClient,
  { id, tenantId }: { id: number; tenantId: number },
  requestId: string,
) {
  return http.json(bulkUpdateResultSchema, `api/crm/transactions/bulk-updates/${id}/discard`, {
    method: 'POST',
    json: {},
    headers: { ...tenantHeader(tenantId), requestId },
  })
}
