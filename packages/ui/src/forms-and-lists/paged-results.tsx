import { useState } from 'react'
import { PagedTable, type PagedColumn } from '../data-table/paged-table'
import { Field } from '../field/field'
import { TextInput } from '../inputs/inputs'
import { Pagination } from '../pagination/pagination'
import { mayRetry, messageOf } from './may-retry'
import { useAdminT } from './admin-messages'

/** The search of a list the server pages: each change asks for the first page again. */
export function SearchField({
  label,
  value,
  onSearch,
}: {
  label: string
  value: string
  onSearch: (value: string) => void
}) {
  return (
    <Field label={label}>
      <TextInput type="search" value={value} maxLength={100} onChange={(event) => onSearch(event.target.value)} />
    </Field>
  )
}

/** Which page of a list the server pages is shown, and how many rows a page holds. */
export interface Paging {
  index: number
  size: number
}

/** A page of a list the server pages; a new size or a new filter starts again at the first. */
export function usePaging(size: number) {
  const [paging, setPaging] = useState<Paging>({ index: 0, size })
  return { paging, setPaging, toFirst: () => setPaging((current) => ({ ...current, index: 0 })) }
}

/** What PagedResults reads of a query: the one page envelope (core's `Page`), by shape so ui stays free of core. */
export interface PageQuery<T> {
  data: { count: number; data: T[] } | undefined
  isFetching: boolean
  isError: boolean
  error: unknown
  refetch: () => unknown
}

export interface PagedResultsProps<T> {
  query: PageQuery<T>
  caption: string
  columns: readonly PagedColumn<T>[]
  rowKey: (row: T) => string | number
  /** What an empty list says. */
  empty: string
  paging: Paging
  onPaging: (paging: Paging) => void
  /** Sizes a user may choose; without them the page size is fixed and the pager shows only past one page. */
  pageSizes?: readonly number[]
  /** The words of a failed load, given the error's message; the catalogue's "could not be loaded" by default. */
  failed?: (message: string) => string
}

/**
 * One page of a list the server pages — the one way every paged list is shown: the table with its loading, empty
 * and failed states (*Try again* only where it may help), and the pager under it.
 */
export function PagedResults<T>({
  query,
  caption,
  columns,
  rowKey,
  empty,
  paging,
  onPaging,
  pageSizes,
  failed,
}: PagedResultsProps<T>) {
  const a = useAdminT()
  const count = query.data?.count ?? 0
  const message = query.isError ? messageOf(query.error) : ''
  return (
    <>
      <PagedTable
        caption={caption}
        columns={columns}
        rows={query.data?.data ?? []}
        rowKey={rowKey}
        loading={query.isFetching}
        error={query.isError ? (failed ? failed(message) : a('admin.failed', { error: message })) : null}
        onRetry={mayRetry(query.error) ? () => void query.refetch() : undefined}
        emptyText={empty}
      />
      {(pageSizes ? count > 0 : count > paging.size) && (
        <Pagination
          pageIndex={paging.index}
          pageSize={paging.size}
          total={count}
          onPageChange={(index) => onPaging({ ...paging, index })}
          onPageSizeChange={pageSizes && ((size) => onPaging({ index: 0, size }))}
          pageSizeOptions={pageSizes ?? [paging.size]}
        />
      )}
    </>
  )
}
