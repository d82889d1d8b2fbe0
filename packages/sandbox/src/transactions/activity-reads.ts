import type { ApiLog, TransactionEvent, WebhookDelivery } from '@paydeck/core/transaction-activity'
import { declineReasonOf } from '@paydeck/core/labels'
import type { SandboxDatabase } from '../db/database'
import { english, type Say } from '../words/say'
import { ACTIVITY_IDS, DELIVERY_IDS, itemsOf, maskedCard } from './activity-basics'
import type { TransactionRow } from './lookup'
import { BOOK_ACTORS } from './stored-activity'

// A transaction's stored story as its detail shows it (stored-activity.ts writes it): the events in time order,
// worded in the reader's language; the API calls about it with their bodies; the webhooks of its events by version,
// as they stand now; and a webhook sent again.

/** A stored event: a seeded one's actor and reason are the sandbox's words. */
type StoredEvent = TransactionEvent & { worded: number }

/** A stored call with what its body is written from: the refund it made, or staff's request as remembered. */
interface StoredCall {
  id: number
  transactionId: number
  created: string
  method: string
  endpoint: string
  statusCode: number
  durationMs: number
  childId: number | null
  childAmount: number | null
  childStatus: string | null
  requestId: string | null
  remembered: string | null
  answered: string | null
}

/**
 * Where a transaction's calls and webhooks lie: its book and creation time, the start of their tables' keys (then
 * their ids, a range of the transaction's).
 */
export const ownRows = (row: Pick<TransactionRow, 'mode' | 'tenant_id' | 'created'>) =>
  [row.mode, row.tenant_id, row.created] as const

export const DELIVERY_COLUMNS = `id, event_id AS eventId, version, event, url, status, status_code AS statusCode, attempts,
  at AS created, last_attempt AS lastAttempt`

const pretty = (value: unknown) => JSON.stringify(value, null, 2)

/** A merchant's call's request and answer, as logged: written from its payment, card numbers and secrets masked. */
function merchantBodies(row: TransactionRow, call: StoredCall) {
  const headers = { Authorization: 'Bearer ****', 'Idempotency-Key': `${row.external_id}-${call.id % ACTIVITY_IDS}` }
  const logged = (body: object, answer: object) => ({ request: pretty({ headers, body }), response: pretty(answer) })
  if (call.childId !== null)
    return logged(
      { amount: call.childAmount, reason: 'Customer request' },
      { id: call.childId, status: call.childStatus, parentId: row.id },
    )
  if (call.endpoint.endsWith('/voids')) return logged({}, { id: row.id, status: 'Voided' })
  if (call.endpoint.endsWith('/captures')) return logged({ amount: row.amount }, { id: row.id, status: 'Captured' })
  const card = maskedCard(row)
  const declined = call.statusCode === 402
  return logged(
    {
      amount: row.amount,
      currency: row.currency,
      orderReference: row.external_id,
      capture: row.type === 'Sale',
      paymentMethod: row.payment_method,
      ...(card && { card: { number: card, expiry: '**/**', cvc: '***', holder: row.customer_name } }),
      customer: { email: row.customer_email, ip: row.customer_ip, country: row.customer_country },
      returnUrl: `https://${row.website}/checkout/return`,
    },
    {
      id: row.id,
      status: declined ? row.status : row.type === 'Authorisation' ? 'Reserved' : 'Pending',
      responseCode: row.response_code,
      ...(row.decline_reason && { message: row.decline_reason }),
    },
  )
}

/** Staff's call as remembered when it was made (transaction_action_requests). */
function staffBodies(call: StoredCall) {
  const { body } = JSON.parse(call.remembered!) as { body: unknown }
  return {
    request: pretty({ headers: { Authorization: 'Bearer ****', requestId: call.requestId }, body }),
    response: pretty(JSON.parse(call.answered!)),
  }
}

/** The reads of a transaction's stored story (prepared once per use). */
export function storedActivity(db: SandboxDatabase) {
  const events = db.prepare(
    `SELECT id, transaction_id AS transactionId, type, status, created, actor, reason, amount, worded
     FROM transaction_events WHERE id >= ? AND id < ? ORDER BY created, id`,
  )
  const calls = db.prepare(
    `SELECT call.id, call.transaction_id AS transactionId, call.at AS created, call.method, call.endpoint,
       call.status_code AS statusCode, call.duration_ms AS durationMs, call.child_id AS childId,
       child.amount AS childAmount, child.status AS childStatus, call.request_id AS requestId,
       remembered.request AS remembered, remembered.response AS answered
     FROM api_calls call LEFT JOIN transactions child ON child.id = call.child_id
       LEFT JOIN transaction_action_requests remembered ON remembered.request_id = call.request_id
     WHERE call.mode = ? AND call.tenant_id = ? AND call.created = ? AND call.id >= ? AND call.id < ?
     ORDER BY call.at, call.id`,
  )
  const deliveries = db.prepare(
    `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries_now
     WHERE mode = ? AND tenant_id = ? AND created = ? AND row_id >= ? AND row_id < ? AND version = ?
     ORDER BY at, id`,
  )
  return {
    /** Its events in time order; the book's worded in the language asked. */
    events: (row: TransactionRow, say: Say = english): TransactionEvent[] =>
      (events.all(...Object.values(itemsOf(row.id))) as StoredEvent[]).map(({ worded, ...event }) => {
        if (!worded) return event
        const declined = event.type === 'Declined' || event.type === 'Failed'
        const ownReason = declined
          ? declineReasonOf({ responseCode: row.response_code, declineReason: row.decline_reason }, say.language)
          : null
        const actor = BOOK_ACTORS.includes(event.actor) ? say(event.actor) : event.actor
        return { ...event, actor, reason: ownReason ?? (event.reason && say(event.reason)) }
      }),
    /** The calls about it, the merchant's and staff's, in time order with their bodies. */
    apiLogs: (row: TransactionRow): ApiLog[] =>
      (calls.all(...ownRows(row), ...Object.values(itemsOf(row.id))) as StoredCall[]).map((call) => ({
        id: call.id,
        transactionId: call.transactionId,
        created: call.created,
        method: call.method,
        endpoint: call.endpoint,
        statusCode: call.statusCode,
        durationMs: call.durationMs,
        ...(call.requestId ? staffBodies(call) : merchantBodies(row, call)),
      })),
    /** The webhooks of its events by a version, as they stand now, those sent again after. */
    webhooks: (row: TransactionRow, version: 'v1' | 'v2') => {
      const { from, to } = itemsOf(row.id)
      return deliveries.all(...ownRows(row), from * DELIVERY_IDS, to * DELIVERY_IDS, version) as WebhookDelivery[]
    },
  }
}
