import type { ApiLog, WebhookDelivery } from '@paydeck/core/transaction-activity'
import { addDays } from '@paydeck/core/time'
import type { SandboxDatabase } from '../db/database'
import { statementOf } from '../db/statements'
import type { TransactionRow } from '../transactions/lookup'
import { activityWithActions } from '../transactions/recorded-activity'

// The API calls and webhook deliveries of a tenant's payments, derived payment by payment (transactions/activity.ts)
// and kept per UTC hour of the payments: a month's report reads ~60,000 kept rows, where deriving them reads every
// payment's whole row and its children (seconds at a million). An hour is derived ahead of the questions
// (keep-ahead.ts), or by the first report that covers it; an hour, not a day, so that deriving one holds the
// sandbox's thread for milliseconds. Every write that changes what a payment's activity says (the payment or its
// children, staff's calls and the events they stored, a webhook sent again) forgets its payment's hour inside the
// write's transaction. A webhook of an event
// less than a day old may be retrying, and fails or arrives when its event turns a day old (the clock alone moves
// it): such a delivery is kept as it is until then and as it will be after, each read picking the one that holds.

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
export type ActivityKind = 'api' | 'webhooks'

const owner = `mode TEXT NOT NULL, tenant_id INTEGER NOT NULL, merchant_id INTEGER NOT NULL,
  created TEXT NOT NULL, payment_id INTEGER NOT NULL, reference TEXT`
/** An instant's UTC hour as the kept hours name it ('2026-11-29T13'). */
const HOUR = 13
/** The hour of the payment a row of transactions belongs to (its own, or its parent's for a refund or chargeback). */
const paymentHourOf = (ref: 'new' | 'old') => `DELETE FROM activity_hours WHERE mode = ${ref}.mode
    AND tenant_id = ${ref}.tenant_id
    AND hour = substr(COALESCE((SELECT created FROM transactions WHERE id = ${ref}.parent_id), ${ref}.created), 1, ${HOUR});`
/** The hour of the payment a stored event, call or resend is about. */
const hourOfTransaction = `DELETE FROM activity_hours WHERE (mode, tenant_id, hour) IN (
    SELECT one.mode, one.tenant_id, substr(COALESCE(parent.created, one.created), 1, ${HOUR})
    FROM transactions one LEFT JOIN transactions parent ON parent.id = one.parent_id WHERE one.id = new.transaction_id);`
/** What an earlier sandbox kept per day: its triggers and table, replaced by the hours'. */
const keptByDay = [
  'transaction_added',
  'transaction_changed',
  'transaction_deleted',
  'call_made',
  'event_stored',
  'webhook_resent',
]
  .map((name) => `DROP TRIGGER IF EXISTS activity_${name};`)
  .join('\n')

/**
 * A kept table's indexes by tenant and by merchant over a period (after what a report always names), holding what a
 * report's count and filters read: counting a month reads no row of the table.
 */
const coveringIndexes = (table: string, named: string, covered: string) => `
    DROP INDEX IF EXISTS ${table}_tenant;
    DROP INDEX IF EXISTS ${table}_merchant;
    CREATE INDEX IF NOT EXISTS ${table}_by_tenant ON ${table} (mode, tenant_id, ${named}created, merchant_id, ${covered});
    CREATE INDEX IF NOT EXISTS ${table}_by_merchant ON ${table} (mode, merchant_id, ${named}created, tenant_id, ${covered});`

/** The tables and the triggers that forget an hour when a write changes it; nothing is derived until asked. */
export function createKeptActivity(db: SandboxDatabase): void {
  db.exec(`
    ${keptByDay}
    DROP TABLE IF EXISTS activity_days;
    CREATE TABLE IF NOT EXISTS activity_hours (
      kind TEXT NOT NULL, mode TEXT NOT NULL, tenant_id INTEGER NOT NULL, hour TEXT NOT NULL,
      PRIMARY KEY (mode, tenant_id, hour, kind)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS activity_api_calls (${owner},
      id INTEGER NOT NULL, at TEXT NOT NULL, method TEXT NOT NULL, endpoint TEXT NOT NULL,
      status_code INTEGER NOT NULL, duration_ms INTEGER NOT NULL);
    ${coveringIndexes('activity_api_calls', '', 'status_code')}
    CREATE TABLE IF NOT EXISTS activity_webhooks (${owner},
      id INTEGER NOT NULL, event_id INTEGER NOT NULL, version TEXT NOT NULL, event TEXT NOT NULL, url TEXT NOT NULL,
      status TEXT NOT NULL, status_code INTEGER, attempts INTEGER NOT NULL, at TEXT NOT NULL, last_attempt TEXT NOT NULL,
      -- The clock's bounds of a delivery that changes when its event turns a day old (ms since 1970); null: none.
      holds_from INTEGER, holds_until INTEGER);
    ${coveringIndexes('activity_webhooks', 'version, ', 'status, holds_from, holds_until')}
    -- The resend report asks whether an event's webhook has arrived since.
    CREATE INDEX IF NOT EXISTS activity_webhooks_event ON activity_webhooks (event_id, version, status);
    CREATE TRIGGER IF NOT EXISTS activity_hour_transaction_added AFTER INSERT ON transactions
      BEGIN ${paymentHourOf('new')} END;
    CREATE TRIGGER IF NOT EXISTS activity_hour_transaction_changed AFTER UPDATE ON transactions
      BEGIN ${paymentHourOf('old')} ${paymentHourOf('new')} END;
    CREATE TRIGGER IF NOT EXISTS activity_hour_transaction_deleted AFTER DELETE ON transactions
      BEGIN ${paymentHourOf('old')} END;
    CREATE TRIGGER IF NOT EXISTS activity_hour_call_made AFTER INSERT ON transaction_action_requests
      BEGIN ${hourOfTransaction} END;
    CREATE TRIGGER IF NOT EXISTS activity_hour_event_stored AFTER INSERT ON transaction_events
      BEGIN ${hourOfTransaction} END;
    CREATE TRIGGER IF NOT EXISTS activity_hour_webhook_resent AFTER INSERT ON webhook_resends
      BEGIN ${hourOfTransaction} END;
  `)
}

/** Where a report's rows come from: its book (mode and tenant), the UTC instants of its period, and its WHERE. */
export interface ActivityQuery {
  mode: string
  tenantId: number
  from: string
  to: string
  /** Over mode, tenant_id, merchant_id and created, as the report's scan writes it. */
  clause: string
  params: unknown[]
}

/** The payment an activity row is about, as the reports show it. */
interface AboutPayment {
  paymentId: number
  reference: string
  merchantId: number
}

export type KeptApiCall = AboutPayment &
  Pick<ApiLog, 'method' | 'endpoint' | 'statusCode' | 'durationMs'> & { at: string }
export type KeptDelivery = AboutPayment & WebhookDelivery
const aboutPayment = 'payment_id AS paymentId, reference, merchant_id AS merchantId'

/**
 * Each payment (no parent) that a WHERE over the transactions picks, with its children, in time order. The children
 * are read in one query (a few thousand a month): asking per payment cost a second a month at a million rows.
 */
export function* paymentsWhere(
  db: SandboxDatabase,
  clause: string,
  params: readonly unknown[],
): Generator<{ row: TransactionRow; children: TransactionRow[] }> {
  const payments = `FROM transactions WHERE ${clause} AND parent_id IS NULL`
  const childrenOf = new Map<number, TransactionRow[]>()
  const children = db.prepare(
    `SELECT * FROM transactions WHERE parent_id IN (SELECT id ${payments}) ORDER BY created, id`,
  )
  for (const child of children.iterate(...params) as Iterable<TransactionRow>) {
    const siblings = childrenOf.get(child.parent_id as number) ?? []
    siblings.push(child)
    childrenOf.set(child.parent_id as number, siblings)
  }
  const rows = db.prepare(`SELECT * ${payments} ORDER BY created, id`)
  for (const row of rows.iterate(...params) as Iterable<TransactionRow>)
    yield { row, children: childrenOf.get(row.id) ?? [] }
}

const readers = new WeakMap<SandboxDatabase, ReturnType<typeof readsOf>>()
/** The reads of the kept activity (prepared once per connection), deriving first the period's hours not kept. */
export function keptActivity(db: SandboxDatabase): ReturnType<typeof readsOf> {
  let reads = readers.get(db)
  if (!reads) readers.set(db, (reads = readsOf(db)))
  return reads
}

/** What a delivery is kept as, in the order of the table's columns. */
const deliveryColumns = [
  'id',
  'eventId',
  'version',
  'event',
  'url',
  'status',
  'statusCode',
  'attempts',
  'created',
  'lastAttempt',
] as const
const sameDelivery = (one: WebhookDelivery, other: WebhookDelivery) =>
  deliveryColumns.every((name) => one[name] === other[name])

function readsOf(db: SandboxDatabase) {
  const { apiLogs, events, webhooks } = activityWithActions(db)
  const keptHours = db
    .prepare(
      'SELECT hour FROM activity_hours WHERE kind = ? AND mode = ? AND tenant_id = ? AND hour >= ? AND hour <= ?',
    )
    .pluck()
  const keepHour = db.prepare('INSERT OR REPLACE INTO activity_hours (kind, mode, tenant_id, hour) VALUES (?, ?, ?, ?)')
  const forgetIn = (table: string, named = '') =>
    db.prepare(`DELETE FROM ${table} WHERE mode = ? AND tenant_id = ? ${named} AND created >= ? AND created < ?`)
  // Each version named, so that the delete seeks its hours on the tenant's index (version before created).
  const forget = {
    api: forgetIn('activity_api_calls'),
    webhooks: forgetIn('activity_webhooks', "AND version IN ('v1', 'v2')"),
  }
  const addCall = db.prepare(
    `INSERT INTO activity_api_calls (mode, tenant_id, merchant_id, created, payment_id, reference, id, at, method,
       endpoint, status_code, duration_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const addDelivery = db.prepare(
    `INSERT INTO activity_webhooks (mode, tenant_id, merchant_id, created, payment_id, reference, id, event_id, version,
       event, url, status, status_code, attempts, at, last_attempt, holds_from, holds_until)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )

  /** Derives a run of consecutive hours in one transaction. */
  const derive = db.transaction((kind: ActivityKind, mode: string, tenantId: number, hours: readonly string[]) => {
    const start = `${hours[0]}:00:00.000Z`
    const end = new Date(Date.parse(start) + hours.length * HOUR_MS).toISOString()
    forget[kind].run(mode, tenantId, start, end)
    const now = Date.now()
    const ofTheHours = 'mode = ? AND tenant_id = ? AND created >= ? AND created < ?'
    // The payments (a hundred or so) read before writing: the connection writes nothing while a read is open.
    for (const { row, children } of [...paymentsWhere(db, ofTheHours, [mode, tenantId, start, end])]) {
      const owned = [mode, tenantId, row.merchant_id, row.created, row.id, row.external_id]
      if (kind === 'api') {
        for (const log of apiLogs(row, children))
          addCall.run(...owned, log.id, log.created, log.method, log.endpoint, log.statusCode, log.durationMs)
        continue
      }
      const happened = events(row, children)
      const told = happened.filter((event) => event.type !== 'Created')
      const add = (sent: WebhookDelivery, holdsFrom: number | null, holdsUntil: number | null) =>
        addDelivery.run(...owned, ...deliveryColumns.map((name) => sent[name]), holdsFrom, holdsUntil)
      // Only a webhook of an event less than a day old may still change (most payments have none such).
      const settled = told.every((event) => now - Date.parse(event.created) >= DAY_MS)
      for (const version of ['v1', 'v2'] as const) {
        const deliveries = webhooks(row, children, version, happened, now)
        if (settled) {
          for (const sent of deliveries) add(sent, null, null)
          continue
        }
        // As the deliveries are now, and as they will be once every event is more than a day old.
        const later = webhooks(row, children, version, happened, now + 2 * DAY_MS)
        deliveries.forEach((sent, index) => {
          const after = later[index]!
          if (sameDelivery(sent, after)) return add(sent, null, null)
          const turns = Date.parse(told[index]!.created) + DAY_MS
          add(sent, null, turns)
          add(after, turns, null)
        })
      }
    }
    for (const hour of hours) keepHour.run(kind, mode, tenantId, hour)
  })

  /**
   * The hours of [from, to) that are not kept, in runs of consecutive hours of at most `perRun`, each a step that
   * derives it in one transaction.
   */
  function* unkeptRuns(kind: ActivityKind, mode: string, tenantId: number, from: string, to: string, perRun = 24) {
    const first = Math.floor(Date.parse(from) / HOUR_MS) * HOUR_MS
    const hourOf = (time: number) => new Date(time).toISOString().slice(0, HOUR)
    const kept = new Set(keptHours.all(kind, mode, tenantId, hourOf(first), hourOf(Date.parse(to) - 1)) as string[])
    let run: string[] = []
    const derived = (hours: string[]) => () => derive(kind, mode, tenantId, hours)
    for (let time = first; time < Date.parse(to); time += HOUR_MS) {
      const hour = hourOf(time)
      if (!kept.has(hour)) run.push(hour)
      if (run.length > 0 && (kept.has(hour) || run.length === perRun)) {
        yield derived(run)
        run = []
      }
    }
    if (run.length > 0) yield derived(run)
  }

  /** Derives the hours of a period that are not kept. */
  function keep(kind: ActivityKind, { mode, tenantId, from, to }: ActivityQuery) {
    for (const derived of unkeptRuns(kind, mode, tenantId, from, to)) derived()
  }

  return {
    /** A UTC day's hours of a book that are not kept, in steps of at most `perRun` hours (keep-ahead.ts). */
    unkeptHoursOf: (kind: ActivityKind, mode: string, tenantId: number, day: string, perRun: number) =>
      unkeptRuns(kind, mode, tenantId, `${day}T00:00:00.000Z`, `${addDays(day, 1)}T00:00:00.000Z`, perRun),
    /** The API calls about the period's payments, payment by payment in time order unless a page orders them. */
    apiCalls(query: ActivityQuery, filter: ActivityFilter = noFilter): ActivityList<KeptApiCall> {
      keep('api', query)
      return listOf(
        'activity_api_calls',
        `${aboutPayment}, at, method, endpoint, status_code AS statusCode, duration_ms AS durationMs`,
        'created, payment_id, id',
        query,
        filter,
      )
    },
    /** The webhook deliveries of the period's payments by the versions asked, payment by payment in time order. */
    deliveries(
      query: ActivityQuery,
      versions: readonly ('v1' | 'v2')[],
      filter: ActivityFilter = noFilter,
    ): ActivityList<KeptDelivery> {
      keep('webhooks', query)
      const now = Date.now()
      // Ordered by the table's created (the payment's), which the delivery's own time shadows in the output.
      return listOf(
        'activity_webhooks',
        `${aboutPayment}, id, event_id AS eventId, version, event, url, status, status_code AS statusCode,
           attempts, at AS created, last_attempt AS lastAttempt`,
        'activity_webhooks.created, payment_id, version, id',
        query,
        {
          where: [`version IN (${versions.map(() => '?').join(', ')})`, holdsAt('activity_webhooks'), ...filter.where],
          params: [...versions, now, now, ...filter.params],
        },
      )
    },
  }

  function listOf<T>(
    table: string,
    columns: string,
    order: string,
    query: ActivityQuery,
    filter: ActivityFilter,
  ): ActivityList<T> {
    const where = [query.clause, ...filter.where].join(' AND ')
    const params = [...query.params, ...filter.params]
    return {
      count: () =>
        (statementOf(db, `SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(...params) as { n: number }).n,
      rows: (page) =>
        (page
          ? statementOf(
              db,
              `SELECT ${columns} FROM ${table} WHERE ${where} ORDER BY ${page.orderBy}, ${order} LIMIT ? OFFSET ?`,
            ).all(...params, page.limit, page.offset)
          : statementOf(db, `SELECT ${columns} FROM ${table} WHERE ${where} ORDER BY ${order}`).all(...params)) as T[],
      grouped: <R>(select: string, groupBy: string) =>
        statementOf(db, `SELECT ${select} FROM ${table} WHERE ${where} GROUP BY ${groupBy}`).all(...params) as R[],
    }
  }
}

/** A kept delivery that holds at the instant given twice (ms since 1970) as parameters. */
export const holdsAt = (table: string) =>
  `(${table}.holds_from IS NULL OR ${table}.holds_from <= ?) AND (${table}.holds_until IS NULL OR ${table}.holds_until > ?)`

/** Conditions a report adds to its period's kept rows, over the kept table's columns. */
export interface ActivityFilter {
  where: string[]
  params: unknown[]
}
const noFilter: ActivityFilter = { where: [], params: [] }

/** A period's kept rows: counted, or read whole in the payments' time order, or a page in an order (SQL) before it. */
export interface ActivityList<T> {
  count(): number
  rows(page?: { orderBy: string; limit: number; offset: number }): T[]
  /** The rows folded by a GROUP BY (SQL over the kept table's columns). */
  grouped<R>(select: string, groupBy: string): R[]
}
