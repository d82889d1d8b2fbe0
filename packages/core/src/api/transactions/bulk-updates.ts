import * as z from 'zod/mini'
import { pageSchema } from '../../contract/page'
import type { HttpClient } from '../../http/http-client'
import { uploadForm, type UploadOptions } from '../files/upload-file'

// Platform bulk updates (Platform.Transaction.Actions.TransactionStatusChange): a CSV of transaction ids and the
// statuses they should reach becomes a request whose rows are applied one by one under the status table, each row
// by the action that reaches its status; the history keeps every row's outcome.

export const bulkUpdateColumns = ['transactionId', 'status', 'reason'] as const
/** The statuses a row may ask for, and the action that reaches each. */
export const bulkTargetActions = {
  Captured: 'approve',
  Declined: 'decline',
  Voided: 'void',
  Refunded: 'statusChangeRefund',
} as const
export type BulkTargetStatus = keyof typeof bulkTargetActions

export const bulkUpdateSchema = z.object({
  id: z.number(),
  tenantId: z.number(),
  mode: z.string(),
  fileName: z.string(),
  requestedBy: z.string(),
  created: z.string(),
  rowsDone: z.number(),
  rowsRefused: z.number(),
})
export type BulkUpdate = z.infer<typeof bulkUpdateSchema>
export const bulkUpdatePageSchema = pageSchema(bulkUpdateSchema)

export const bulkUpdateRowSchema = z.object({
  rowNumber: z.number(),
  transactionId: z.nullable(z.number()),
  targetStatus: z.string(),
  outcome: z.enum(['Done', 'Refused']),
  message: z.string(),
})
export type BulkUpdateRow = z.infer<typeof bulkUpdateRowSchema>
export const bulkUpdateResultSchema = z.object({ bulkUpdate: bulkUpdateSchema, rows: z.array(bulkUpdateRowSchema) })
export type BulkUpdateResult = z.infer<typeof bulkUpdateResultSchema>

const tenantHeader = (tenantId: number) => ({ tenantId: String(tenantId) })

/** Requests a bulk update; a retry with the same requestId is answered with the first answer, changing nothing. */
export function requestBulkUpdate(
  http: HttpClient,
  { csvFile, tenantId }: { csvFile: File; tenantId: number },
  options: UploadOptions & { requestId: string },
): Promise<BulkUpdateResult> {
  const form = new FormData()
  form.append('csvFile', csvFile)
  return uploadForm(
    http,
    bulkUpdateResultSchema,
    `api/crm/transactions/bulk-updates?tenantId=${tenantId}`,
    form,
    options,
  )
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
