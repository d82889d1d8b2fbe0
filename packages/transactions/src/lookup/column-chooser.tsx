import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { resetReportColumns, saveReportColumns, type ReportColumn, type ReportColumns } from '@paydeck/core/reports'
import { usePaydeck } from '@paydeck/react'
import { Button, Dialog } from '@paydeck/ui'
import { SortableList } from '@paydeck/ui/sortable'
import { css } from '@paydeck/ui/styled-system/css'
import { useTransactionsT } from '../messages'
import { transactionKeys } from '../shared/transaction-queries'
import { isTransactionColumn } from './transaction-columns'

const styles = {
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
}

/** Show, hide and reorder the lookup's columns; saved for the user by the report columns calls, or reset. */
export function ColumnChooser({ reportId, columns, open, onOpenChange, onSaved, hidden = [] }: ColumnChooserProps) {
  const t = useTransactionsT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<ReportColumn[]>(columns.items)
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
  const label = (name: string) => (isTransactionColumn(name) ? t(`column.${name}`) : name)
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
      <SortableList
        label={t('columns')}
        items={draft
          .filter((column) => !hidden.includes(column.name))
          .map((column) => ({
            id: column.name,
            label: label(column.name),
            content: (
              <label className={styles.check}>
                <input type="checkbox" checked={column.visible} onChange={() => toggle(column.name)} />
                {label(column.name)}
              </label>
            ),
          }))}
        onReorder={(ids) =>
          setDraft((items) => [
            ...ids.map((id) => items.find((item) => item.name === id)!),
            ...items.filter((item) => hidden.includes(item.name)),
          ])
        }
      />
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
