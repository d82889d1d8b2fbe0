import { Hono, type Context } from 'hono'
import { balanceOf } from '@paydeck/core/transactions'
import type { SandboxDatabase } from '../db/database'
import { netSql } from '../transactions/money-sql'
import {
  ACTIVITY_IDS,
  accountingOf,
  alertsOf,
  cascadingOf,
  disputeCodesOf,
  feesOf,
  routingLogsOf,
} from '../transactions/activity'
import { isApm, toApm } from '../transactions/apm'
import { activityWithActions } from '../transactions/recorded-activity'
import { merchantsById, toTransaction, type TransactionRow } from '../transactions/lookup'
import { requireKind, type ApiEnv, type Caller } from './auth.middleware'
import { invalid, notFound } from './problems'
import { languageOf } from './language'
import { declineReasonOf } from '@paydeck/core/labels'
import { baseCurrencyOf } from '../dashboard/exchange-rates'
import { sayFor, type Say } from '../words/say'
import { transactionViewGuard } from './transactions.routes'
import { pagingOf } from './paging'

/** A transaction's fees by its tenant's standard price book, worded in the request's language. */
const pricing = (db: SandboxDatabase, c: Context, row: TransactionRow) => ({
  bookCurrency: baseCurrencyOf(db, row.tenant_id),
  say: sayFor(c),
})

/** A list as one page of it (pageIndex, pageSize) with the count of all. */
const pageOf = (c: Context) => {
  const { pageIndex, pageSize } = pagingOf(c)
  return <T>(items: readonly T[]) => ({
    count: items.length,
    data: items.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
  })
}

/**
 * Reading one transaction for a caller: only one of its own book and mode is found (a merchant its own, tenant staff
 * their tenant's, platform staff the tenant they name by the tenantId header or query); anything else is a 404
 * that does not tell whether it exists elsewhere.
 */
function transactionReader(db: SandboxDatabase) {
  const byId = db.prepare('SELECT * FROM transactions WHERE id = ?')
  const childrenOf = db.prepare('SELECT * FROM transactions WHERE parent_id = ? ORDER BY created, id')
  const visible = (c: Context<ApiEnv>, id: number): TransactionRow | Response => {
    const caller: Caller = c.get('caller')
    const row = byId.get(id) as TransactionRow | undefined
    const tenantId =
      caller.kind === 'platform' ? Number(c.req.header('tenantId') ?? c.req.query('tenantId')) : caller.user.tenantId
    if (caller.kind === 'platform' && !(tenantId > 0))
      return invalid(c, { tenantId: ['Name the tenant whose transaction this is.'] })
    // A SandboxEnabled merchant's book is all Test, whatever mode it asks in (as in the lookups).
    const mode =
      row && caller.kind === 'merchant' && row.mode === 'Test' && sandboxOnly(row.merchant_id)
        ? 'Test'
        : caller.systemMode
    if (
      !row ||
      row.tenant_id !== tenantId ||
      (caller.kind === 'merchant' && row.merchant_id !== caller.user.merchantId) ||
      row.mode !== mode
    )
      return notFound(c, `There is no transaction ${id} in ${caller.systemMode}.`)
    return row
  }
  const processing = db.prepare('SELECT processing_status AS processing FROM merchants WHERE id = ?')
  const sandboxOnly = (merchantId: number) =>
    (processing.get(merchantId) as { processing: string } | undefined)?.processing === 'SandboxEnabled'
  type Answer = (c: Context<ApiEnv>, row: TransactionRow, children: TransactionRow[]) => unknown
  /** A handler of one transaction: its id from the path, checked, then the answer built from it. */
  const about = (answer: Answer) => async (c: Context<ApiEnv>) => {
    const row = visible(c, Number(c.req.param('id')))
    if (row instanceof Response) return row
    const result = await answer(c, row, childrenOf.all(row.id) as TransactionRow[])
    return result instanceof Response ? result : c.json(result)
  }
  /** An activity item (an event, an API log) by its id, through its transaction. */
  const item =
    <T extends { id: number }>(
      list: (row: TransactionRow, children: TransactionRow[], say: Say) => T[],
      name: string,
    ) =>
    (c: Context<ApiEnv>) => {
      const itemId = Number(c.req.param('itemId'))
      const row = visible(c, Math.floor(itemId / ACTIVITY_IDS))
      if (row instanceof Response) return row
      const children = childrenOf.all(row.id) as TransactionRow[]
      const found = list(row, children, sayFor(c)).find((entry) => entry.id === itemId)
      return found ? c.json(found) : notFound(c, `There is no ${name} ${itemId}.`)
    }
  return { byId, childrenOf, about, item, visible }
}

export type TransactionAnswer = (c: Context<ApiEnv>, row: TransactionRow, children: TransactionRow[]) => unknown

/** A handler of one transaction the caller may read (its id from the path), answered from its row. */
export function aboutTransaction(
  db: SandboxDatabase,
): (answer: TransactionAnswer) => (c: Context<ApiEnv>) => Promise<Response> {
  return transactionReader(db).about
}

/** A transaction by id if the caller may read it, else the 404 (or the platform's missing tenant) to answer. */
export function visibleTransaction(db: SandboxDatabase): (c: Context<ApiEnv>, id: number) => TransactionRow | Response {
  return transactionReader(db).visible
}

/**
 * Seed 001 section 7's reads of one transaction, for the detail and its tabs: the transaction (partial and full),
 * its cascading attempts, events, related transactions, API logs, alerts, fees, dispute codes, routing logs,
 * rejection reasons and the merchant's balance, at the staff's paths and the merchant's.
 */
export function transactionDetailRoutes(db: SandboxDatabase) {
  const { byId, childrenOf, about, item } = transactionReader(db)
  const transaction = (row: TransactionRow) => toTransaction(row, merchantsById(db))
  const { events, apiLogs } = activityWithActions(db)

  const app = new Hono<ApiEnv>()
  const id = ':id{[0-9]+}'
  for (const base of ['/api/crm/transactions', '/api/transactions']) {
    app.get(
      `${base}/${id}`,
      transactionViewGuard,
      about((_, row) => transaction(row)),
    )
    app.get(
      `${base}/${id}/details`,
      transactionViewGuard,
      about((_, row, children) => ({ transaction: transaction(row), balance: balanceOf(row, children) })),
    )
    app.get(
      `${base}/${id}/events`,
      transactionViewGuard,
      about((c, row, children) => pageOf(c)(events(row, children, sayFor(c)))),
    )
    app.get(`${base}/events/:itemId{[0-9]+}`, transactionViewGuard, item(events, 'event'))
    app.get(
      `${base}/${id}/api-logs`,
      transactionViewGuard,
      about((c, row, children) => pageOf(c)(apiLogs(row, children))),
    )
    app.get(`${base}/api-logs/:itemId{[0-9]+}`, transactionViewGuard, item(apiLogs, 'API log'))
    app.get(
      `${base}/${id}/related`,
      transactionViewGuard,
      about((c, row, children) => {
        const parent = row.parent_id === null ? [] : [byId.get(row.parent_id) as TransactionRow]
        const siblings =
          row.parent_id === null
            ? []
            : (childrenOf.all(row.parent_id) as TransactionRow[]).filter((s) => s.id !== row.id)
        return pageOf(c)([...parent, ...children, ...siblings].map(transaction))
      }),
    )
    app.get(
      `${base}/related/${id}`,
      transactionViewGuard,
      about((_, row) => transaction(row)),
    )
    app.get(
      `${base}/${id}/cascading`,
      transactionViewGuard,
      about((c, row) => {
        const attempts = cascadingOf(row)
        const offset = Math.max(0, Number(c.req.query('offset') ?? 0) || 0)
        return { count: attempts.length, data: attempts.slice(offset, offset + 10) }
      }),
    )
    app.get(
      `${base}/${id}/alerts`,
      transactionViewGuard,
      about((c, row) => alertsOf(row, sayFor(c))),
    )
    app.get(
      `${base}/${id}/fees`,
      transactionViewGuard,
      about((c, row, children) => feesOf(row, children, pricing(db, c, row))),
    )
    app.get(
      `${base}/${id}/disputeCodes`,
      transactionViewGuard,
      about((c, row, children) => disputeCodesOf(row, children, sayFor(c))),
    )
    app.get(
      `${base}/${id}/smart-routing-logs/:page?`,
      transactionViewGuard,
      about((c, row) => routingLogsOf(row, sayFor(c))),
    )
    app.get(
      `${base}/${id}/rejection_reasons/:language?`,
      transactionViewGuard,
      // In the language the path names (seed 001's form), else the one the request asks for.
      about((c, row) => {
        const language = languageOf(c.req.param('language') ?? c.req.header('Accept-Language'))
        const reason = declineReasonOf({ responseCode: row.response_code, declineReason: row.decline_reason }, language)
        return reason ? [{ code: row.response_code, reason }] : []
      }),
    )
    app.get(
      `${base}/${id}/check-balance`,
      transactionViewGuard,
      about((_, row) => {
        const sums = db
          .prepare(
            // The money model's net of the last 30 days: settled movements are available, the rest still pending.
            `SELECT COALESCE(SUM(CASE WHEN settled IS NOT NULL THEN ${netSql()} END), 0) AS available,
               COALESCE(SUM(CASE WHEN settled IS NULL THEN ${netSql()} END), 0) AS pending
             FROM transactions WHERE mode = ? AND merchant_id = ? AND currency = ? AND created >= ?`,
          )
          .get(row.mode, row.merchant_id, row.currency, new Date(Date.now() - 30 * 86_400_000).toISOString()) as {
          available: number
          pending: number
        }
        return { merchantId: row.merchant_id, currency: row.currency, ...sums }
      }),
    )
  }
  // An APM transaction's own detail (seed 001: api/crm/apm-transactions/{id}), staff only.
  app.get(
    '/api/crm/apm-transactions/:id{[0-9]+}',
    requireKind('tenant', 'platform'),
    transactionViewGuard,
    about((c, row) =>
      isApm(row.payment_method) ? toApm(transaction(row)) : notFound(c, `${row.id} is not an APM transaction.`),
    ),
  )
  // The antifraud check's own call log, from the alerts' side.
  app.get(
    '/api/crm/antifraud-api-logs/:id{[0-9]+}',
    transactionViewGuard,
    about((_, row) => ({
      id: row.id,
      transactionId: row.id,
      created: row.created,
      method: 'POST',
      endpoint: '/antifraud/v1/score',
      statusCode: 200,
      durationMs: 40 + (row.id % 60),
      request: JSON.stringify({ transactionId: row.id, ip: row.customer_ip, email: row.customer_email }, null, 2),
      response: JSON.stringify({ score: row.risk_score, alerts: alertsOf(row).map((alert) => alert.rule) }, null, 2),
    })),
  )
  return app
}

/** The accounting service (acc/): a transaction's double entries, under the customer (merchant) it belongs to. */
export function accountingRoutes(db: SandboxDatabase) {
  const { about } = transactionReader(db)
  const app = new Hono<ApiEnv>()
  app.get(
    '/customers/:customerId{[0-9]+}/transactions/:id{[0-9]+}/accounting-entries',
    transactionViewGuard,
    about((c, row, children) =>
      Number(c.req.param('customerId')) === row.merchant_id
        ? accountingOf(row, children, pricing(db, c, row))
        : notFound(c, `Transaction ${row.id} is not customer ${c.req.param('customerId')}'s.`),
    ),
  )
  return app
}

/** The webhook services: v1 (wh/) lists a transaction's deliveries, v2 (wh2/) pages them, the platform's by tenant. */
export function webhookRoutes(db: SandboxDatabase, version: 'v1' | 'v2') {
  const { about } = transactionReader(db)
  const { webhooks } = activityWithActions(db)
  const app = new Hono<ApiEnv>()
  const deliveries = about((c, row, children) => {
    const all = webhooks(row, children, version)
    return version === 'v1' ? all : pageOf(c)(all)
  })
  app.get('/api/crm/notifications/transaction-webhooks/:id{[0-9]+}', transactionViewGuard, deliveries)
  if (version === 'v2')
    app.get('/api/crm/notifications/platform-transaction-webhooks/:id{[0-9]+}', transactionViewGuard, deliveries)
  return app
}
