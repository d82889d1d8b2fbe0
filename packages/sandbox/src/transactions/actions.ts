import { actionPaths, type ActionBody, type TransactionAction } from '@paydeck/core/transaction-actions'
import type { TransactionEvent } from '@paydeck/core/transaction-activity'
import {
  balanceOf,
  statusOfBalance,
  type MoneyRow,
  type TransactionStatus,
  type TransactionType,
} from '@paydeck/core/transactions'
import { answerOnce, fingerprintOf, type FirstAnswer } from '../domain/remembered-answers'
import type { SandboxDatabase } from '../db/database'
import { planAction } from './action-plans'
import { callLogger, eventRecorder } from './activity-writes'
import type { TransactionRow } from './lookup'

// Seed 001's actions on one transaction, under spec-decisions' status table and the money model (core's money.ts):
// what remains is the payment's balance, read from its children inside the one database transaction that books the
// next one, so refunds, reversals and disputes arriving together, in any order, never return more than was captured.

/** What a payment's own row holds that an action may change (its balance decides the rest). */
interface PaymentState {
  status: TransactionStatus
  amount: number
  declineReason: string | null
}

export interface ActionOutcome {
  status: number
  body: unknown
}

export interface ActionInput {
  row: TransactionRow
  action: TransactionAction
  /** The call as the API log shows it (a status change is its own call, applied as the action it names). */
  call?: { method: string; path: string }
  body: ActionBody
  requestId: string
  userId: number
  /** Who acted, as the timeline shows it. */
  actor: string
  /** Runs with the child it booked, in the same database transaction (a chargeback opens its dispute). */
  onBooked?: (payment: TransactionRow, child: TransactionRow) => void
  /** The answer: the transaction, the child it made and the event, as the caller reads them. */
  answer: (row: TransactionRow, child: TransactionRow | null, event: TransactionEvent) => unknown
}

/** What a movement's external id ends with: ORD-12892-R, -R2, -RV, -CB. */
const childSuffix: Partial<Record<TransactionType, string>> = {
  Refund: 'R',
  Reversal: 'RV',
  Chargeback: 'CB',
  ChargebackReversal: 'CBR',
}

/** A movement booked under a payment: its type, amount and status (money.ts `bookedStatusOf`). */
export interface ChildMovement {
  type: TransactionType
  amount: number
  status: TransactionStatus
}

/** A dispute's move on its payment's money (the network's, outside the status table): what it books or settles. */
export interface DisputeBooking {
  payment: TransactionRow
  /** When it happened (now by default; the seed and the network's clock book in the past). */
  at?: number
  /** A movement to book (a chargeback held, a won dispute's reversal). */
  child: ChildMovement | null
  /** A chargeback whose status changes (held → decided). */
  settle: { id: number; status: TransactionStatus } | null
  event: { type: TransactionEvent['type']; actor: string; reason: string | null; amount: number | null }
}

/** A request that moves something, remembered by its requestId (see `once`). */
export interface OnceRequest {
  requestId: string
  userId: number
  transactionId: number
  action: string
  body: ActionBody
  call?: { method: string; path: string }
}

export interface TransactionActionStore {
  apply: (input: ActionInput) => ActionOutcome
  /** Whether an action may be made on the row as it is now, changing nothing: null, or the refusal it would get. */
  check: (row: TransactionRow, action: TransactionAction, body: ActionBody) => ActionOutcome | null
  once: (request: OnceRequest, run: (row: TransactionRow) => ActionOutcome) => ActionOutcome
  /** Leaves an event on the transaction's timeline (after the book's), and its webhooks. */
  recordEvent: (event: Omit<TransactionEvent, 'id'>) => TransactionEvent
  /** Sets a movement's status and its payment's balance after it, leaving no event (the seed's own corrections). */
  setMovementStatus: (id: number, status: TransactionStatus) => void
  /** Books a dispute's move on its payment (inside the caller's transaction): the child it returns, if any. */
  bookDispute: (booking: DisputeBooking) => TransactionRow | null
  /** Corrects the card's BIN data and leaves the event. */
  updateBinData: (
    row: TransactionRow,
    data: { cardBin: string; cardBrand: string; cardCountry: string },
    actor: string,
  ) => TransactionRow
}

export function transactionActions(db: SandboxDatabase): TransactionActionStore {
  const requestOf = db.prepare(
    'SELECT user_id AS userId, body AS fingerprint, status, response FROM transaction_action_requests WHERE request_id = ?',
  )
  const remember = db.prepare(
    `INSERT INTO transaction_action_requests (request_id, user_id, transaction_id, action, body, status, response, created,
       request) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const byId = db.prepare('SELECT * FROM transactions WHERE id = ?')
  const logCall = callLogger(db)
  const storeEvent = eventRecorder(db)
  const setState = db.prepare(
    `UPDATE transactions SET status = @status, amount = @amount, refunded_amount = @refunded,
       decline_reason = @declineReason, updated = @updated WHERE id = @id`,
  )
  const nextId = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM transactions')
  const childCount = db.prepare('SELECT COUNT(*) AS n FROM transactions WHERE parent_id = ? AND type = ?')
  const moneyRowsOf = db.prepare('SELECT type, status, amount FROM transactions WHERE parent_id = ?')
  const insertChild = db.prepare(
    `INSERT INTO transactions (id, mode, tenant_id, merchant_id, website, external_id, type, status, amount, currency,
       refunded_amount, payment_method, card_brand, card_bin, card_last4, card_country, customer_name, customer_email,
       customer_ip, customer_country, service_provider, mid, response_code, decline_reason, three_ds, risk_score,
       parent_id, created, updated, settled, action_by)
     SELECT @id, mode, tenant_id, merchant_id, website, @externalId, @type, @status, @amount, currency, 0,
       payment_method, card_brand, card_bin, card_last4, card_country, customer_name, customer_email, customer_ip,
       customer_country, service_provider, mid, '00', NULL, three_ds, risk_score, id, @now, @now, NULL, @actor
     FROM transactions WHERE id = @parentId`,
  )

  /**
   * A request made once: a repeat of its requestId gets the first answer (refusals too: a retry of a refused request
   * is refused the same way, not tried anew); the same requestId with another body is refused. `run` makes the answer
   * inside the same database transaction.
   */
  const once = db.transaction((request: OnceRequest, run: (row: TransactionRow) => ActionOutcome): ActionOutcome => {
    const { requestId, userId, transactionId, action, body } = request
    const fingerprint = fingerprintOf(transactionId, action, body)
    const call = request.call ?? { method: 'POST', path: `/api/crm/transactions/${transactionId}/${action}` }
    return answerOnce(
      requestOf.get(requestId) as FirstAnswer | undefined,
      { requestId, userId, fingerprint },
      // Read again inside the transaction: what the caller's read saw may have changed since.
      () => run(byId.get(transactionId) as TransactionRow),
      (outcome) => {
        const at = new Date().toISOString()
        remember.run(
          requestId,
          userId,
          transactionId,
          action,
          fingerprint,
          outcome.status,
          JSON.stringify(outcome.body),
          at,
          JSON.stringify({ ...call, body }),
        )
        logCall({ transactionId, at, method: call.method, endpoint: call.path, status: outcome.status, requestId })
      },
    )
  })

  const moneyOf = (id: number) => moneyRowsOf.all(id) as MoneyRow[]
  const setChildStatus = db.prepare('UPDATE transactions SET status = ?, updated = ? WHERE id = ?')

  /** Books a movement under a payment, named after it (ORD-1-R2, ORD-1-CB). */
  function addChild(row: TransactionRow, child: ChildMovement, actor: string, now: string): TransactionRow {
    const id = (nextId.get() as { id: number }).id
    const n = (childCount.get(row.id, child.type) as { n: number }).n + 1
    insertChild.run({
      id,
      parentId: row.id,
      ...child,
      externalId: `${row.external_id}-${childSuffix[child.type]}${n > 1 ? n : ''}`,
      now,
      actor,
    })
    return byId.get(id) as TransactionRow
  }

  /** The payment's status and refunded amount follow from its balance after a change, never set by hand. */
  function rebalance(row: TransactionRow, state: PaymentState, now: string): TransactionStatus {
    const balance = balanceOf({ ...row, ...state }, moneyOf(row.id))
    const status = statusOfBalance(state.status, balance)
    setState.run({ id: row.id, ...state, status, refunded: balance.refunded, updated: now })
    return status
  }

  function setMovementStatus(id: number, status: TransactionStatus) {
    const now = new Date().toISOString()
    setChildStatus.run(status, now, id)
    const payment = byId.get((byId.get(id) as TransactionRow).parent_id!) as TransactionRow
    rebalance(payment, { status: payment.status, amount: payment.amount, declineReason: payment.decline_reason }, now)
  }

  function bookDispute({ payment, at, child, settle, event }: DisputeBooking): TransactionRow | null {
    const now = new Date(at ?? Date.now()).toISOString()
    if (settle) setChildStatus.run(settle.status, now, settle.id)
    const booked = child ? addChild(payment, child, event.actor, now) : null
    const state = { status: payment.status, amount: payment.amount, declineReason: payment.decline_reason }
    const status = rebalance(payment, state, now)
    storeEvent({ transactionId: payment.id, ...event, status, created: now })
    return booked
  }

  /** An action of the status table on the row as it is now: the change it makes, or why not. */
  function perform(row: TransactionRow, input: ActionInput): ActionOutcome {
    const { action, body, actor } = input
    const planned = planAction(row, balanceOf(row, moneyOf(row.id)), action, body)
    if ('status' in planned && 'body' in planned) return planned
    const now = new Date().toISOString()
    const child = planned.child ? addChild(row, planned.child, actor, now) : null
    if (child) input.onBooked?.(row, child)
    const status = rebalance(row, planned.state, now)
    const event = storeEvent({
      transactionId: row.id,
      type: planned.event,
      status,
      created: now,
      actor,
      reason: body.reason ?? body.declineReason ?? null,
      amount: planned.child?.amount ?? (body.amount || null),
    })
    return { status: 200, body: input.answer(byId.get(row.id) as TransactionRow, child, event) }
  }

  const apply = (input: ActionInput): ActionOutcome =>
    once(
      {
        requestId: input.requestId,
        userId: input.userId,
        transactionId: input.row.id,
        action: input.action,
        body: input.body,
        call: input.call ?? {
          method: 'POST',
          path: `/api/crm/transactions/${input.row.id}/${actionPaths[input.action]}`,
        },
      },
      (row) => perform(row, input),
    )

  const setBinData = db.prepare(
    'UPDATE transactions SET card_bin = @cardBin, card_brand = @cardBrand, card_country = @cardCountry, updated = @updated WHERE id = @id',
  )
  const updateBinData = db.transaction(
    (row: TransactionRow, data: { cardBin: string; cardBrand: string; cardCountry: string }, actor: string) => {
      const now = new Date().toISOString()
      setBinData.run({ id: row.id, ...data, updated: now })
      storeEvent({
        transactionId: row.id,
        type: 'BinDataUpdated',
        status: row.status,
        created: now,
        actor,
        reason: `BIN ${data.cardBin}, ${data.cardBrand}, issued in ${data.cardCountry}`,
        amount: null,
      })
      return byId.get(row.id) as TransactionRow
    },
  )

  const check = (row: TransactionRow, action: TransactionAction, body: ActionBody): ActionOutcome | null => {
    const planned = planAction(row, balanceOf(row, moneyOf(row.id)), action, body)
    return 'status' in planned && 'body' in planned ? planned : null
  }
  return {
    apply,
    check,
    once,
    recordEvent: storeEvent,
    bookDispute,
    setMovementStatus,
    updateBinData,
  }
}
