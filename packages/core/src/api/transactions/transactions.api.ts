import type { UserKind } from '../../session/user-kind'
import type { HttpClient } from '../../http/http-client'
import { transactionPageSchema, type TransactionPage } from './transactions.schema'

export interface TransactionSearch {
  /** Matched against external ids (the merchant's order numbers). */
  searchKey: string
  pageIndex?: number
  pageSize?: number
  /** Staff narrow to one customer; platform staff must name the tenant. */
  customerId?: number
  tenantId?: number
}

/** Seed 001's search by key: merchants at api/transactions, staff at api/crm/transactions. */
export function searchTransactions(
  http: HttpClient,
  kind: UserKind,
  search: TransactionSearch,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  const base = kind === 'merchant' ? 'api/transactions/searchKey' : 'api/crm/transactions/searchKey'
  return http.json(transactionPageSchema, base, { searchParams: { pageIndex: 0, pageSize: 10, ...search }, signal })
}
