import type { ReactNode } from 'react'
import { css, cx } from '../../styled-system/css'
import { Button } from '../button/button'
import { useT } from '../provider/ui-provider'
import { tableStyles } from './table-styles'

// Cells keep to one line: a page of a lookup scrolls sideways rather than growing rows three lines high.
const styles = { ...tableStyles, td: `${tableStyles.td} ${css({ whiteSpace: 'nowrap' })}` }

export interface PagedColumn<T> {
  id: string
  header: ReactNode
  /** The server sorts by it. */
  sortable?: boolean
  cell: (row: T) => ReactNode
  /** 'end' for amounts and counts (end-aligned, tabular figures). */
  align?: 'end'
  /** It takes the room the other columns leave, so the page fits its box (its cell clips its text). */
  flexible?: boolean
}

export interface PagedSorting {
  id: string
  desc: boolean
}

export interface PagedTableProps<T> {
  caption: string
  columns: readonly PagedColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string | number
  sorting?: PagedSorting
  onSortingChange?: (sorting: PagedSorting) => void
  loading?: boolean
  error?: string | null
  onRetry?: () => void
  emptyText?: ReactNode
}

/**
 * One page of a larger set that the server pages and sorts: a plain table (no row model to keep), sortable headers
 * that ask for the server's order, and loading, empty and error states. A client-side table is DataTable.
 */
export function PagedTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sorting,
  onSortingChange,
  loading,
  error,
  onRetry,
  emptyText,
}: PagedTableProps<T>) {
  const t = useT()
  const state = (content: ReactNode, role: 'alert' | 'status') => (
    <tr>
      <td colSpan={columns.length} className={styles.state} role={role}>
        {content}
      </td>
    </tr>
  )
  // A first click sorts newest or largest first, as a back-office reads; the next one flips it.
  const nextSort = (id: string): PagedSorting => ({ id, desc: sorting?.id === id ? !sorting.desc : true })
  return (
    // A table wider than its box scrolls inside it: the box takes focus so a keyboard can scroll it too (axe's
    // scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.wrap} part="table" aria-busy={loading || undefined} tabIndex={0}>
      <table className={styles.table}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sorting?.id === column.id ? (sorting.desc ? 'descending' : 'ascending') : undefined
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={cx(styles.th, column.align && styles.figure, column.flexible && styles.flexible)}
                  aria-sort={sorted}
                >
                  {column.sortable && onSortingChange ? (
                    <button type="button" className={styles.sort} onClick={() => onSortingChange(nextSort(column.id))}>
                      {column.header}
                      <span aria-hidden="true">
                        {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {error
            ? state(
                <>
                  <p className={styles.error}>{error}</p>
                  {onRetry && (
                    <Button variant="secondary" size="sm" onClick={onRetry}>
                      {t('common.retry')}
                    </Button>
                  )}
                </>,
                'alert',
              )
            : rows.length === 0
              ? state(loading ? t('common.loading') : (emptyText ?? t('common.empty')), 'status')
              : rows.map((row) => (
                  <tr key={rowKey(row)} part="row">
                    {columns.map((column) => (
                      <td
                        key={column.id}
                        className={cx(styles.td, column.align && styles.figure, column.flexible && styles.flexible)}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
        </tbody>
      </table>
    </div>
  )
}
