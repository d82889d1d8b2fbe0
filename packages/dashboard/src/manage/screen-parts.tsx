import { useState, type ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { userMessageOf } from '@paydeck/react'
import { Button, Dialog } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useManageT } from './manage-messages'

export const screenStyles = {
  root: css({ display: 'grid', gap: '5', fontFamily: 'body', color: 'text' }),
  card: css({
    display: 'grid',
    gap: '3',
    padding: '4',
    bg: 'surface',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'lg',
    minInlineSize: '0',
  }),
  heading: css({ margin: '0', fontSize: 'lg', fontWeight: '600' }),
  subheading: css({ margin: '0', fontSize: 'md', fontWeight: '600' }),
  note: css({ margin: '0', color: 'subtle' }),
  error: css({ margin: '0', color: 'negative', fontSize: 'sm' }),
  bar: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'end' }),
  list: css({ display: 'grid', gap: '2', margin: '0', padding: '0', listStyle: 'none' }),
  item: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingBlock: '2',
    borderBlockEnd: '1px solid token(colors.neutralBg)',
  }),
  meta: css({ color: 'subtle', fontSize: 'sm' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
}

/** A query's loading and failure (with a retry), then what it holds. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const t = useManageT()
  if (query.isPending)
    return (
      <p role="status" className={screenStyles.note}>
        {t('loading')}
      </p>
    )
  if (query.isError)
    return (
      <div className={screenStyles.bar}>
        <p role="alert" className={screenStyles.error}>
          {t('failed', { error: userMessageOf(query.error) })}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )
  return <>{children(query.data)}</>
}

interface ConfirmProps {
  title: string
  text: string
  onConfirm: () => Promise<unknown>
  onClose: () => void
}

/** Asks before a deletion; the server's refusal (a category still holding widgets) is said in it. */
export function ConfirmDelete({ title, text, onConfirm, onClose }: ConfirmProps) {
  const t = useManageT()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  return (
    <Dialog
      open
      role="alertdialog"
      size="sm"
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={text}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => {
              setBusy(true)
              onConfirm()
                .then(onClose)
                .catch((error: unknown) => setFailure(userMessageOf(error)))
                .finally(() => setBusy(false))
            }}
          >
            {t('delete')}
          </Button>
        </>
      }
    >
      {failure && (
        <p role="alert" className={screenStyles.error}>
          {failure}
        </p>
      )}
    </Dialog>
  )
}

interface EditDeleteProps {
  /** The buttons' names for screen readers: which item they edit and delete. */
  editLabel: string
  deleteLabel: string
  onEdit: () => void
  onDelete: () => void
}

/** A list row's Edit and Delete. */
export function EditDeleteButtons({ editLabel, deleteLabel, onEdit, onDelete }: EditDeleteProps) {
  const t = useManageT()
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={editLabel} onClick={onEdit}>
        {t('edit')}
      </Button>
      <Button variant="secondary" size="sm" aria-label={deleteLabel} onClick={onDelete}>
        {t('delete')}
      </Button>
    </>
  )
}
