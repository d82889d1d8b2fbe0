import { useRef, useState, type ReactNode } from 'react'
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { css, cx } from '../../styled-system/css'
import { Button } from '../button/button'
import { useT } from '../provider/ui-provider'
import { tableStyles } from './table-styles'

/** Pages longer than this are virtualised: only the rows in view are in the DOM. */
export const VIRTUALIZE_FROM_ROWS = 100
const ROW_HEIGHT = 44

// A virtualised page scrolls inside the table: its header stays in view.
const styles = {
  ...tableStyles,
  th: `${tableStyles.th} ${css({ position: 'sticky', insetBlockStart: '0', bg: 'surface', zIndex: 1 })}`,
}

/** A column of amounts or counts says so in its meta: `meta: { align: 'end' }`. */
const alignedEnd = (column: { meta?: unknown }) => (column.meta as { align?: string } | undefined)?.align === 'end'

export interface DataTableProps<T> {
  caption: string
  columns: ColumnDef<T, unknown>[]
  data: T[]
  loading?: boolean
  error?: string | null
  onRetry?: () => void
  emptyText?: ReactNode
  getRowId?: (row: T) => string
  /** The scroll height of a virtualised page. */
  maxHeight?: number
}

/** A data table with loading, empty and error states; sortable headers; long pages virtualised. */
export function DataTable<T>({
  caption,
  columns,
  data,
  loading,
  error,
  onRetry,
  emptyText,
  getRowId,
  maxHeight = 560,
}: DataTableProps<T>) {
  const t = useT()
  const [sorting, setSorting] = useState<SortingState>([])
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId,
  })
  const rows = table.getRowModel().rows
  const scroller = useRef<HTMLDivElement>(null)
  const virtual = rows.length >= VIRTUALIZE_FROM_ROWS
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  })
  const items = virtual ? virtualizer.getVirtualItems() : []
  const shown = virtual ? items.map((item) => rows[item.index]!) : rows
  const padTop = virtual && items.length ? items[0]!.start : 0
  const padBottom = virtual && items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0
  const span = table.getVisibleLeafColumns().length

  const state = (content: ReactNode, role?: 'alert' | 'status') => (
    <tr>
      <td colSpan={span} className={styles.state} role={role}>
        {content}
      </td>
    </tr>
  )

  return (
    <div
      ref={scroller}
      className={styles.wrap}
      part="table"
      style={virtual ? { maxBlockSize: maxHeight } : undefined}
      aria-busy={loading || undefined}
    >
      <table className={styles.table} aria-rowcount={virtual ? rows.length + 1 : undefined}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted()
                return (
                  <th
                    key={header.id}
                    className={cx(styles.th, alignedEnd(header.column.columnDef) && styles.figure)}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.isPlaceholder ? null : header.column.getCanSort() ? (
                      <button type="button" className={styles.sort} onClick={header.column.getToggleSortingHandler()}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading && rows.length === 0 ? (
            state(t('common.loading'), 'status')
          ) : error ? (
            state(
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
          ) : rows.length === 0 ? (
            state(emptyText ?? t('common.empty'), 'status')
          ) : (
            <>
              {padTop > 0 && <tr aria-hidden="true" style={{ blockSize: padTop }} />}
              {shown.map((row) => (
                <tr key={row.id} part="row" aria-rowindex={virtual ? row.index + 2 : undefined}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={cx(styles.td, alignedEnd(cell.column.columnDef) && styles.figure)}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
              {padBottom > 0 && <tr aria-hidden="true" style={{ blockSize: padBottom }} />}
            </>
          )}
        </tbody>
      </table>
    </div>
  )
}
