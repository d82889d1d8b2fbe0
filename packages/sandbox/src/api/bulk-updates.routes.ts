import type { Context } from 'hono'
import { transactionRoutes as transactionArea } from '@paydeck/core/openapi'
import {
  bulkTargetActions,
  bulkUpdateColumns,
  type BulkTargetStatus,
  type BulkUpdateRow,
} from '@paydeck/core/transaction-actions'
import { labelOf, transactionStatusLabels } from '@paydeck/core/labels'
import type { SandboxDatabase } from '../db/database'
import { transactionActions } from '../transactions/actions'
import { transactionById } from '../transactions/lookup'
import { bulkUpdatesRepository, type StoredBulkRow } from '../transactions/bulk-updates.repository'
import type { Say } from '../words/say'
import { sayFor } from './language'
import type { ApiEnv } from './auth.middleware'
import { refuse } from '../domain/problem'
import { implement, recorded } from './implement'
import { actingTenant } from './scope'
import { readCsvUpload } from './csv-upload'
import { fingerprintOf, idempotentRequests } from '../domain/remembered-answers'
import { requestIdFor } from './idempotent-requests'
import { problemBody } from '../domain/problem'
import { pageOf } from './paging'

// Platform bulk updates: a CSV of transaction ids and the statuses they should reach, checked before it counts. The
// upload is a draft that changes nothing, each row ready (what it will do) or refused (why, in words); applying it
// makes the ready rows one by one, each by the action that reaches its status and under the same status table as one
// made by hand (a row refused since is said so), and a partly refused file only when the user chooses its valid rows.

/** The values of a row's message that are statuses: worded in the reader's language. */
const STATUS_PARAMS = new Set(['from', 'to', 'status', 'target'])

/** A stored row as its reader reads it: its message worded, statuses in their words. */
const worded =
  (say: Say) =>
  ({ params, reason: _reason, ...row }: StoredBulkRow): BulkUpdateRow => {
    const words = Object.fromEntries(
      Object.entries(params ?? {}).map(([name, value]) => [
        name,
        STATUS_PARAMS.has(name) ? labelOf(transactionStatusLabels, String(value), say.language) : value,
      ]),
    )
    return { ...row, message: say(row.message, words) }
  }

type RowValues = Record<(typeof bulkUpdateColumns)[number], string>
/** The action a row asks for on its transaction, or why it cannot be made (changing nothing). */
const verdictOf = (db: SandboxDatabase) => {
  const actions = transactionActions(db)
  const byId = transactionById(db)
  return function verdictOf(line: number, values: RowValues, update: { tenantId: number; mode: string }) {
    const transactionId = /^\d+$/.test(values.transactionId) ? Number(values.transactionId) : null
    const targetStatus = values.status
    const reason = values.reason
    const refuse = (message: string, params?: StoredBulkRow['params']): { row: StoredBulkRow } => ({
      row: { rowNumber: line, transactionId, targetStatus, outcome: 'Refused', message, params, reason },
    })
    if (!values.transactionId) return refuse('The transaction id is missing.')
    if (transactionId === null) return refuse('{id} is not a transaction id.', { id: values.transactionId })
    if (!values.status) return refuse('The status is missing.')
    if (!(targetStatus in bulkTargetActions))
      return refuse('{value} is not a status a bulk update sets: use Captured, Declined, Voided or Refunded.', {
        value: targetStatus,
      })
    const found = byId(transactionId)
    if (!found || found.tenant_id !== update.tenantId || found.mode !== update.mode)
      return refuse('There is no transaction {id} of this tenant in {mode}.', { id: transactionId, mode: update.mode })
    const action = bulkTargetActions[targetStatus as BulkTargetStatus]
    if (action === 'decline' && !values.reason) return refuse('Give a reason to decline.')
    const body =
      action === 'decline' ? { declineReason: values.reason } : values.reason ? { reason: values.reason } : {}
    if (actions.check(found, action, body))
      return refuse('Transaction {id} is {status}: it cannot become {target}.', {
        id: transactionId,
        status: found.status,
        target: targetStatus,
      })
    const row: StoredBulkRow = {
      rowNumber: line,
      transactionId,
      targetStatus,
      outcome: 'Ready',
      message: '{from} → {to}',
      params: { from: found.status, to: targetStatus },
      reason,
    }
    return { row, ready: { found, action, body } }
  }
}

export function bulkUpdateRoutes(db: SandboxDatabase) {
  const actions = transactionActions(db)
  const tenantOf = (c: Context<ApiEnv>) => actingTenant(c, 'Name the tenant whose transactions these are.')
  const store = bulkUpdatesRepository(db)
  const verdict = verdictOf(db)
  const once = idempotentRequests(db)

  /** A change to a draft, made once per requestId: its answer remembered for a retry. */
  const changeDraft = (c: Context<ApiEnv>, make: (draftId: number, tenantId: number, say: Say) => StoredOutcome) => {
    const tenantId = tenantOf(c)
    const id = Number(c.req.param('id'))
    const say = sayFor(c)
    const caller = c.get('caller')
    const answer = once(
      {
        requestId: requestIdFor(c),
        userId: caller.user.id,
        call: `${c.req.method} ${c.req.path} (tenant ${tenantId})`,
        fingerprint: fingerprintOf(c.get('body') ?? {}),
      },
      () => {
        const update = store.find(id, tenantId)
        if (!update)
          return { status: 404, body: problemBody(404, say('There is no bulk update {id} of this tenant.', { id })) }
        if (update.status !== 'Draft')
          return {
            status: 409,
            body: problemBody(409, say('Bulk update {id} is no longer a draft: nothing was applied.', { id })),
          }
        const outcome = make(id, tenantId, say)
        if ('refusal' in outcome) return { status: 409, body: problemBody(409, outcome.refusal) }
        return {
          status: 200,
          body: { bulkUpdate: store.find(id, tenantId), rows: store.rowsOf(id).map(worded(say)) },
        }
      },
    )
    return recorded(answer)
  }
  type StoredOutcome = { refusal: string } | { settled: true }

  return implement(transactionArea, {
    // One file makes one draft: a retried or double-clicked upload (the same requestId) gets the first answer.
    requestBulkUpdate: async ({ c, body }) => {
      const tenantId = tenantOf(c)
      const upload = await readCsvUpload(body, bulkUpdateColumns)
      const caller = c.get('caller')
      const mode = caller.systemMode
      const say = sayFor(c)
      const request = {
        requestId: requestIdFor(c),
        userId: caller.user.id,
        call: `POST /api/crm/transactions/bulk-updates (tenant ${tenantId}, ${mode})`,
        fingerprint: upload.fingerprint,
      }
      const answer = once(request, () => {
        const rows = upload.rows.map(({ line, values }) => verdict(line, values, { tenantId, mode }).row)
        const bulkUpdate = store.record(
          {
            tenantId,
            mode,
            fileName: upload.fileName,
            requestedBy: `${caller.user.firstName} ${caller.user.lastName}`,
          },
          rows,
        )
        return { status: 201, body: { bulkUpdate, rows: store.rowsOf(bulkUpdate.id).map(worded(say)) } }
      })
      return recorded(answer)
    },
    applyBulkUpdate: ({ c }) =>
      changeDraft(c, (id, tenantId, say) => {
        const { applyValidRows } = (c.get('body') ?? {}) as { applyValidRows?: boolean }
        const rows = store.rowsOf(id)
        const refused = rows.filter((row) => row.outcome === 'Refused').length
        if (refused > 0 && !applyValidRows)
          return {
            refusal: say(
              '{refused} of the file’s {read} rows were refused. Apply its {valid} ready rows, or upload the file again corrected.',
              { refused, read: rows.length, valid: rows.length - refused },
            ),
          }
        const caller = c.get('caller')
        const actor = `${caller.user.firstName} ${caller.user.lastName}`
        const requestId = requestIdFor(c)
        const update = store.find(id, tenantId)!
        // Row by row, each checked again as it is made: a refused row never undoes the ones before it.
        const made = rows
          .filter((row) => row.outcome === 'Ready')
          .map((row) => {
            const values = { transactionId: String(row.transactionId), status: row.targetStatus, reason: row.reason }
            const checked = verdict(row.rowNumber, values, update)
            if (!('ready' in checked)) return checked.row
            const { found, action, body } = checked.ready
            const outcome = actions.apply({
              row: found,
              action,
              body,
              requestId: `${requestId}/${row.rowNumber}`,
              call: {
                method: 'POST',
                path: `/api/crm/transactions/bulk-updates (${update.fileName}, line ${row.rowNumber})`,
              },
              userId: caller.user.id,
              actor,
              answer: (updated) => ({ status: updated.status }),
            })
            const to = (outcome.body as { status?: string }).status
            return outcome.status === 200
              ? { ...checked.row, outcome: 'Done' as const, params: { from: found.status, to: to ?? row.targetStatus } }
              : {
                  ...checked.row,
                  outcome: 'Refused' as const,
                  message: (outcome.body as { detail: string }).detail,
                  params: {},
                }
          })
        store.settle(id, 'Applied', made)
        return { settled: true }
      }),
    discardBulkUpdate: ({ c }) =>
      changeDraft(c, (id) => {
        const skipped = store
          .rowsOf(id)
          .filter((row) => row.outcome === 'Ready')
          .map((row) => ({ ...row, outcome: 'Skipped' as const }))
        store.settle(id, 'Discarded', skipped)
        return { settled: true }
      }),
    fetchBulkUpdates: ({ c }) => {
      const tenantId = tenantOf(c)
      return store.page(tenantId, pageOf(c))
    },
    fetchBulkUpdateRows: ({ c }) => {
      const tenantId = tenantOf(c)
      const id = Number(c.req.param('id'))
      const update = store.find(id, tenantId)
      if (!update) return refuse.notFound(sayFor(c)('There is no bulk update {id} of this tenant.', { id }))
      return store.rowsOf(update.id).map(worded(sayFor(c)))
    },
  })
}
