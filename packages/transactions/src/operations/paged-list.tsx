import { useState } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { mayRetry, type PagedColumn, PagedTable, Pagination } from '@paydeck/ui'

export interface Paging {
  index: number
  size: number
}

/** A page of a list the server pages: which one, and its size; a new size starts again at the first. */
export function usePaging(size: number) {
  const [paging, setPaging] = useState<Paging>({ index: 0, size })
  return { paging, setPaging, toFirst: () => setPaging((current) => ({ ...current, index: 0 })) }
}

export interface PagedListProps<T> {
  caption: string
  columns: readonly PagedColumn<T>[]
  result: UseQueryResult<{ count: number; data: T[] }>
  rowKey: (row: T) => string | number
  paging: Paging
  onPaging: (paging: Paging) => void
  emptyText: string
  /** The words of a failed load, with the error's message. */
  failed: (message: string) => string
}

/** One page of a server-paged list with its loading, empty and error states, and the pager under it. */
export function PagedList<T>({
  caption,
  columns,
  result,
  rowKey,
  paging,
  onPaging,
  emptyText,
  failed,
}: PagedListProps<T>) {
  return (
    <>
      <PagedTable
        caption={caption}
        columns={columns}
        rows={result.data?.data ?? []}
        rowKey={rowKey}
        loading={result.isFetching}
        error={result.isError ? failed(result.error.message) : null}
        onRetry={mayRetry(result.error) ? () => void result.refetch() : undefined}
        emptyText={emptyText}
      />
      {result.data && result.data.count > 0 && (
        <Pagination
          pageIndex={paging.index}
          pageSize={paging.size}
          total={result.data.count}
          onPageChange={(index) => onPaging({ ...paging, index })}
          onPageSizeChange={(size) => onPaging({ index: 0, size })}
        />
      )}
    </>
  )
}
