import { useState } from 'react'
import type { PagedColumn } from '../data-table/paged-table'
import { batchStyles } from './batch-styles'

const check = batchStyles.check

interface SelectionLabels<T> {
  /** The header checkbox's name: every row of this page. */
  page: string
  row: (row: T) => string
}

/**
 * Rows chosen by a key, with the checkbox column that chooses them (put it first): one per row, and one in the
 * header for every row of the page. A choice survives paging.
 */
export function useSelectionColumn<T>(rows: readonly T[], keyOf: (row: T) => number, labels: SelectionLabels<T>) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(keyOf(row)))
  const change = (keys: readonly number[], add: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      for (const key of keys) {
        if (add) next.add(key)
        else next.delete(key)
      }
      return next
    })
  const column: PagedColumn<T> = {
    id: 'select',
    header: (
      <input
        type="checkbox"
        className={check}
        aria-label={labels.page}
        checked={allOnPage}
        disabled={rows.length === 0}
        onChange={() => change(rows.map(keyOf), !allOnPage)}
      />
    ),
    cell: (row) => (
      <input
        type="checkbox"
        className={check}
        aria-label={labels.row(row)}
        checked={selected.has(keyOf(row))}
        onChange={() => change([keyOf(row)], !selected.has(keyOf(row)))}
      />
    ),
  }
  return { column, selected, clear: () => setSelected(new Set()) }
}
