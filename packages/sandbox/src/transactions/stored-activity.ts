import type { SandboxDatabase } from '../db/database'
import { ACTIVITY_IDS, DELIVERY_IDS } from './activity-basics'

// What happened to each transaction, stored as rows when the transaction is written: its events, the merchant's API
// calls about a payment and the webhooks each event of a payment sent. The book's are written here in bulk, in SQL,
// each figure drawn from the row's id so that the same book has the same story; an action appends its own event,
// call and webhooks (actions.ts), through the same statements. An item's id is its transaction's id times 100 plus
// its place (activity-basics.ts), so an event finds its transaction.

/** A whole number in [0, n) drawn from an integer expression and a salt: the same every time, spread evenly. */
const drawn = (of: string, salt: number, n: number) => `((((${of} + ${salt}) * 2654435761) % 4294967296) >> 16) % ${n}`
/**
 * An instant (SQL) later by some milliseconds (SQL), as the book writes instants. datetime's 'subsec' writes the same
 * text as strftime's '%Y-%m-%dT%H:%M:%fZ' but for the T and the Z, in half the time (millions of them at the seed).
 */
const later = (instant: string, ms: string) =>
  `(replace(datetime(julianday(${instant}) + (${ms}) / 86400000.0, 'subsec'), ' ', 'T') || 'Z')`
const earlierOf = (a: string, b: string) => `CASE WHEN ${a} <= ${b} THEN ${a} ELSE ${b} END`

/** When the provider decided a transaction (t), a second or two after it was made. */
const decided = later('t.created', `300 + ${drawn('t.id', 1, 2201)}`)
const isAuthorised = `t.status NOT IN ('Declined', 'Failed', 'Pending', 'WaitingForApproval')`

/** Who a book event names as its actor, in the sandbox's words; a provider's is its name. */
export const BOOK_ACTORS: readonly string[] = ['Merchant API', 'System', 'Tenant staff', 'Card scheme']

/** Stores events: each SELECT gives (id, transaction_id, type, status, created, actor, reason, amount). */
const storeEvents = (select: string) =>
  `INSERT INTO transaction_events (id, transaction_id, type, status, created, actor, reason, amount, worded)
   SELECT *, 1 FROM (${select})`

/** An event a book transaction (t) has at a place of its timeline when a condition holds: what it says (SQL). */
interface EventRule {
  place: number
  when: string
  type: string
  status: string
  at: string
  actor: string
  reason?: string
  amount?: string
}

/**
 * A book transaction's events, by place. Actors and reasons are the sandbox's words, worded when read; a decline's
 * reason is the transaction's own. At one place the conditions exclude each other.
 */
const eventRules: EventRule[] = [
  {
    place: 0,
    when: 'true',
    type: "'Created'",
    status: "'Pending'",
    at: 't.created',
    actor: "'Merchant API'",
    amount: 't.amount',
  },
  // What the provider (or, for a payout, the system) decided a second or two later.
  {
    place: 1,
    when: "t.type = 'Payout'",
    type: "'PayoutRequested'",
    status: "'WaitingForApproval'",
    at: decided,
    actor: "'System'",
    amount: 't.amount',
  },
  {
    place: 1,
    when: "t.type <> 'Payout' AND t.status IN ('Declined', 'Failed')",
    type: 't.status',
    status: 't.status',
    at: decided,
    actor: 't.service_provider',
  },
  {
    place: 1,
    when: "t.type <> 'Payout' AND t.status IN ('Pending', 'WaitingForApproval')",
    type: "'Pending'",
    status: 't.status',
    at: decided,
    actor: 't.service_provider',
    reason: "'Waiting for the bank'",
  },
  {
    place: 1,
    when: `t.type <> 'Payout' AND ${isAuthorised}`,
    type: "'Authorised'",
    status: "CASE t.type WHEN 'Authorisation' THEN 'Reserved' ELSE 'Captured' END",
    at: decided,
    actor: 't.service_provider',
    amount: 't.amount',
  },
  // Staff's decision on a payout; an authorisation captured within two days of it (never after it last changed) or
  // voided when it last changed; a sale captured at once.
  {
    place: 2,
    when: "t.type = 'Payout' AND t.status = 'Captured'",
    type: "'Captured'",
    status: "'Captured'",
    at: 't.updated',
    actor: "'Tenant staff'",
    amount: 't.amount',
  },
  {
    place: 2,
    when: "t.type = 'Payout' AND t.status = 'Declined'",
    type: "'Declined'",
    status: "'Declined'",
    at: 't.updated',
    actor: "'Tenant staff'",
    reason: "'Declined by staff'",
  },
  {
    place: 2,
    when: "t.type = 'Authorisation' AND t.status = 'Voided'",
    type: "'Voided'",
    status: "'Voided'",
    at: 't.updated',
    actor: "'Merchant API'",
  },
  {
    place: 2,
    when: `t.type = 'Authorisation' AND ${isAuthorised} AND t.status NOT IN ('Reserved', 'Voided')`,
    type: "'Captured'",
    status: "'Captured'",
    at: earlierOf(later(decided, `(1 + ${drawn('t.id', 2, 48)}) * 3600000`), 't.updated'),
    actor: "'Merchant API'",
    amount: 't.amount',
  },
  {
    place: 2,
    when: `t.type = 'Sale' AND ${isAuthorised}`,
    type: "'Captured'",
    status: "'Captured'",
    at: later(decided, '50'),
    actor: 't.service_provider',
    amount: 't.amount',
  },
  {
    place: 3,
    when: 't.settled IS NOT NULL',
    type: "'Settled'",
    status: 't.status',
    at: 't.settled',
    actor: 't.service_provider',
    amount: 't.amount',
  },
]

/** Every book transaction's events in one pass over the book: each transaction with each place, where a rule holds. */
const bookEvents = (() => {
  const field = (name: keyof EventRule) =>
    `CASE ${eventRules.map((rule) => `WHEN p.place = ${rule.place} AND ${rule.when} THEN ${rule[name] ?? 'NULL'}`).join(' ')} END`
  const places = [...new Set(eventRules.map((rule) => rule.place))]
  return `SELECT * FROM (
      SELECT t.id * 100 + p.place AS id, t.id AS transaction_id, ${field('type')} AS type, ${field('status')} AS status,
        ${field('at')} AS created, ${field('actor')} AS actor, ${field('reason')} AS reason, ${field('amount')} AS amount
      FROM transactions t CROSS JOIN (${places.map((place) => `SELECT ${place} AS place`).join(' UNION ALL ')}) p
    ) WHERE type IS NOT NULL`
})()

/** The book's refunds and chargebacks (child), each with its place among its payment's (from 10), and the payment (t). */
const bookChildren = `(SELECT *, 9 + ROW_NUMBER() OVER (PARTITION BY parent_id ORDER BY id) AS place
  FROM transactions WHERE parent_id IS NOT NULL AND action_by IS NULL AND type IN ('Refund', 'Chargeback')) child
  JOIN transactions t ON t.id = child.parent_id`

/** What a book refund or chargeback left on its payment's timeline. */
const childEvents = `SELECT t.id * 100 + child.place, t.id,
    CASE child.type WHEN 'Refund' THEN 'Refunded' ELSE 'ChargebackOpened' END,
    CASE child.type WHEN 'Refund' THEN CASE WHEN child.amount = t.amount THEN 'Refunded' ELSE 'PartiallyRefunded' END
      ELSE t.status END,
    child.created,
    CASE child.type WHEN 'Refund' THEN 'Merchant API' ELSE 'Card scheme' END,
    CASE child.type WHEN 'Refund' THEN 'Refund requested by the merchant' ELSE 'The cardholder disputes the payment' END,
    child.amount FROM ${bookChildren}`

/** The columns a stored call or delivery takes from its payment (t): its book, creation time and reference. */
const OF_PAYMENT = 't.mode, t.tenant_id, t.merchant_id, t.created, t.external_id'

/**
 * Stores calls: each SELECT gives (id, transaction_id, at, method, endpoint, status_code, child_id) and OF_PAYMENT,
 * written in the table's order (the book's, by the payments' time).
 */
const storeCalls = (selects: readonly string[]) =>
  `INSERT INTO api_calls (id, transaction_id, at, method, endpoint, status_code, child_id, mode, tenant_id,
     merchant_id, created, reference, duration_ms)
   SELECT *, 80 + ${drawn('id', 7, 821)} FROM (${selects.join(' UNION ALL ')}) ORDER BY mode, tenant_id, created, id`

/** A payment's (t) calls by the merchant: made, then captured or voided, then each refund. */
const callKinds = [
  `SELECT t.id * 100 AS id, t.id AS transaction_id, t.created AS at, 'POST',
     CASE t.type WHEN 'Payout' THEN '/v1/payouts' ELSE '/v1/payments' END,
     CASE WHEN t.status IN ('Declined', 'Failed') THEN 402 ELSE 201 END, NULL, ${OF_PAYMENT}
   FROM transactions t WHERE t.parent_id IS NULL`,
  `SELECT t.id * 100 + 1 AS id, t.id, t.updated, 'POST',
     '/v1/payments/' || t.id || CASE t.status WHEN 'Voided' THEN '/voids' ELSE '/captures' END, 201, NULL, ${OF_PAYMENT}
   FROM transactions t WHERE t.parent_id IS NULL AND t.type = 'Authorisation'
     AND (t.status IN ('Captured', 'Voided') OR t.refunded_amount > 0)`,
  `SELECT t.id * 100 + child.place AS id, t.id, child.created, 'POST', '/v1/payments/' || t.id || '/refunds', 201, child.id,
     ${OF_PAYMENT} FROM ${bookChildren} WHERE child.type = 'Refund' AND t.parent_id IS NULL`,
]

const roll = drawn('e.id', 5, 1000)
const attempts = `CASE WHEN ${roll} < 900 THEN 1 WHEN ${roll} < 970 THEN 2 + ${drawn('e.id', 6, 2)} ELSE 5 END`

/**
 * Stores the webhooks of the events (e, of their transactions t: a FROM and WHERE) of payments, both versions in a row: most arrive at once; some are retried
 * until their event is a day old and then arrive; a few fail after five attempts.
 */
export const storeDeliveries = (eventsOfPayments: string) => `
  INSERT INTO webhook_deliveries (id, transaction_id, mode, tenant_id, merchant_id, created, reference, website,
    type, event_status, status, status_code, attempts, at, last_attempt, retrying_until)
  SELECT e.id * ${DELIVERY_IDS}, ${OF_PAYMENT.replace('t.mode', 't.id, t.mode')},
    t.website, e.type, e.status,
    CASE WHEN ${roll} < 970 THEN 'Delivered' ELSE 'Failed' END,
    CASE WHEN ${roll} < 970 THEN 200 END,
    ${attempts},
    ${later('e.created', `(1 + ${drawn('e.id', 3, 5)}) * 1000`)},
    CASE WHEN ${roll} >= 900 THEN ${later('e.created', `${attempts} * (30 + ${drawn('e.id', 4, 571)}) * 1000`)} END,
    CASE WHEN ${roll} >= 900 AND ${roll} < 960 THEN ${later('e.created', '86400000')} END
  FROM ${eventsOfPayments} AND e.type <> 'Created' AND t.parent_id IS NULL`

/** An event (its id a parameter) with its transaction, for its webhooks. */
export const ONE_EVENT = 'transaction_events e JOIN transactions t ON t.id = e.transaction_id WHERE e.id = ?'
/**
 * Every event with its transaction, in the order the webhooks are kept (a book's, by the payments' time): read along
 * the book's period index, so that nothing is sorted.
 */
const EVERY_EVENT_IN_ORDER = `transactions t INDEXED BY tx_tenant_time
  JOIN transaction_events e ON e.id >= t.id * ${ACTIVITY_IDS} AND e.id < (t.id + 1) * ${ACTIVITY_IDS} WHERE true`

/**
 * Writes the story of the whole book when it has none yet: a sandbox seeds its book once, and a database of an
 * earlier sandbox gets the story of the book it has, with the calls and webhooks its actions made.
 */
export function recordBookActivity(db: SandboxDatabase): void {
  if (db.prepare('SELECT 1 FROM api_calls LIMIT 1').get()) return
  if (!db.prepare('SELECT 1 FROM transactions LIMIT 1').get()) return
  db.transaction(() => {
    for (const events of [bookEvents, childEvents]) db.exec(storeEvents(events))
    db.exec(storeCalls(callKinds))
    db.exec(storeDeliveries(EVERY_EVENT_IN_ORDER))
    // What an earlier sandbox's actions made: staff's calls, and the webhooks sent again.
    db.exec(`
      INSERT INTO api_calls (id, transaction_id, at, method, endpoint, status_code, child_id, mode, tenant_id,
        merchant_id, created, reference, duration_ms, request_id)
      SELECT t.id * 100 + 50 + ROW_NUMBER() OVER (PARTITION BY t.id ORDER BY r.created, r.rowid) - 1, t.id, r.created,
        json_extract(r.request, '$.method'), json_extract(r.request, '$.path'), r.status, NULL, ${OF_PAYMENT},
        20 + ${drawn('r.rowid', 8, 60)}, r.request_id
      FROM transaction_action_requests r JOIN transactions t ON t.id = r.transaction_id WHERE r.request IS NOT NULL;
      INSERT INTO webhook_deliveries (id, transaction_id, mode, tenant_id, merchant_id, created, reference, website,
        type, event_status, status, status_code, attempts, at, last_attempt)
      SELECT d.id + ROW_NUMBER() OVER (PARTITION BY r.event_id ORDER BY r.id), d.transaction_id, d.mode, d.tenant_id,
        d.merchant_id, d.created, d.reference, d.website, d.type, d.event_status, 'Delivered', 200, 1, r.created,
        r.created
      FROM webhook_resends r JOIN transactions t ON t.id = r.transaction_id
        JOIN webhook_deliveries d ON d.mode = t.mode AND d.tenant_id = t.tenant_id AND d.created = t.created
          AND d.id = r.event_id * ${DELIVERY_IDS};
    `)
  })()
}
