import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { UserKind } from '@paydeck/core'
import { fetchTenants } from '@paydeck/core/support'
import {
  fetchTransactions,
  fetchTransactionTotals,
  type TransactionQuery,
  type TransactionSource,
} from '@paydeck/core/transactions'
import { fetchApmTransactions, fetchSavedViews } from '@paydeck/core/transaction-activity'
import { reportColumnsQuery } from '@paydeck/core/reports'
import { fetchReasons, type ReasonKind } from '@paydeck/core/transaction-actions'
import { usePaydeck, useSession, type Paydeck } from '@paydeck/react'

// The queries the transaction widgets share: one request each, whichever widget (or element) asks first.
export const transactionKeys = {
  all: ['paydeck', 'transactions'] as const,
  pages: () => [...transactionKeys.all, 'page'] as const,
  one: (kind: UserKind, id: number, tenantId?: number) => [...transactionKeys.all, 'one', kind, id, tenantId] as const,
  views: (kind: UserKind) => [...transactionKeys.all, 'views', kind] as const,
  view: (kind: UserKind, id: number) => [...transactionKeys.views(kind), id] as const,
  page: (kind: UserKind, source: string, query: unknown) => [...transactionKeys.pages(), kind, source, query] as const,
  totals: (kind: UserKind, filters: unknown) => [...transactionKeys.all, 'totals', kind, filters] as const,
  apmPage: (query: unknown) => [...transactionKeys.all, 'apm', query] as const,
  apmOne: (id: number) => [...transactionKeys.all, 'apm-one', id] as const,
  tenants: () => [...transactionKeys.all, 'tenants'] as const,
  reasons: (transactionType: string, kind: string) =>
    [...transactionKeys.all, 'reasons', transactionType, kind] as const,
  /** One of a transaction's reads (its tabs, its accounting). */
  read: (ref: { kind: UserKind; id: number; tenantId?: number }, name: string) =>
    [...transactionKeys.one(ref.kind, ref.id, ref.tenantId), name] as const,
  bankOrders: () => [...transactionKeys.all, 'bankOrders'] as const,
  bankOrderPage: (paging: unknown) => [...transactionKeys.bankOrders(), paging] as const,
  bankOrderItems: (id: number) => [...transactionKeys.bankOrders(), 'items', id] as const,
  bankOrderRules: () => [...transactionKeys.bankOrders(), 'rules'] as const,
  bulkUpdates: () => [...transactionKeys.all, 'bulkUpdates'] as const,
  bulkUpdatePage: (tenantId: number | undefined, paging: unknown) =>
    [...transactionKeys.bulkUpdates(), tenantId, paging] as const,
  bulkUpdateRows: (id: number, tenantId: number) => [...transactionKeys.bulkUpdates(), 'rows', id, tenantId] as const,
}

const HOUR = 3_600_000

/** The signed-in user's kind, or null before the user context has arrived (nothing is asked until then). */
export const useKind = (): UserKind | null => useSession((state) => (state.user ? state.userKind : null))

export const lookupPageQuery = (paydeck: Paydeck, kind: UserKind, query: TransactionQuery, source: TransactionSource) =>
  queryOptions({
    queryKey: transactionKeys.page(kind, source, query),
    queryFn: ({ signal }) => fetchTransactions(paydeck.http, kind, query, signal, source),
  })

/** One page of the lookup; the page before stays on screen while the next loads. */
export function useLookupPage(kind: UserKind, query: TransactionQuery, source: TransactionSource, enabled: boolean) {
  return useQuery({
    ...lookupPageQuery(usePaydeck(), kind, query, source),
    enabled,
    placeholderData: keepPreviousData,
  })
}

/** Count and volume per currency of the filtered set (paging aside, so the key leaves it out). */
export function useLookupTotals(kind: UserKind, query: TransactionQuery, enabled: boolean) {
  const paydeck = usePaydeck()
  const { PageIndex: _page, PageSize: _size, sortBy: _sort, sortDirection: _dir, ...filters } = query
  return useQuery({
    queryKey: transactionKeys.totals(kind, filters),
    queryFn: ({ signal }) => fetchTransactionTotals(paydeck.http, kind, filters, signal),
    enabled,
    placeholderData: keepPreviousData,
  })
}

export function useApmPage(query: TransactionQuery, enabled: boolean) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: transactionKeys.apmPage(query),
    queryFn: ({ signal }) => fetchApmTransactions(paydeck.http, query, signal),
    enabled,
    placeholderData: keepPreviousData,
  })
}

export function useSavedViews(kind: UserKind | null) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: transactionKeys.views(kind ?? 'merchant'),
    queryFn: ({ signal }) => fetchSavedViews(paydeck.http, kind!, signal),
    enabled: kind !== null,
  })
}

export function useReportColumns(reportId: string | undefined) {
  const paydeck = usePaydeck()
  return useQuery({
    ...reportColumnsQuery(paydeck.http, reportId ?? ''),
    enabled: Boolean(reportId),
  })
}

/** Platform staff's tenants (the lookup asks for one first). */
export function useTenantChoices(enabled: boolean) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: transactionKeys.tenants(),
    queryFn: ({ signal }) => fetchTenants(paydeck.http, signal),
    enabled,
    staleTime: HOUR,
  })
}

/** Seed 001's reasons for a transaction type, to decline (Declined) or approve (Captured): fetched once, kept. */
export function useReasons(transactionType: string, kind: ReasonKind, enabled: boolean) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: transactionKeys.reasons(transactionType, kind),
    queryFn: ({ signal }) => fetchReasons(paydeck.http, transactionType, kind, signal),
    enabled,
    staleTime: Infinity,
  })
}
