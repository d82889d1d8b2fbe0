import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import type { UserKind } from '../../session/user-kind'
import { transactionSearchParams, type TransactionQuery } from './transactions.query'
import { pairedCall } from './merchant-and-staff.calls'
import { lookupCalls as calls } from './transactions.calls'
import type { TransactionPage, TransactionTotals } from './transactions.schema'

export { totalsSchema } from './transactions.schema'
export type { TransactionTotals } from './transactions.schema'

/** Seed 001's lists by who looks. */
const listCall = {
  merchant: calls.fetchTransactions,
  tenant: calls.fetchTransactionsByTenant,
  platform: calls.fetchTransactionsByPlatform,
} as const

/** Which service answers a lookup: the transactions API (the default) or the reporting service's v2 lookup. */
export type TransactionSource = 'api' | 'reporting'

/** One page of the caller's transactions by the lookup's filters (platform staff name the tenant). */
export function fetchTransactions(
  http: HttpClient,
  kind: UserKind,
  query: TransactionQuery,
  signal?: AbortSignal,
  source: TransactionSource = 'api',
): Promise<TransactionPage> {
  const call = source === 'reporting' && kind === 'tenant' ? calls.fetchTransactionsFromReporting : listCall[kind]
  return callRoute(http, call, { query: transactionSearchParams(query), signal })
}

export interface CsvDownload {
  /** The IANA zone the file's times are written in (each with its offset then, so daylight saving is right). */
  timeZone: string
  onProgress?: (receivedBytes: number) => void
  signal?: AbortSignal
}

/** Every transaction the filters match as one CSV file (seed 001's csv calls; APM staff only). */
export function downloadTransactionsCsv(
  http: HttpClient,
  kind: UserKind,
  query: TransactionQuery,
  { timeZone, onProgress, signal }: CsvDownload,
  collection: 'card' | 'apm' = 'card',
): Promise<Blob> {
  const call =
    collection === 'apm' ? calls.downloadApmTransactionsCsv : pairedCall(calls, 'downloadTransactionsCsv', kind)
  const { PageIndex: _index, PageSize: _size, key: _key, ...filters } = query
  return callRoute(http, call, {
    query: { ...transactionSearchParams(filters), timeZone },
    signal,
    onDownloadProgress: onProgress,
    // A failed download is started again by the user, not behind their back after minutes of streaming.
    retry: 0,
  })
}

/** Count and money totals per currency of everything the filters match (paging aside). */
export function fetchTransactionTotals(
  http: HttpClient,
  kind: UserKind,
  query: TransactionQuery,
  signal?: AbortSignal,
): Promise<TransactionTotals> {
  return callRoute(http, pairedCall(calls, 'fetchTransactionTotals', kind), {
    query: transactionSearchParams(query),
    signal,
  })
}

export interface TransactionSearch {
  /** An external id (its beginning), a transaction id, a card's last four or a customer's e-mail. */
  searchKey: string
  pageIndex?: number
  pageSize?: number
  /** Staff narrow to one customer; platform staff must name the tenant. */
  customerId?: number
  tenantId?: number
}

/** Seed 001's search by key (the support forms attach what it finds): api/transactions or api/crm/transactions. */
export function searchTransactions(
  http: HttpClient,
  kind: UserKind,
  { searchKey, pageIndex = 0, pageSize = 10, customerId, tenantId }: TransactionSearch,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  const query: TransactionQuery = {
    searchKey,
    PageIndex: pageIndex,
    PageSize: pageSize,
    merchantId: customerId ? String(customerId) : undefined,
    tenantId,
  }
  return callRoute(http, pairedCall(calls, 'searchTransactions', kind), {
    query: transactionSearchParams(query),
    signal,
  })
}
