import { Hono, type Context } from 'hono'
import {
  bulkTargetActions,
  bulkUpdateColumns,
  type BulkTargetStatus,
  type BulkUpdate,
  type BulkUpdateRow,
} from '@paydeck/core/transaction-actions'
import type { SandboxDatabase } from '../db/database'
import { transactionActions } from '../transactions/actions'
import type { TransactionRow } from '../transactions/lookup'
import type { ApiEnv } from './auth.middleware'
import { bind } from './route-table'
import { actingTenant } from './scope'
import { readCsvUpload } from './csv-upload'
import { idempotentRequests, missingRequestId, requestIdOf } from './idempotent-requests'
import { answerWith, notFound } from './problems'
import { pageOf } from './paging'

// Platform bulk updates: a CSV of transaction ids and the statuses they should reach, applied row by row, each by
// the action that reaches its status and under the same status table as one made by hand. The history keeps every
// row's outcome.

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

export function bulkUpdateRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const actions = transactionActions(db)
  const tenantOf = (c: Context<ApiEnv>) => actingTenant(c, 'Name the tenant whose transactions these are.')

  const byId = db.prepare('SELECT * FROM transactions WHERE id = ?')
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
  const once = idempotentRequests(db)
  const rowsOf = db.prepare(
    `SELECT row_number AS rowNumber, transaction_id AS transactionId, target_status AS targetStatus, outcome, message
     FROM bulk_update_rows WHERE bulk_update_id = ? ORDER BY row_number`,
  )

  // One file makes one update: a retried or double-clicked request (the same requestId) gets the first answer.
  bind(app, 'requestBulkUpdate', async (c) => {
    const tenantId = tenantOf(c)
    if (tenantId instanceof Response) return tenantId
    const requestId = requestIdOf(c)
    if (!requestId) return missingRequestId(c)
    const upload = await readCsvUpload(c, bulkUpdateColumns)
    if (upload instanceof Response) return upload
    const caller = c.get('caller')
    const actor = `${caller.user.firstName} ${caller.user.lastName}`
    const mode = caller.systemMode
    const request = {
      requestId,
      userId: caller.user.id,
      call: `POST /api/crm/transactions/bulk-updates (tenant ${tenantId}, ${mode})`,
      fingerprint: upload.fingerprint,
    }
    const { fileName } = upload
    const answer = once(request, () => {
      const updateId = Number(
        insertUpdate.run(tenantId, mode, upload.fileName, actor, new Date().toISOString()).lastInsertRowid,
      )
      // Row by row, each by the action its status names: a refused row never undoes the ones before it.
      const rows = upload.rows.map(({ line, values }) => applyRow(line, values, { tenantId, mode, updateId }))
      for (const row of rows) insertRow.run({ updateId, ...row })
      const done = rows.filter((row) => row.outcome === 'Done').length
      finish.run(done, rows.length - done, updateId)
      return { status: 201, body: { bulkUpdate: toUpdate(updateById.get(updateId, tenantId) as UpdateRow), rows } }
    })
    return answerWith(c, answer.status, answer.body)

    /** One line of the file applied as the action that reaches its status, or why not. */
    function applyRow(
      line: number,
      values: Record<(typeof bulkUpdateColumns)[number], string>,
      update: { tenantId: number; mode: string; updateId: number },
    ): BulkUpdateRow {
      const transactionId = /^\d+$/.test(values.transactionId) ? Number(values.transactionId) : null
      const targetStatus = values.status
      const refuse = (message: string): BulkUpdateRow => ({
        rowNumber: line,
        transactionId,
        targetStatus,
        outcome: 'Refused',
        message,
      })
      if (transactionId === null) return refuse(`${values.transactionId || 'An empty id'} is not a transaction id.`)
      if (!(targetStatus in bulkTargetActions))
        return refuse(
          `${targetStatus || 'An empty status'} is not one of ${Object.keys(bulkTargetActions).join(', ')}.`,
        )
      const row = byId.get(transactionId) as TransactionRow | undefined
      if (!row || row.tenant_id !== update.tenantId || row.mode !== update.mode)
        return refuse(`There is no transaction ${transactionId} of this tenant in ${update.mode}.`)
      const action = bulkTargetActions[targetStatus as BulkTargetStatus]
      if (action === 'decline' && !values.reason) return refuse('Give a reason to decline.')
      const outcome = actions.apply({
        row,
        action,
        body: action === 'decline' ? { declineReason: values.reason } : values.reason ? { reason: values.reason } : {},
        requestId: `${requestId}/${line}`,
        call: { method: 'POST', path: `/api/crm/transactions/bulk-updates (${fileName}, line ${line})` },
        userId: caller.user.id,
        actor,
        answer: (updated) => ({ status: updated.status }),
      })
      if (outcome.status !== 200) return refuse((outcome.body as { detail: string }).detail)
      return {
        rowNumber: line,
        transactionId,
        targetStatus,
        outcome: 'Done',
        message: `${row.status} → ${(outcome.body as { status: string }).status}`,
      }
    }
  })

  bind(app, 'fetchBulkUpdates', (c) => {
    const tenantId = tenantOf(c)
    if (tenantId instanceof Response) return tenantId
    const { pageIndex, pageSize } = pageOf(c)
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM bulk_updates WHERE tenant_id = ?').get(tenantId) as {
      n: number
    }
    const rows = db
      .prepare('SELECT * FROM bulk_updates WHERE tenant_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
      .all(tenantId, pageSize, pageIndex * pageSize) as UpdateRow[]
    return c.json({ count: n, data: rows.map(toUpdate) })
  })

  bind(app, 'fetchBulkUpdateRows', (c) => {
    const tenantId = tenantOf(c)
    if (tenantId instanceof Response) return tenantId
    const update = updateById.get(Number(c.req.param('id')), tenantId) as UpdateRow | undefined
    if (!update) return notFound(c, `There is no bulk update ${c.req.param('id')} of this tenant.`)
    return c.json(rowsOf.all(update.id))
  })
  return app
}
