import { useState } from 'react'
import { css } from '../../styled-system/css'
import { Button, IconButton } from '../button/button'
import { Dialog } from '../dialog/dialog'
import type { MutationLike } from '../forms-and-lists/admin-parts'
import { messageOf } from '../forms-and-lists/may-retry'
import { useTableToolsT } from './table-tools-messages'

const styles = {
  list: css({ listStyle: 'none', margin: '0', padding: '0', display: 'grid', gap: '1' }),
  row: css({ display: 'flex', alignItems: 'center', gap: '1' }),
  check: css({ display: 'flex', alignItems: 'center', gap: '2', flex: '1', cursor: 'pointer', paddingBlock: '1' }),
  error: css({ color: 'negative', fontSize: 'sm' }),
  hint: css({ color: 'subtle', fontSize: 'sm', marginBlockStart: '0' }),
}

/** A column of a table the user arranges: its name and whether it shows. */
export interface ChosenColumn {
  name: string
  visible: boolean
}

export interface ColumnChooserProps<C extends ChosenColumn = ChosenColumn> {
  /** The columns as they are now, and whether the user changed them from the default (Reset is offered then). */
  columns: { items: C[]; custom: boolean }
  open: boolean
  onOpenChange: (open: boolean) => void
  /**
   * Keeps the user's choice, or goes back to the default columns with null (a `useMutation` over the report columns
   * calls); the dialog closes when it has.
   */
  choose: MutationLike<C[] | null>
  /** Said when the choice was kept: 'Columns saved', 'Columns reset to the default'. */
  onSaved: (message: string) => void
  /** Columns this user never sees (a merchant's own name): kept as they are, not offered. */
  hidden?: readonly string[]
  /** A column's name as the user reads it. */
  labelOf: (name: string) => string
}

/** Show, hide and reorder a table's columns, then save them for the user or go back to the default. */
export function ColumnChooser<C extends ChosenColumn>({
  columns,
  open,
  onOpenChange,
  choose,
  onSaved,
  hidden = [],
  labelOf,
}: ColumnChooserProps<C>) {
  const t = useTableToolsT()
  const [draft, setDraft] = useState<C[]>(columns.items)
  const [announcement, setAnnouncement] = useState('')
  // A failure is said until the dialog closes; the next opening starts without it.
  const close = (open: boolean) => {
    if (!open) choose.reset()
    onOpenChange(open)
  }
  const run = (kind: 'save' | 'reset') =>
    choose.mutate(kind === 'save' ? draft : null, {
      onSuccess: () => {
        onSaved(t(kind === 'save' ? 'columnsSaved' : 'columnsReset'))
        close(false)
      },
    })
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
      onOpenChange={close}
      title={t('columnsTitle')}
      footer={
        <>
          <Button variant="ghost" onClick={() => run('reset')} disabled={choose.isPending || !columns.custom}>
            {t('resetColumns')}
          </Button>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('cancel')}
          </Button>
          <Button onClick={() => run('save')} disabled={noneVisible || choose.isPending}>
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
      {choose.error != null && (
        <p className={styles.error} role="alert">
          {t('columnsFailed', { error: messageOf(choose.error) })}
        </p>
      )}
    </Dialog>
  )
}
