import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { apmCalls as calls } from './apm-transactions.calls'
import { transactionSearchParams, type TransactionQuery } from './transactions.query'

export * from './apm-transactions.schema'

/** Staff's APM lookup (seed 001: api/crm/apm-transactions/ with PageSize, PageIndex and the lookup's filters). */
export const fetchApmTransactions = (http: HttpClient, query: TransactionQuery, signal?: AbortSignal) =>
  callRoute(http, calls.fetchApmTransactions, { query: transactionSearchParams(query), signal })

export const fetchApmTransaction = (http: HttpClient, id: number, tenantId?: number, signal?: AbortSignal) =>
  callRoute(http, calls.fetchApmTransaction, {
    params: { id },
    signal,
    headers: tenantId ? { tenantId: String(tenantId) } : undefined,
  })
