import type { ApiLog, WebhookDelivery } from '@paydeck/core/transaction-activity'
import type { SandboxDatabase } from '../db/database'
import { statementOf } from '../db/statements'

// The stored API calls and webhook deliveries of a period's payments, as the activity reports read them: each row
// carries its payment's book, creation time and reference (transactions/stored-activity.ts), so a period is a range
// of an index, counted from the index alone.

/** Where a report's rows come from: its WHERE over mode, tenant_id, merchant_id and created (the payment's). */
export interface ActivityQuery {
  clause: string
  params: unknown[]
}

/** Conditions a report adds to its period's rows, over the table's columns. */
export interface ActivityFilter {
  where: string[]
  params: unknown[]
}
const noFilter: ActivityFilter = { where: [], params: [] }

/** A period's rows: counted, or read whole in the payments' time order, or a page in an order (SQL) before it. */
export interface ActivityList<T> {
  count(): number
  rows(page?: { orderBy: string; limit: number; offset: number }): T[]
  /** The rows folded by a GROUP BY (SQL over the table's columns). */
  grouped<R>(select: string, groupBy: string): R[]
}

/** The payment an activity row is about, as the reports show it. */
interface AboutPayment {
  paymentId: number
  reference: string
  merchantId: number
}
export type ReportedCall = AboutPayment &
  Pick<ApiLog, 'method' | 'endpoint' | 'statusCode' | 'durationMs'> & { at: string }
export type ReportedDelivery = AboutPayment & WebhookDelivery
const aboutPayment = 'transaction_id AS paymentId, reference, merchant_id AS merchantId'

/** The tables the lists read: the calls, and the deliveries as they stand now. */
export const CALLS = 'api_calls'
export const DELIVERIES = 'webhook_deliveries_now'

/** The API calls about the period's payments, payment by payment in time order unless a page orders them. */
export const apiCalls = (db: SandboxDatabase, query: ActivityQuery, filter = noFilter): ActivityList<ReportedCall> =>
  listOf(
    db,
    CALLS,
    `${aboutPayment}, at, method, endpoint, status_code AS statusCode, duration_ms AS durationMs`,
    'created, transaction_id, at, id',
    query,
    filter,
  )

/** The webhook deliveries of the period's payments by the versions asked, payment by payment in time order. */
export const deliveries = (
  db: SandboxDatabase,
  query: ActivityQuery,
  versions: readonly ('v1' | 'v2')[],
  filter = noFilter,
): ActivityList<ReportedDelivery> =>
  // Ordered by the payment's time, which the delivery's own (at) shadows in the output.
  listOf(
    db,
    DELIVERIES,
    `${aboutPayment}, id, event_id AS eventId, version, event, url, status, status_code AS statusCode,
       attempts, at AS created, last_attempt AS lastAttempt`,
    `${DELIVERIES}.created, transaction_id, version, at, id`,
    query,
    {
      where: [`version IN (${versions.map(() => '?').join(', ')})`, ...filter.where],
      params: [...versions, ...filter.params],
    },
  )

function listOf<T>(
  db: SandboxDatabase,
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
