import { Hono, type Context } from 'hono'
import { balanceOf } from '@paydeck/core/transactions'
import type { SandboxDatabase } from '../db/database'
import { accountingOf, alertsOf, cascadingOf, disputeCodesOf, feesOf, routingLogsOf } from '../transactions/activity'
import { isApm, toApm } from '../transactions/apm'
import { activityWithActions } from '../transactions/recorded-activity'
import {
  merchantsById,
  toTransaction,
  transactionById,
  transactionChildren,
  type TransactionRow,
} from '../transactions/lookup'
import { processesOnlyInSandbox } from '../tenants/merchants.repository'
import type { ApiEnv } from './auth.middleware'
import type { Caller } from '../domain/caller'
import { notFound } from './problems'
import { baseCurrencyOf } from '../dashboard/exchange-rates'
import { sayFor } from './language'
import { bind } from './route-table'
import { actingTenant } from './scope'
import { pageOf } from './paging'

/** A transaction's fees by its tenant's standard price book, worded in the request's language. */
const pricing = (db: SandboxDatabase, c: Context, row: TransactionRow) => ({
  bookCurrency: baseCurrencyOf(db, row.tenant_id),
  say: sayFor(c),
})

/** A list as one page of it (pageIndex, pageSize) with the count of all. */
const listPage = (c: Context<ApiEnv>) => {
  const { pageIndex, pageSize } = pageOf(c)
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
  const byId = transactionById(db)
  const childrenOf = transactionChildren(db)
  const visible = (c: Context<ApiEnv>, id: number): TransactionRow | Response => {
    const caller: Caller = c.get('caller')
    const row = byId(id)
    const tenantId = actingTenant(c, 'Name the tenant whose transaction this is.')
    // A SandboxEnabled merchant's book is all Test, whatever mode it asks in (as in the lookups).
    const mode =
      row && caller.kind === 'merchant' && row.mode === 'Test' && processesOnlyInSandbox(db, row.merchant_id)
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
  type Answer = (c: Context<ApiEnv>, row: TransactionRow, children: TransactionRow[]) => unknown
  /** A handler of one transaction: its id from the path, checked, then the answer built from it. */
  const about = (answer: Answer) => async (c: Context<ApiEnv>) => {
    const row = visible(c, Number(c.req.param('id')))
    if (row instanceof Response) return row
    const result = await answer(c, row, childrenOf(row.id))
    return result instanceof Response ? result : c.json(result)
  }
  return { byId, childrenOf, about, visible }
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
 * its cascading attempts, events, related transactions, API logs, alerts, fees, dispute codes and routing logs, at
 * the staff's paths and the merchant's.
 */
export function transactionDetailRoutes(db: SandboxDatabase) {
  const { byId, childrenOf, about } = transactionReader(db)
  const transaction = (row: TransactionRow) => toTransaction(row, merchantsById(db))
  const { events, apiLogs } = activityWithActions(db)

  const app = new Hono<ApiEnv>()
  /** A read of one transaction at the merchant's path and at staff's. */
  const read = (name: string, handler: ReturnType<typeof about>) => {
    bind(app, name, handler)
    bind(app, `${name}ByStaff`, handler)
  }
  read(
    'fetchTransaction',
    about((_, row) => transaction(row)),
  )
  read(
    'fetchTransactionDetails',
    about((_, row, children) => ({ transaction: transaction(row), balance: balanceOf(row, children) })),
  )
  read(
    'fetchTransactionEvents',
    about((c, row, children) => listPage(c)(events(row, children, sayFor(c)))),
  )
  read(
    'fetchApiLogs',
    about((c, row, children) => listPage(c)(apiLogs(row, children))),
  )
  read(
    'fetchRelatedTransactions',
    about((c, row, children) => {
      const parent = row.parent_id === null ? [] : [byId(row.parent_id)!]
      const siblings = row.parent_id === null ? [] : childrenOf(row.parent_id).filter((s) => s.id !== row.id)
      return listPage(c)([...parent, ...children, ...siblings].map(transaction))
    }),
  )
  read(
    'fetchCascading',
    about((c, row) => {
      const attempts = cascadingOf(row)
      const offset = Math.max(0, Number(c.req.query('offset') ?? 0) || 0)
      return { count: attempts.length, data: attempts.slice(offset, offset + 10) }
    }),
  )
  read(
    'fetchAntifraudAlerts',
    about((c, row) => alertsOf(row, sayFor(c))),
  )
  read(
    'fetchTransactionFees',
    about((c, row, children) => feesOf(row, children, pricing(db, c, row))),
  )
  read(
    'fetchDisputeCodes',
    about((c, row, children) => disputeCodesOf(row, children, sayFor(c))),
  )
  read(
    'fetchRoutingLogs',
    about((c, row) => routingLogsOf(row, sayFor(c))),
  )
  // An APM transaction's own detail (seed 001: api/crm/apm-transactions/{id}), staff only.
  bind(
    app,
    'fetchApmTransaction',
    about((c, row) =>
      isApm(row.payment_method) ? toApm(transaction(row)) : notFound(c, `${row.id} is not an APM transaction.`),
    ),
  )
  return app
}

/** The accounting service (acc/): a transaction's double entries, under the customer (merchant) it belongs to. */
export function accountingRoutes(db: SandboxDatabase) {
  const { about } = transactionReader(db)
  const app = new Hono<ApiEnv>()
  bind(
    app,
    'fetchAccountingEntries',
    about((c, row, children) =>
      Number(c.req.param('merchantId')) === row.merchant_id
        ? accountingOf(row, children, pricing(db, c, row))
        : notFound(c, `Transaction ${row.id} is not customer ${c.req.param('merchantId')}'s.`),
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
    return version === 'v1' ? all : listPage(c)(all)
  })
  // Each service binds its own version's calls (both serve the same path below their mounts).
  const calls =
    version === 'v1' ? ['fetchWebhookDeliveries'] : ['fetchWebhookDeliveriesV2', 'fetchWebhookDeliveriesV2ByPlatform']
  for (const name of calls) bind(app, name, deliveries)
  return app
}
