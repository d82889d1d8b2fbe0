import type { BulkUpdate, BulkUpdateRow } from '@paydeck/core/transaction-actions'
import type { SandboxDatabase } from '../db/database'
import { tenantRowsPage } from '../db/tenant-page'
import type { Page } from '../api/paging'

// Bulk updates as stored: each file's update, and every row's outcome.

interface UpdateRow {
  id: number
  tenant_id: number
  mode: string
  file_name: string
  requested_by: string
  created: string
  rows_done: number
  rows_refused: number
}

const toUpdate = (row: UpdateRow): BulkUpdate => ({
  id: row.id,
  tenantId: row.tenant_id,
  mode: row.mode,
  fileName: row.file_name,
  requestedBy: row.requested_by,
  created: row.created,
  rowsDone: row.rows_done,
  rowsRefused: row.rows_refused,
})

export function bulkUpdatesRepository(db: SandboxDatabase) {
  const insertUpdate = db.prepare(
    `INSERT INTO bulk_updates (tenant_id, mode, file_name, requested_by, created, rows_done, rows_refused)
     VALUES (?, ?, ?, ?, ?, 0, 0)`,
  )
  const insertRow = db.prepare(
    `INSERT INTO bulk_update_rows (bulk_update_id, row_number, transaction_id, target_status, outcome, message)
     VALUES (@updateId, @rowNumber, @transactionId, @targetStatus, @outcome, @message)`,
  )
  const finish = db.prepare('UPDATE bulk_updates SET rows_done = ?, rows_refused = ? WHERE id = ?')
  const updateById = db.prepare('SELECT * FROM bulk_updates WHERE id = ? AND tenant_id = ?')
  const rowsOf = db.prepare(
    `SELECT row_number AS rowNumber, transaction_id AS transactionId, target_status AS targetStatus, outcome, message
     FROM bulk_update_rows WHERE bulk_update_id = ? ORDER BY row_number`,
  )
  const find = (id: number, tenantId: number) => {
    const row = updateById.get(id, tenantId) as UpdateRow | undefined
    return row && toUpdate(row)
  }
  return {
    find,
    /** A new update, its rows' outcomes kept and counted. */
    record(update: { tenantId: number; mode: string; fileName: string; requestedBy: string }, rows: BulkUpdateRow[]) {
      const updateId = Number(
        insertUpdate.run(update.tenantId, update.mode, update.fileName, update.requestedBy, new Date().toISOString())
          .lastInsertRowid,
      )
      for (const row of rows) insertRow.run({ updateId, ...row })
      const done = rows.filter((row) => row.outcome === 'Done').length
      finish.run(done, rows.length - done, updateId)
      return find(updateId, update.tenantId)!
    },
    /** A page of the tenant's updates, the newest first, with the count of all. */
    page: (tenantId: number, page: Page) => tenantRowsPage(db, 'bulk_updates', tenantId, page, toUpdate),
    rowsOf: (updateId: number) => rowsOf.all(updateId) as BulkUpdateRow[],
  }
}
