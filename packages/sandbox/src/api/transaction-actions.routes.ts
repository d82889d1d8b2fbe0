import { Hono, type Context } from 'hono'
import {
  actionBodySchemas,
  actionPaths,
  actionPermissions,
  binDataSchema,
  payoutApprovalsSchema,
  payoutDeclinationsSchema,
  statusChangeActions,
  statusChangeSchema,
  transactionActions as actionNames,
  type ActionBody,
  type BatchOutcome,
  type TransactionAction,
} from '@paydeck/core/transaction-actions'
import { can } from '@paydeck/core'
import type { SandboxDatabase } from '../db/database'
import { ACTIVITY_IDS } from '../transactions/activity'
import { transactionActions, type ActionOutcome } from '../transactions/actions'
import { merchantsById, toTransaction, type TransactionRow } from '../transactions/lookup'
import { actorOf, type ApiEnv } from './auth.middleware'
import type { Caller } from '../domain/caller'
import { requestIdFor } from './idempotent-requests'
import { bind } from './route-table'
import { answerWith, conflict, forbidden, invalid, notFound } from './problems'
import { webhookResender } from '../transactions/recorded-activity'
import { aboutTransaction, visibleTransaction } from './transaction.routes'
import { bodyOf } from './json-body'

type StaffKind = 'tenant' | 'platform'

/**
 * Seed 001's actions (POST api/crm/transactions/{id}/refunds, captures, voids …, PUT …/StatusChange, the payout
 * batches): staff only, each by its own permission, on a transaction the caller can read in its mode; idempotent
 * by the requestId header. BIN data and webhooks sent again have their own permissions.
 */
export function transactionActionRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const about = aboutTransaction(db)
  const visible = visibleTransaction(db)
  const actions = transactionActions(db)
  const merchants = () => merchantsById(db)
  const permitted = (caller: Caller, action: TransactionAction) =>
    can(caller.permissions, actionPermissions[caller.kind as StaffKind][action])

  /** One action on one transaction, its body already parsed; `key` is the requestId (or a batch row's share of it). */
  const perform = (
    caller: Caller,
    row: TransactionRow,
    action: TransactionAction,
    body: ActionBody,
    key: string,
    call?: { method: string; path: string },
  ): ActionOutcome =>
    actions.apply({
      row,
      action,
      body,
      requestId: key,
      call,
      userId: caller.user.id,
      actor: actorOf(caller),
      answer: (updated, child, event) => ({
        transaction: toTransaction(updated, merchants()),
        child: child && toTransaction(child, merchants()),
        event,
      }),
    })

  const act = (action: TransactionAction, path = actionPaths[action]) =>
    about(async (c: Context<ApiEnv>, row: TransactionRow) => {
      const caller = c.get('caller')
      const requestId = requestIdFor(c)
      const websiteId = c.req.header('websiteId')
      if (websiteId && websiteId !== row.website)
        return invalid(c, { websiteId: [`Transaction ${row.id} was not made on ${websiteId}.`] })
      const body = bodyOf(c, actionBodySchemas[action]) as ActionBody
      const outcome = perform(caller, row, action, body, requestId, {
        method: 'POST',
        path: `/api/crm/transactions/${row.id}/${path}`,
      })
      return answerWith(c, outcome.status, outcome.body)
    })

  for (const action of actionNames) bind(app, `${action}Transaction`, act(action))

  // The status change by actionType: the action it names, under that action's permission and rules.
  bind(
    app,
    'changeTransactionStatus',
    about(async (c: Context<ApiEnv>, row: TransactionRow) => {
      const caller = c.get('caller')
      const { actionType, declineReason } = bodyOf(c, statusChangeSchema)
      const action = statusChangeActions[actionType]
      if (!permitted(caller, action)) return forbidden(c)
      const requestId = requestIdFor(c)
      if (action === 'decline' && !declineReason)
        return invalid(c, { declineReason: ['Give a reason for the decline.'] })
      const body = action === 'decline' ? { declineReason } : {}
      const outcome = perform(caller, row, action, body, requestId, {
        method: 'PUT',
        path: `/api/crm/transactions/${row.id}/StatusChange`,
      })
      return answerWith(c, outcome.status, outcome.body)
    }),
  )

  /**
   * Payout approvals and declinations: each payout decided on its own (one refused never stops the others), each
   * by a key made from the batch's requestId, so a retried batch decides nothing twice.
   */
  const batch =
    (action: 'approve' | 'decline', readBody: (c: Context<ApiEnv>) => { ids: number[]; body: ActionBody }) =>
    (c: Context<ApiEnv>) => {
      const caller = c.get('caller')
      const requestId = requestIdFor(c)
      const request = readBody(c)
      const results = request.ids.map((id): BatchOutcome => {
        const row = visible(c, id)
        if (row instanceof Response) return { transactionId: id, status: 404, error: `There is no transaction ${id}.` }
        if (row.type !== 'Payout')
          return { transactionId: id, status: 409, error: `Transaction ${id} is a ${row.type}, not a payout.` }
        const outcome = perform(caller, row, action, request.body, `${requestId}/${id}`)
        const answer = outcome.body as { transaction?: ReturnType<typeof toTransaction>; detail?: string }
        return outcome.status === 200
          ? { transactionId: id, status: 200, transaction: answer.transaction }
          : { transactionId: id, status: outcome.status, error: answer.detail ?? 'Refused.' }
      })
      return c.json({ results })
    }
  bind(
    app,
    'approvePayouts',
    batch('approve', (c) => ({ ids: bodyOf(c, payoutApprovalsSchema), body: {} })),
  )
  bind(
    app,
    'declinePayouts',
    batch('decline', (c) => {
      const { transactions, reason } = bodyOf(c, payoutDeclinationsSchema)
      // Seed 001 sends an empty string when no reason was given; the timeline says so in words.
      return { ids: transactions, body: { declineReason: reason || 'Declined without a reason' } }
    }),
  )

  bind(
    app,
    'updateBinData',
    about(async (c: Context<ApiEnv>, row: TransactionRow) => {
      const caller = c.get('caller')
      if (!row.card_bin) return conflict(c, `Transaction ${row.id} was not paid by card: it has no BIN.`)
      return toTransaction(actions.updateBinData(row, bodyOf(c, binDataSchema), actorOf(caller)), merchants())
    }),
  )

  const resend = webhookResender(db)
  bind(app, 'resendWebhook', (c) => {
    const caller = c.get('caller')
    const eventId = Number(c.req.param('eventId'))
    const row = visible(c, Math.floor(eventId / ACTIVITY_IDS))
    if (row instanceof Response) return row
    const delivery = resend(row, eventId, actorOf(caller))
    return delivery ? c.json(delivery) : notFound(c, `Event ${eventId} sent no webhook to send again.`)
  })
  return app
}
