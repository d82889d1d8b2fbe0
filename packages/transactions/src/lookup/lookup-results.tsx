import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { TRANSACTION_COUNT_LIMIT } from '@paydeck/core/transactions'
import { mayRetry, type PagedColumn, PagedTable, Pagination } from '@paydeck/ui'
import { useTransactionsT } from '../messages'
import type { LookupQuery } from './lookup-search'
import type { LookupSearch } from './search-schema'

export interface LookupResultsProps<T extends { id: number }> {
  caption: string
  columns: readonly PagedColumn<T>[]
  /** A page of rows, with the keys of the pages beside it where the lookup gives them (deep pages by key). */
  page: UseQueryResult<{ count: number; data: T[]; nextKey?: string | null; previousKey?: string | null }>
  query: LookupQuery
  patch: (change: Partial<LookupSearch>) => void
  emptyText: string
  /** Shown instead of the table (the phone's cards), given the same rows and states; paging stays. */
  replacement?: (shown: ShownRows<T>) => ReactNode
  /** Shows the rows as still loading while what sits above them loads for the first time (`inFirstLoad`). */
  holding?: boolean
}

/** The rows a lookup shows and their states, the same for the table and what replaces it. */
export interface ShownRows<T> {
  rows: readonly T[]
  loading: boolean
  error: string | null
  /** Asks again; none where trying again cannot help. */
  onRetry?: () => void
  emptyText: string
}

/**
 * Whether a query is loading its first answer. Figures shown above a list (its totals) and the list's rows show
 * together on a first load: whichever came first would be pushed down, or push the other, when the second arrives.
 */
export const inFirstLoad = (query: { isPending: boolean; isFetching: boolean }) => query.isPending && query.isFetching

/** A lookup's page of rows, sorted and paged by the server, with its states. */
export function LookupResults<T extends { id: number }>({
  caption,
  columns,
  page,
  query,
  patch,
  emptyText,
  replacement,
  holding = false,
}: LookupResultsProps<T>) {
  const t = useTransactionsT()
  const data = holding ? undefined : page.data
  const shown: ShownRows<T> = {
    rows: data?.data ?? [],
    loading: holding || page.isFetching,
    error: !holding && page.isError ? t('loadFailed', { error: page.error.message }) : null,
    onRetry: mayRetry(page.error) ? () => void page.refetch() : undefined,
    emptyText,
  }
  return (
    <>
      {replacement ? (
        replacement(shown)
      ) : (
        <PagedTable
          caption={caption}
          columns={columns}
          {...shown}
          rowKey={(row) => row.id}
          sorting={{ id: query.sortBy, desc: query.sortDirection === 'desc' }}
          onSortingChange={(sorting) =>
            patch({ sort: sorting.id as LookupSearch['sort'], dir: sorting.desc ? 'desc' : 'asc' })
          }
        />
      )}
      {data && data.count > 0 && (
        <Pagination
          pageIndex={query.PageIndex}
          pageSize={query.PageSize}
          total={Math.min(data.count, TRANSACTION_COUNT_LIMIT)}
          onPageChange={(index) =>
            // The page beside this one is read from where this one ends (its key), at any depth.
            patch({
              page: index,
              key:
                (index === query.PageIndex + 1
                  ? data.nextKey
                  : index === query.PageIndex - 1
                    ? data.previousKey
                    : undefined) ?? undefined,
            })
          }
          onPageSizeChange={(size) => patch({ size, page: undefined })}
        />
      )}
    </>
  )
}
