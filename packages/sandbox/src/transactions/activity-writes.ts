import type { TransactionEvent, WebhookDelivery } from '@paydeck/core/transaction-activity'
import type { SandboxDatabase } from '../db/database'
import { ACTIVITY_IDS, DELIVERY_IDS, STORED_PLACE, itemsOf } from './activity-basics'
import { DELIVERY_COLUMNS, ownRows } from './activity-reads'
import type { TransactionRow } from './lookup'
import { ONE_EVENT, storeDeliveries } from './stored-activity'

// What an action adds to a transaction's stored story (stored-activity.ts writes the book's): its event and the
// event's webhooks, its call in the API log, and a webhook sent again.

/** Stores an event after the book's on the transaction's timeline (its id says which), and its webhooks. */
export function eventRecorder(db: SandboxDatabase) {
  const storedCount = db.prepare('SELECT COUNT(*) AS n FROM transaction_events WHERE id >= ? AND id < ?')
  const addEvent = db.prepare(
    `INSERT INTO transaction_events (id, transaction_id, type, status, created, actor, reason, amount)
     VALUES (@id, @transactionId, @type, @status, @created, @actor, @reason, @amount)`,
  )
  // The merchant's endpoints are told of it as of the book's events.
  const deliver = db.prepare(storeDeliveries(ONE_EVENT))
  return (event: Omit<TransactionEvent, 'id'>): TransactionEvent => {
    const { from, to } = itemsOf(event.transactionId)
    const place = STORED_PLACE + (storedCount.get(from + STORED_PLACE, to) as { n: number }).n
    const stored = { ...event, id: event.transactionId * ACTIVITY_IDS + place }
    addEvent.run(stored)
    deliver.run(stored.id)
    return stored
  }
}

/** What an action's call logs: which transaction, when, what was asked and the answer's status. */
interface ActionCall {
  transactionId: number
  at: string
  method: string
  endpoint: string
  status: number
  requestId: string
}

/** An action's call, in the API log beside the merchant's (its bodies are the remembered request's). */
export function callLogger(db: SandboxDatabase) {
  const logCall = db.prepare(
    `INSERT INTO api_calls (id, transaction_id, at, method, endpoint, status_code, duration_ms, request_id, mode,
       tenant_id, merchant_id, created, reference)
     SELECT id * 100 + ${STORED_PLACE} + (SELECT COUNT(*) FROM api_calls staff WHERE staff.mode = t.mode
         AND staff.tenant_id = t.tenant_id AND staff.created = t.created AND staff.id >= t.id * 100 + ${STORED_PLACE}
         AND staff.id < (t.id + 1) * 100), id, @at, @method, @endpoint, @status, @duration, @requestId, mode, tenant_id,
       merchant_id, created, external_id FROM transactions t WHERE id = @transactionId`,
  )
  // A few tens of milliseconds, drawn from the requestId so that the log says the same each time.
  return (call: ActionCall) =>
    void logCall.run({ ...call, duration: 20 + (parseInt(call.requestId.slice(0, 4), 16) % 60 || 0) })
}

/**
 * Sends an event's v2 webhook again (the version merchants' endpoints take now): delivered at once, as the
 * sandbox's merchant endpoints are up when asked. The new delivery, or null when the event sent no webhook (or was
 * sent again as often as its ids allow, 63 times).
 */
export function webhookResender(db: SandboxDatabase) {
  const nextId = db
    .prepare(
      'SELECT MAX(id) + 1 FROM webhook_deliveries WHERE mode = ? AND tenant_id = ? AND created = ? AND id >= ? AND id < ?',
    )
    .pluck()
  const resend = db.prepare(
    `INSERT INTO webhook_deliveries (id, transaction_id, mode, tenant_id, merchant_id, created, reference, website,
       type, event_status, status, status_code, attempts, at, last_attempt)
     SELECT @id, transaction_id, mode, tenant_id, merchant_id, created, reference, website, type, event_status,
       'Delivered', 200, 1, @now, @now
     FROM webhook_deliveries WHERE mode = @mode AND tenant_id = @tenantId AND created = @created AND id = @first
       AND transaction_id = @transactionId`,
  )
  const delivery = db.prepare(
    `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries_now
     WHERE mode = ? AND tenant_id = ? AND created = ? AND row_id = ? AND version = 'v2'`,
  )
  return (row: TransactionRow, eventId: number): WebhookDelivery | null => {
    const first = eventId * DELIVERY_IDS
    const id = nextId.get(...ownRows(row), first, first + DELIVERY_IDS) as number | null
    if (id === null || id >= first + DELIVERY_IDS) return null
    const [mode, tenantId, created] = ownRows(row)
    const sent = resend.run({
      id,
      first,
      mode,
      tenantId,
      created,
      transactionId: row.id,
      now: new Date().toISOString(),
    })
    return sent.changes === 0 ? null : (delivery.get(...ownRows(row), id) as WebhookDelivery)
  }
}
