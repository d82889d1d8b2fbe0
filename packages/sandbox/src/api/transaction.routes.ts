import type { Context } from 'hono'
import { transactionRoutes as transactionArea } from '@paydeck/core/openapi'
import { balanceOf } from '@paydeck/core/transactions'
import type { SandboxDatabase } from '../db/database'
import { accountingOf, feesOf } from '../transactions/fees'
import { alertsOf, cascadingOf, routingLogsOf } from '../transactions/fraud-and-routing'
import { disputeCodeReader } from '../transactions/dispute-codes'
import { isApm, toApm } from '../transactions/apm'
import { storedActivity } from '../transactions/activity-reads'
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
import type { Language } from '../domain/language'
import type { Page } from '../domain/page'
import { found, refuse } from '../domain/problem'
import { baseCurrencyOf } from '../dashboard/exchange-rates'
import { sayIn } from '../words/say'
import { implement } from './implement'
import { actingTenant } from './scope'

/** A transaction's fees by its tenant's standard price book, worded in the request's language. */
const pricing = (db: SandboxDatabase, language: Language, row: TransactionRow) => ({
  bookCurrency: baseCurrencyOf(db, row.tenant_id),
  say: sayIn(language),
})

/** A list as one page of it (pageIndex, pageSize) with the count of all. */
const listPage =
  ({ pageIndex, pageSize }: Page) =>
  <T>(items: readonly T[]) => ({
    count: items.length,
    data: items.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
  })

/** What a call on one transaction carries that its answer may read. */
export interface TransactionCall {
  params: { id: number }
  c: Context<ApiEnv>
  caller: Caller
  language: Language
  page: Page
}
export type TransactionAnswer<T, Call extends TransactionCall = TransactionCall> = (
  call: Call,
  row: TransactionRow,
  children: TransactionRow[],
) => T

/**
 * Reading one transaction for a caller: only one of its own book and mode is found (a merchant its own, tenant staff
 * their tenant's, platform staff the tenant they name by the tenantId header or query); anything else is not found,
 * which does not tell whether it exists elsewhere.
 */
function transactionReader(db: SandboxDatabase) {
  const byId = transactionById(db)
  const childrenOf = transactionChildren(db)
  const visible = (c: Context<ApiEnv>, id: number): TransactionRow => {
    const caller: Caller = c.get('caller')
    const row = byId(id)
    const tenantId = actingTenant(c, 'Name the tenant whose transaction this is.')
    // A SandboxEnabled merchant's book is all Test, whatever mode it asks in (as in the lookups).
    const mode =
      row && caller.kind === 'merchant' && row.mode === 'Test' && processesOnlyInSandbox(db, row.merchant_id)
        ? 'Test'
        : caller.systemMode
    const mine =
      row &&
      row.tenant_id === tenantId &&
      (caller.kind !== 'merchant' || row.merchant_id === caller.user.merchantId) &&
      row.mode === mode
    return found(mine ? row : undefined, `There is no transaction ${id} in ${caller.systemMode}.`)
  }
  /** A handler of one transaction: its id from the path, checked, then the answer built from it. */
  const about =
    <T, Call extends TransactionCall = TransactionCall>(answer: TransactionAnswer<T, Call>) =>
    (call: Call) => {
      const row = visible(call.c, call.params.id)
      return answer(call, row, childrenOf(row.id))
    }
  return { byId, childrenOf, about, visible }
}

/** A handler of one transaction the caller may read (its id from the path), answered from its row. */
export const aboutTransaction = (db: SandboxDatabase) => transactionReader(db).about

/** A transaction by id if the caller may read it; else not found (or the platform's missing tenant refused). */
export const visibleTransaction = (db: SandboxDatabase) => transactionReader(db).visible

/**
 * Seed 001 section 7's reads of one transaction, for the detail and its tabs: the transaction (partial and full),
 * its cascading attempts, events, related transactions, API logs, alerts, fees, dispute codes and routing logs, at
 * the staff's paths and the merchant's.
 */
export function transactionDetailRoutes(db: SandboxDatabase) {
  const { byId, childrenOf, about } = transactionReader(db)
  const disputeCodesOf = disputeCodeReader(db)
  const transaction = (row: TransactionRow) => toTransaction(row, merchantsById(db))
  const { events, apiLogs } = storedActivity(db)
  const reads = {
    fetchTransaction: about((_, row) => transaction(row)),
    fetchTransactionDetails: about((_, row, children) => ({
      transaction: transaction(row),
      balance: balanceOf(row, children),
    })),
    fetchTransactionEvents: about(({ page, language }, row) => listPage(page)(events(row, sayIn(language)))),
    fetchApiLogs: about(({ page }, row) => listPage(page)(apiLogs(row))),
    fetchRelatedTransactions: about(({ page }, row, children) => {
      const parent = row.parent_id === null ? [] : [byId(row.parent_id)!]
      const siblings = row.parent_id === null ? [] : childrenOf(row.parent_id).filter((s) => s.id !== row.id)
      return listPage(page)([...parent, ...children, ...siblings].map(transaction))
    }),
    fetchCascading: about(({ c }, row) => {
      const attempts = cascadingOf(row)
      const offset = Math.max(0, Number(c.req.query('offset') ?? 0) || 0)
      return { count: attempts.length, data: attempts.slice(offset, offset + 10) }
    }),
    fetchAntifraudAlerts: about(({ language }, row) => alertsOf(row, sayIn(language))),
    fetchTransactionFees: about(({ language }, row, children) => feesOf(row, children, pricing(db, language, row))),
    fetchDisputeCodes: about(({ language }, row) => disputeCodesOf(row.id, language)),
    fetchRoutingLogs: about(({ language }, row) => routingLogsOf(row, sayIn(language))),
  }
  // Each read at the merchant's path and at staff's.
  return implement(transactionArea, {
    ...reads,
    fetchTransactionByStaff: reads.fetchTransaction,
    fetchTransactionDetailsByStaff: reads.fetchTransactionDetails,
    fetchTransactionEventsByStaff: reads.fetchTransactionEvents,
    fetchApiLogsByStaff: reads.fetchApiLogs,
    fetchRelatedTransactionsByStaff: reads.fetchRelatedTransactions,
    fetchCascadingByStaff: reads.fetchCascading,
    fetchAntifraudAlertsByStaff: reads.fetchAntifraudAlerts,
    fetchTransactionFeesByStaff: reads.fetchTransactionFees,
    fetchDisputeCodesByStaff: reads.fetchDisputeCodes,
    fetchRoutingLogsByStaff: reads.fetchRoutingLogs,
    // An APM transaction's own detail (seed 001: api/crm/apm-transactions/{id}), staff only.
    fetchApmTransaction: about((_, row) =>
      isApm(row.payment_method) ? toApm(transaction(row)) : refuse.notFound(`${row.id} is not an APM transaction.`),
    ),
  })
}

/** The accounting service (acc/): a transaction's double entries, under the customer (merchant) it belongs to. */
export function accountingRoutes(db: SandboxDatabase) {
  const { about } = transactionReader(db)
  return implement(transactionArea, {
    fetchAccountingEntries: ({ params, ...call }) =>
      about(({ language }, row, children) =>
        params.merchantId === row.merchant_id
          ? accountingOf(row, children, pricing(db, language, row))
          : refuse.notFound(`Transaction ${row.id} is not customer ${params.merchantId}'s.`),
      )({ params, ...call }),
  })
}

/** The webhook services: v1 (wh/) lists a transaction's deliveries, v2 (wh2/) pages them, the platform's by tenant. */
export function webhookRoutes(db: SandboxDatabase, version: 'v1' | 'v2') {
  const { about } = transactionReader(db)
  const { webhooks } = storedActivity(db)
  const all = about((_, row) => webhooks(row, version))
  const paged = about(({ page }, row) => listPage(page)(webhooks(row, version)))
  // Each service serves its own version's calls (both serve the same path below their mounts).
  return version === 'v1'
    ? implement(transactionArea, { fetchWebhookDeliveries: all })
    : implement(transactionArea, { fetchWebhookDeliveriesV2: paged, fetchWebhookDeliveriesV2ByPlatform: paged })
}
