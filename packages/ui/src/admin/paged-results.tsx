import { PagedTable, type PagedColumn } from '../data-table/paged-table'
import { Field } from '../field/field'
import { TextInput } from '../inputs/inputs'
import { Pagination } from '../pagination/pagination'
import { adminStyles, QueryState, type QueryLike } from './admin-parts'

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

/**
 * A page of a list the server pages: its loading and failure, a note when it is empty, the table, and the pager
 * when there is more than one page.
 */
export function PagedResults<T>({
  query,
  caption,
  columns,
  rowKey,
  empty,
  pageIndex,
  pageSize,
  onPageChange,
}: {
  query: QueryLike<{ data: T[]; totalCount: number }> & { isFetching: boolean }
  caption: string
  columns: PagedColumn<T>[]
  rowKey: (row: T) => string
  empty: string
  pageIndex: number
  pageSize: number
  onPageChange: (pageIndex: number) => void
}) {
  return (
    <QueryState query={query}>
      {(page) =>
        page.totalCount === 0 ? (
          <p className={adminStyles.note}>{empty}</p>
        ) : (
          <>
            <PagedTable
              caption={caption}
              columns={columns}
              rows={page.data}
              rowKey={rowKey}
              loading={query.isFetching}
            />
            {page.totalCount > pageSize && (
              <Pagination
                pageIndex={pageIndex}
                pageSize={pageSize}
                total={page.totalCount}
                onPageChange={onPageChange}
                pageSizeOptions={[pageSize]}
              />
            )}
          </>
        )
      }
    </QueryState>
  )
}
