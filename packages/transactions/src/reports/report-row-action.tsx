import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { runReportAction, type ReportDefinition, type ReportRow } from '@paydeck/core/reports'
import { usePaydeck } from '@paydeck/react'
import { Button, type PagedColumn } from '@paydeck/ui'
import { operationStyles } from '../operations/operation-styles'
import { transactionKeys } from '../shared/transaction-queries'
import { useReportsT } from './report-messages'

type RowAction = NonNullable<ReportDefinition['rowAction']>
/** The most rows one action takes (the server's limit). */
const MAX_KEYS = 100

/**
 * The rows a user selects for a report's row action (resend-webhooks: send again), by the action's key column:
 * the checkbox column to put first, and the keys chosen. A selection survives paging; a new run starts it afresh.
 */
export function useRowSelection(action: RowAction | undefined, rows: readonly ReportRow[]) {
  const t = useReportsT()
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const keyOf = (row: ReportRow) => Number(row[action?.key ?? ''])
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(keyOf(row)))
  const toggle = (key: number) =>
    setSelected((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })
  const column: PagedColumn<ReportRow> | null = action
    ? {
        id: 'select',
        header: (
          <input
            type="checkbox"
            className={operationStyles.check}
            aria-label={t('selectPage')}
            checked={allOnPage}
            disabled={rows.length === 0}
            onChange={() =>
              setSelected((current) => {
                const next = new Set(current)
                for (const row of rows) {
                  if (allOnPage) next.delete(keyOf(row))
                  else next.add(keyOf(row))
                }
                return next
              })
            }
          />
        ),
        cell: (row) => (
          <input
            type="checkbox"
            className={operationStyles.check}
            aria-label={t('selectRow', { key: keyOf(row) })}
            checked={selected.has(keyOf(row))}
            onChange={() => toggle(keyOf(row))}
          />
        ),
      }
    : null
  return { column, selected, clear: () => setSelected(new Set()) }
}

interface RowActionBarProps {
  reportId: string
  action: RowAction
  selected: ReadonlySet<number>
  onDone: () => void
}

/** The action's button for the selected rows and what came of it: how many were done, and why others were not. */
export function RowActionBar({ reportId, action, selected, onDone }: RowActionBarProps) {
  const t = useReportsT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const run = useMutation({
    mutationFn: (keys: number[]) => runReportAction(paydeck.http, reportId, keys),
    onSuccess: () => {
      onDone()
      // The rows changed (a webhook sent again is delivered): every report over them is read again.
      void queryClient.invalidateQueries({ queryKey: [...transactionKeys.all, 'report'] })
    },
  })
  return (
    <div className={operationStyles.bar}>
      <Button
        disabled={selected.size === 0 || selected.size > MAX_KEYS || run.isPending}
        onClick={() => run.mutate([...selected])}
      >
        {run.isPending ? t('acting') : `${action.label} (${selected.size})`}
      </Button>
      <p className={operationStyles.count}>
        {selected.size > MAX_KEYS
          ? t('selectedTooMany', { count: selected.size, max: MAX_KEYS })
          : t('selected', { count: selected.size })}
      </p>
      <div role="status">
        {run.data && (
          <p className={operationStyles.done}>
            {t('actionDone', { done: run.data.done, label: action.done, refused: run.data.refused.length })}
          </p>
        )}
        {run.data && run.data.refused.length > 0 && (
          <ul className={operationStyles.refusals}>
            {run.data.refused.map((refusal) => (
              <li key={refusal.key}>{refusal.reason}</li>
            ))}
          </ul>
        )}
      </div>
      {run.isError && (
        <p role="alert" className={operationStyles.refusals}>
          {t('actionFailed', { error: run.error.message })}
        </p>
      )}
    </div>
  )
}
