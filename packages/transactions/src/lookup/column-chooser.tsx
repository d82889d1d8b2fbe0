import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { resetReportColumns, saveReportColumns, type ReportColumn, type ReportColumns } from '@paydeck/core/reports'
import { usePaydeck } from '@paydeck/react'
import { Button, Dialog, IconButton } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useTableToolsT } from '../shared/table-tools-messages'
import { transactionKeys } from '../shared/transaction-queries'

const styles = {
  list: css({ listStyle: 'none', margin: '0', padding: '0', display: 'grid', gap: '1' }),
  row: css({ display: 'flex', alignItems: 'center', gap: '1' }),
  check: css({ display: 'flex', alignItems: 'center', gap: '2', flex: '1', cursor: 'pointer', paddingBlock: '1' }),
  error: css({ color: 'negative', fontSize: 'sm' }),
  hint: css({ color: 'subtle', fontSize: 'sm', marginBlockStart: '0' }),
}

export interface ColumnChooserProps {
  reportId: string
  columns: ReportColumns
  open: boolean
  onOpenChange: (open: boolean) => void
  onSaved: (message: string) => void
  /** Columns this user never sees (a merchant's own name): kept as they are, not offered. */
  hidden?: readonly string[]
  /** A column's name as the user reads it (the lookup's labels, a report's from its definition). */
  labelOf: (name: string) => string
}

/** Show, hide and reorder a report's columns (the lookup's too); saved for the user by the report columns calls, or reset. */
export function ColumnChooser({
  reportId,
  columns,
  open,
  onOpenChange,
  onSaved,
  hidden = [],
  labelOf,
}: ColumnChooserProps) {
  const t = useTableToolsT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<ReportColumn[]>(columns.items)
  const [announcement, setAnnouncement] = useState('')
  const stored = (reply: ReportColumns, message: string) => {
    queryClient.setQueryData(transactionKeys.columns(reportId), reply)
    onSaved(message)
    onOpenChange(false)
  }
  const save = useMutation({
    mutationFn: () => saveReportColumns(paydeck.http, { reportId, items: draft }),
    onSuccess: (reply) => stored(reply, t('columnsSaved')),
  })
  const reset = useMutation({
    mutationFn: () => resetReportColumns(paydeck.http, reportId),
    onSuccess: (reply) => stored(reply, t('columnsReset')),
  })
  const failure = save.error ?? reset.error
  const noneVisible = !draft.some((column) => column.visible && !hidden.includes(column.name))
  const label = labelOf
  const offered = draft.filter((column) => !hidden.includes(column.name))
  // Swaps a column with its neighbour among those offered; the hidden ones keep their place at the end.
  const move = (index: number, step: -1 | 1) => {
    const order = [...offered]
    ;[order[index], order[index + step]] = [order[index + step]!, order[index]!]
    setDraft([...order, ...draft.filter((column) => hidden.includes(column.name))])
    setAnnouncement(t('moved', { column: label(order[index + step]!.name), position: index + step + 1 }))
  }
  const toggle = (name: string) =>
    setDraft((items) => items.map((item) => (item.name === name ? { ...item, visible: !item.visible } : item)))

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('columnsTitle')}
      footer={
        <>
          <Button variant="ghost" onClick={() => reset.mutate()} disabled={reset.isPending || !columns.custom}>
            {t('resetColumns')}
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button onClick={() => save.mutate()} disabled={noneVisible || save.isPending}>
            {t('save')}
          </Button>
        </>
      }
    >
      <p className={styles.hint}>{t('columnsHint')}</p>
      <ol className={styles.list} aria-label={t('columns')}>
        {offered.map((column, index) => (
          <li key={column.name} className={styles.row}>
            <label className={styles.check}>
              <input type="checkbox" checked={column.visible} onChange={() => toggle(column.name)} />
              {label(column.name)}
            </label>
            <IconButton
              icon="chevronUp"
              size="sm"
              variant="ghost"
              label={t('moveUp', { column: label(column.name) })}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            />
            <IconButton
              icon="chevronDown"
              size="sm"
              variant="ghost"
              label={t('moveDown', { column: label(column.name) })}
              disabled={index === offered.length - 1}
              onClick={() => move(index, 1)}
            />
          </li>
        ))}
      </ol>
      <p className={css({ srOnly: true })} role="status">
        {announcement}
      </p>
      {noneVisible && (
        <p className={styles.error} role="alert">
          {t('oneColumnAtLeast')}
        </p>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {t('columnsFailed', { error: failure.message })}
        </p>
      )}
    </Dialog>
  )
}
