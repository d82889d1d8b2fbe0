import { Hono, type Context } from 'hono'
import {
  bulkTargetActions,
  bulkUpdateColumns,
  type BulkTargetStatus,
  type BulkUpdateRow,
} from '@paydeck/core/transaction-actions'
import type { SandboxDatabase } from '../db/database'
import { transactionActions } from '../transactions/actions'
import { transactionById } from '../transactions/lookup'
import { bulkUpdatesRepository } from '../transactions/bulk-updates.repository'
import type { ApiEnv } from './auth.middleware'
import { bind } from './route-table'
import { actingTenant } from './scope'
import { readCsvUpload } from './csv-upload'
import { idempotentRequests, requestIdFor } from './idempotent-requests'
import { answerWith, notFound } from './problems'
import { pageOf } from './paging'

// Platform bulk updates: a CSV of transaction ids and the statuses they should reach, applied row by row, each by
// the action that reaches its status and under the same status table as one made by hand. The history keeps every
// row's outcome.

export function bulkUpdateRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const actions = transactionActions(db)
  const tenantOf = (c: Context<ApiEnv>) => actingTenant(c, 'Name the tenant whose transactions these are.')

  const byId = transactionById(db)
  const store = bulkUpdatesRepository(db)
  const once = idempotentRequests(db)

  // One file makes one update: a retried or double-clicked request (the same requestId) gets the first answer.
  bind(app, 'requestBulkUpdate', async (c) => {
    const tenantId = tenantOf(c)
    if (tenantId instanceof Response) return tenantId
    const requestId = requestIdFor(c)
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
      // Row by row, each by the action its status names: a refused row never undoes the ones before it.
      const rows = upload.rows.map(({ line, values }) => applyRow(line, values, { tenantId, mode }))
      const bulkUpdate = store.record({ tenantId, mode, fileName, requestedBy: actor }, rows)
      return { status: 201, body: { bulkUpdate, rows } }
    })
    return answerWith(c, answer.status, answer.body)

    /** One line of the file applied as the action that reaches its status, or why not. */
    function applyRow(
      line: number,
      values: Record<(typeof bulkUpdateColumns)[number], string>,
      update: { tenantId: number; mode: string },
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
      const row = byId(transactionId)
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
    return c.json(store.page(tenantId, pageOf(c)))
  })

  bind(app, 'fetchBulkUpdateRows', (c) => {
    const tenantId = tenantOf(c)
    if (tenantId instanceof Response) return tenantId
    const update = store.find(Number(c.req.param('id')), tenantId)
    if (!update) return notFound(c, `There is no bulk update ${c.req.param('id')} of this tenant.`)
    return c.json(store.rowsOf(update.id))
  })
  return app
}
