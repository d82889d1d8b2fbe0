import { useMutation, useQueryClient } from '@tanstack/react-query'
import { runReportAction, type ReportDefinition, type ReportRow } from '@paydeck/core/reports'
import { usePaydeck } from '@paydeck/react'
import { batchStyles as styles, Button, useSelectionColumn } from '@paydeck/ui'
import { reportKeys } from './report-queries'
import { useReportsT } from './report-messages'

type RowAction = NonNullable<ReportDefinition['rowAction']>
/** The most rows one action takes (the server's limit). */
const MAX_KEYS = 100

/**
 * The rows a user selects for a report's row action (resend-webhooks: send again), by the action's key column:
 * the checkbox column to put first (none without an action), and the keys chosen. A new run starts afresh.
 */
export function useRowSelection(action: RowAction | undefined, rows: readonly ReportRow[]) {
  const t = useReportsT()
  const keyOf = (row: ReportRow) => Number(row[action?.key ?? ''])
  const selection = useSelectionColumn(rows, keyOf, {
    page: t('selectPage'),
    row: (row) => t('selectRow', { key: keyOf(row) }),
  })
  return { ...selection, column: action ? selection.column : null }
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
      void queryClient.invalidateQueries({ queryKey: reportKeys.reports() })
    },
  })
  return (
    <div className={styles.bar}>
      <Button
        disabled={selected.size === 0 || selected.size > MAX_KEYS || run.isPending}
        onClick={() => run.mutate([...selected])}
      >
        {run.isPending ? t('acting') : `${action.label} (${selected.size})`}
      </Button>
      <p className={styles.count}>
        {selected.size > MAX_KEYS
          ? t('selectedTooMany', { count: selected.size, max: MAX_KEYS })
          : t('selected', { count: selected.size })}
      </p>
      <div role="status">
        {run.data && (
          <p className={styles.done}>
            {t('actionDone', { done: run.data.done, label: action.done, refused: run.data.refused.length })}
          </p>
        )}
        {run.data && run.data.refused.length > 0 && (
          <ul className={styles.refusals}>
            {run.data.refused.map((refusal) => (
              <li key={refusal.key}>{refusal.reason}</li>
            ))}
          </ul>
        )}
      </div>
      {run.isError && (
        <p role="alert" className={styles.refusals}>
          {t('actionFailed', { error: run.error.message })}
        </p>
      )}
    </div>
  )
}
