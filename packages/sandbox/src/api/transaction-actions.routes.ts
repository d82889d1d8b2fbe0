import type { Context } from 'hono'
import { transactionRoutes as transactionArea } from '@paydeck/core/openapi'
import {
  actionPaths,
  actionPermissions,
  statusChangeActions,
  transactionActions as actionNames,
  type ActionBody,
  type BatchOutcome,
  type TransactionAction,
} from '@paydeck/core/transaction-actions'
import { can } from '@paydeck/core'
import type { SandboxDatabase } from '../db/database'
import { ACTIVITY_IDS } from '../transactions/activity-basics'
import { transactionActions, type ActionOutcome } from '../transactions/actions'
import { disputeStore } from '../disputes/dispute-store'
import { networkOfBrand, reasonsOf } from '@paydeck/core/disputes'
import { merchantsById, toTransaction, type TransactionRow } from '../transactions/lookup'
import { actorOf, type ApiEnv } from './auth.middleware'
import type { Caller } from '../domain/caller'
import { found, refuse } from '../domain/problem'
import { implement, recorded } from './implement'
import { webhookResender } from '../transactions/activity-writes'
import { aboutTransaction, visibleTransaction, type TransactionCall } from './transaction.routes'

type StaffKind = 'tenant' | 'platform'

/**
 * Seed 001's actions (POST api/crm/transactions/{id}/refunds, captures, voids …, PUT …/StatusChange, the payout
 * batches): staff only, each by its own permission, on a transaction the caller can read in its mode; idempotent
 * by the requestId header. BIN data and webhooks sent again have their own permissions.
 */
export function transactionActionRoutes(db: SandboxDatabase) {
  const about = aboutTransaction(db)
  const visible = visibleTransaction(db)
  const actions = transactionActions(db)
  const disputes = disputeStore(db)
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
      // A dispute made here is the network's chargeback arriving: it opens a case on the payment (issue 66).
      onBooked:
        action === 'dispute'
          ? (payment, chargeback) => {
              const network = networkOfBrand(payment.card_brand)
              disputes.open(
                payment,
                {
                  stage: 'chargeback',
                  network,
                  code: reasonsOf(network)[0]!.code,
                  amount: chargeback.amount,
                  chargeback,
                },
                { actor: actorOf(caller), comment: body.reason || null },
              )
            }
          : undefined,
      userId: caller.user.id,
      actor: actorOf(caller),
      answer: (updated, child, event) => ({
        transaction: toTransaction(updated, merchants()),
        child: child && toTransaction(child, merchants()),
        event,
      }),
    })

  // Each action's body is parsed by its own schema (core's actionBodySchemas), one of the ActionBody shapes.
  type ActionCall = TransactionCall & { body: unknown; requestId: string }
  const act = (action: TransactionAction, path = actionPaths[action]) =>
    about(({ c, caller, body, requestId }: ActionCall, row) => {
      const websiteId = c.req.header('websiteId')
      if (websiteId && websiteId !== row.website)
        return refuse.field('websiteId', `Transaction ${row.id} was not made on ${websiteId}.`)
      const call = { method: 'POST', path: `/api/crm/transactions/${row.id}/${path}` }
      return recorded(perform(caller, row, action, body as ActionBody, requestId, call))
    })

  /**
   * Payout approvals and declinations: each payout decided on its own (one refused never stops the others), each
   * by a key made from the batch's requestId, so a retried batch decides nothing twice.
   */
  const batch = (
    c: Context<ApiEnv>,
    requestId: string,
    action: 'approve' | 'decline',
    ids: number[],
    body: ActionBody,
  ) => {
    const caller = c.get('caller')
    const results = ids.map((id): BatchOutcome => {
      let row: TransactionRow
      try {
        row = visible(c, id)
      } catch {
        return { transactionId: id, status: 404, error: `There is no transaction ${id}.` }
      }
      if (row.type !== 'Payout')
        return { transactionId: id, status: 409, error: `Transaction ${id} is a ${row.type}, not a payout.` }
      const outcome = perform(caller, row, action, body, `${requestId}/${id}`)
      const answer = outcome.body as { transaction?: ReturnType<typeof toTransaction>; detail?: string }
      return outcome.status === 200
        ? { transactionId: id, status: 200, transaction: answer.transaction }
        : { transactionId: id, status: outcome.status, error: answer.detail ?? 'Refused.' }
    })
    return { results }
  }
  const resend = webhookResender(db)

  return implement(transactionArea, {
    ...(Object.fromEntries(actionNames.map((action) => [`${action}Transaction`, act(action)])) as Record<
      `${TransactionAction}Transaction`,
      ReturnType<typeof act>
    >),
    // The status change by actionType: the action it names, under that action's permission and rules.
    changeTransactionStatus: about(({ caller, body, requestId }, row) => {
      const { actionType, declineReason } = body
      const action = statusChangeActions[actionType]
      if (!permitted(caller, action)) return refuse.forbidden()
      if (action === 'decline' && !declineReason) return refuse.field('declineReason', 'Give a reason for the decline.')
      const call = { method: 'PUT', path: `/api/crm/transactions/${row.id}/StatusChange` }
      return recorded(perform(caller, row, action, action === 'decline' ? { declineReason } : {}, requestId, call))
    }),
    approvePayouts: ({ c, requestId, body }) => batch(c, requestId, 'approve', body, {}),
    // Seed 001 sends an empty string when no reason was given; the timeline says so in words.
    declinePayouts: ({ c, requestId, body }) =>
      batch(c, requestId, 'decline', body.transactions, { declineReason: body.reason || 'Declined without a reason' }),
    updateBinData: about(({ caller, body }, row) => {
      if (!row.card_bin) return refuse.conflict(`Transaction ${row.id} was not paid by card: it has no BIN.`)
      return toTransaction(actions.updateBinData(row, body, actorOf(caller)), merchants())
    }),
    resendWebhook: ({ c, params: { eventId } }) => {
      const row = visible(c, Math.floor(eventId / ACTIVITY_IDS))
      return found(resend(row, eventId), `Event ${eventId} sent no webhook to send again.`)
    },
  })
}
