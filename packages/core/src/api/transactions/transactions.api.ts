import * as z from 'zod/mini'
import type { HttpClient } from '../../http/http-client'
import type { UserKind } from '../../session/user-kind'
import { transactionSearchParams, type TransactionQuery } from './transactions.query'
import { transactionPageSchema, type TransactionPage } from './transactions.schema'

/** Seed 001's lists: a merchant's at api/transactions, tenant staff's at api/crm/transactions, the platform's. */
const listPath: Record<UserKind, string> = {
  merchant: 'api/transactions/',
  tenant: 'api/crm/transactions/',
  platform: 'api/crm/transactions/platform',
}

/** One page of the caller's transactions by the lookup's filters (platform staff name the tenant). */
export function fetchTransactions(
  http: HttpClient,
  kind: UserKind,
  query: TransactionQuery,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  return http.json(transactionPageSchema, listPath[kind], { searchParams: transactionSearchParams(query), signal })
}

const totalsSchema = z.object({
  count: z.number(),
  volumes: z.array(z.object({ currency: z.string(), count: z.number(), amount: z.number() })),
})
export type TransactionTotals = z.infer<typeof totalsSchema>

/** Count and volume per currency of everything the filters match (paging aside). */
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
