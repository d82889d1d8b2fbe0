import * as z from 'zod/mini'
import { pageSchema } from '../../contract/page'

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

/** What the user chose when applying a draft: to make only its ready rows when some were refused. */
export const applyBulkUpdateSchema = z.object({ applyValidRows: z.optional(z.boolean()) })
