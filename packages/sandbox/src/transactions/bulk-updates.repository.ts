import type { BulkUpdate, BulkUpdateRow, BulkUpdateStatus } from '@paydeck/core/transaction-actions'
import type { SandboxDatabase } from '../db/database'
import { tenantRowsPage } from '../db/tenant-page'
import type { Page } from '../domain/page'

// Bulk updates as stored: each file's update (a draft until applied), and every row's verdict and outcome. A row's
// message is kept as a template of the sandbox's words and its values, worded in the reader's language.

interface UpdateRow {
  id: number
  status: BulkUpdateStatus
  tenant_id: number
  mode: string
  file_name: string
  requested_by: string
  created: string
  rows_ready: number
  rows_done: number
  rows_refused: number
}

/** A row as kept: its message a template and the values that fill it. */
export interface StoredBulkRow extends Omit<BulkUpdateRow, 'message'> {
  message: string
  params?: Record<string, string | number>
  /** The reason the file's row gave (a decline needs one), kept for when the draft is applied. */
  reason: string
}

const toUpdate = (row: UpdateRow): BulkUpdate => ({
  id: row.id,
  status: row.status,
  tenantId: row.tenant_id,
  mode: row.mode,
  fileName: row.file_name,
  requestedBy: row.requested_by,
  created: row.created,
  rowsReady: row.rows_ready,
  rowsDone: row.rows_done,
  rowsRefused: row.rows_refused,
})

export function bulkUpdatesRepository(db: SandboxDatabase) {
  const insertUpdate = db.prepare(
    `INSERT INTO bulk_updates (tenant_id, status, mode, file_name, requested_by, created, rows_ready, rows_done,
       rows_refused)
     VALUES (?, 'Draft', ?, ?, ?, ?, 0, 0, 0)`,
  )
  const insertRow = db.prepare(
    `INSERT INTO bulk_update_rows (bulk_update_id, row_number, transaction_id, target_status, outcome, message,
       message_params, reason)
     VALUES (@updateId, @rowNumber, @transactionId, @targetStatus, @outcome, @message, @params, @reason)`,
  )
  const setRow = db.prepare(
    `UPDATE bulk_update_rows SET outcome = @outcome, message = @message, message_params = @params
     WHERE bulk_update_id = @updateId AND row_number = @rowNumber`,
  )
  const count = db.prepare(
    `UPDATE bulk_updates SET status = @status,
       rows_ready = (SELECT COUNT(*) FROM bulk_update_rows WHERE bulk_update_id = @id AND outcome = 'Ready'),
       rows_done = (SELECT COUNT(*) FROM bulk_update_rows WHERE bulk_update_id = @id AND outcome = 'Done'),
       rows_refused = (SELECT COUNT(*) FROM bulk_update_rows WHERE bulk_update_id = @id AND outcome = 'Refused')
     WHERE id = @id`,
  )
  const updateById = db.prepare('SELECT * FROM bulk_updates WHERE id = ? AND tenant_id = ?')
  const rowsOf = db.prepare(
    `SELECT row_number AS rowNumber, transaction_id AS transactionId, target_status AS targetStatus, outcome, message,
       message_params AS params, reason
     FROM bulk_update_rows WHERE bulk_update_id = ? ORDER BY row_number`,
  )
  const find = (id: number, tenantId: number) => {
    const row = updateById.get(id, tenantId) as UpdateRow | undefined
    return row && toUpdate(row)
  }
  const stored = (row: StoredBulkRow) => ({ ...row, params: row.params ? JSON.stringify(row.params) : null })
  return {
    find,
    /** A new draft, its rows' verdicts kept and counted. */
    record(update: { tenantId: number; mode: string; fileName: string; requestedBy: string }, rows: StoredBulkRow[]) {
      const updateId = Number(
        insertUpdate.run(update.tenantId, update.mode, update.fileName, update.requestedBy, new Date().toISOString())
          .lastInsertRowid,
      )
      for (const row of rows) insertRow.run({ updateId, ...stored(row) })
      count.run({ id: updateId, status: 'Draft' })
      return find(updateId, update.tenantId)!
    },
    /** The rows' outcomes once applied (or skipped when discarded), and the update's new status. */
    settle(updateId: number, status: BulkUpdateStatus, rows: readonly StoredBulkRow[]) {
      for (const row of rows) setRow.run({ updateId, ...stored(row) })
      count.run({ id: updateId, status })
    },
    /** A page of the tenant's updates, the newest first, with the count of all. */
    page: (tenantId: number, page: Page) => tenantRowsPage(db, 'bulk_updates', tenantId, page, toUpdate),
    rowsOf: (updateId: number): StoredBulkRow[] =>
      (rowsOf.all(updateId) as (StoredBulkRow & { params: string | null })[]).map((row) => ({
        ...row,
        params: row.params ? (JSON.parse(row.params) as Record<string, string | number>) : undefined,
      })),
  }
}
