import * as z from 'zod/mini'
import type { HttpClient } from '../../http/http-client'
import type { UserKind } from '../../session/user-kind'
import { transactionSearchParams, type TransactionQuery } from './transactions.query'
import { transactionPageSchema, type TransactionPage } from './transactions.schema'

/** Seed 001's lists: a merchant's at api/transactions, tenant staff's at api/crm/transactions, the platform's. */
const listPath: Record<UserKind, string> = {
  merchant: 'api/transactions',
  tenant: 'api/crm/transactions',
  platform: 'api/crm/transactions/platform',
}

/** The reporting service's lookup (seed 001: the tenant's transaction-lookup-v2 reads it). */
const REPORTING_LOOKUP = 'reporting/crm/reports/transactions-lookup-v2'

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
  const path = source === 'reporting' && kind === 'tenant' ? REPORTING_LOOKUP : listPath[kind]
  return http.json(transactionPageSchema, path, { searchParams: transactionSearchParams(query), signal })
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
  const path =
    collection === 'apm'
      ? 'api/crm/apm-transactions/csv'
      : kind === 'merchant'
        ? 'api/transactions/csv'
        : 'api/crm/transactions/csv'
  const { PageIndex: _index, PageSize: _size, ...filters } = query
  return http.blob(path, {
    searchParams: { ...transactionSearchParams(filters), timeZone },
    signal,
    onDownloadProgress: onProgress,
    // A failed download is started again by the user, not behind their back after minutes of streaming.
    retry: 0,
  })
}

/** Per currency: the rows matched and the money model's totals of them (money.ts, MoneyTotals), in minor units. */
export const totalsSchema = z.object({
  count: z.number(),
  volumes: z.array(
    z.object({
      currency: z.string(),
      count: z.number(),
      gross: z.number(),
      refunded: z.number(),
      chargedBack: z.number(),
      paidOut: z.number(),
      net: z.number(),
    }),
  ),
})
export type TransactionTotals = z.infer<typeof totalsSchema>

/** Count and money totals per currency of everything the filters match (paging aside). */
export function fetchTransactionTotals(
  http: HttpClient,
  kind: UserKind,
  query: TransactionQuery,
  signal?: AbortSignal,
): Promise<TransactionTotals> {
  const path = kind === 'merchant' ? 'api/transactions/totals' : 'api/crm/transactions/totals'
  return http.json(totalsSchema, path, { searchParams: transactionSearchParams(query), signal })
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
  const base = kind === 'merchant' ? 'api/transactions/searchKey' : 'api/crm/transactions/searchKey'
  const query: TransactionQuery = {
    searchKey,
    PageIndex: pageIndex,
    PageSize: pageSize,
    merchantId: customerId ? String(customerId) : undefined,
    tenantId,
  }
  return http.json(transactionPageSchema, base, { searchParams: transactionSearchParams(query), signal })
}
