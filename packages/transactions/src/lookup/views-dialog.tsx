import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  createSavedView,
  deleteSavedView,
  SAVED_VIEW_NAME_MAX,
  type SavedView,
} from '@paydeck/core/transaction-activity'
import { usePaydeck, userMessageOf } from '@paydeck/react'
import { Button, Dialog, Field, IconButton, TextInput } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { css } from '@paydeck/ui/styled-system/css'
import { useTransactionsT } from '../messages'
import { transactionKeys, useSavedViews } from '../shared/transaction-queries'
import type { SavedViewsProps } from './saved-views'

interface ViewDraft {
  name: string
  shared: boolean
}

const styles = {
  list: css({ listStyle: 'none', margin: '0', padding: '0', display: 'grid', gap: '1' }),
  row: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    paddingBlock: '1',
    borderBlockEnd: '1px solid token(colors.neutralBg)',
  }),
  apply: css({
    all: 'unset',
    cursor: 'pointer',
    flex: '1',
    display: 'grid',
    color: 'link',
    fontWeight: '600',
    _focusVisible: { outline: '2px solid {colors.focusRing}' },
  }),
  owner: css({ color: 'subtle', fontSize: 'xs', fontWeight: '400' }),
  form: css({ display: 'grid', gap: '3', marginBlockStart: '4' }),
  check: css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' }),
  error: css({ color: 'negative', fontSize: 'sm' }),
  state: css({ color: 'subtle', fontSize: 'sm' }),
}

export function ViewsDialog({
  kind,
  query,
  columns,
  onApply,
  linkTo,
  onMessage,
  onClose,
}: SavedViewsProps & { onClose: () => void }) {
  const t = useTransactionsT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const views = useSavedViews(kind)
  const refresh = () => queryClient.invalidateQueries({ queryKey: transactionKeys.views(kind) })
  const create = useMutation({
    mutationFn: ({ name, shared }: ViewDraft) =>
      createSavedView(paydeck.http, kind, { name: name.trim(), query, columns: [...columns], shared }),
    onSuccess: (view) => {
      void refresh()
      onMessage(t('viewSaved', { name: view.name }))
    },
  })
  const change = useChangeForm<ViewDraft>({
    defaultValues: { name: '', shared: false },
    check: ({ name }) => ({
      name: !name.trim()
        ? t('nameRequired')
        : name.trim().length > SAVED_VIEW_NAME_MAX
          ? t('nameTooLong', { max: SAVED_VIEW_NAME_MAX })
          : undefined,
    }),
    save: async (draft) => {
      await create.mutateAsync(draft)
      change.form.reset({ name: '', shared: draft.shared })
    },
    refusalOf: (failure) => ({ form: t('viewFailed', { error: userMessageOf(failure) }) }),
  })
  const remove = useMutation({
    mutationFn: (view: SavedView) => deleteSavedView(paydeck.http, kind, view.id),
    onSuccess: (_, view) => {
      void refresh()
      onMessage(t('viewDeleted', { name: view.name }))
    },
  })
  const copy = async (view: SavedView) => {
    await navigator.clipboard?.writeText(linkTo(view)).catch(() => undefined)
    onMessage(t('linkCopied'))
  }

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('viewsTitle')}>
      {views.isPending ? (
        <p className={styles.state} role="status">
          {t('loading')}
        </p>
      ) : views.isError ? (
        <p className={styles.error} role="alert">
          {t('viewsFailed', { error: views.error.message })}
        </p>
      ) : views.data.length === 0 ? (
        <p className={styles.state}>{t('noViews')}</p>
      ) : (
        <ul className={styles.list}>
          {views.data.map((view) => (
            <li key={view.id} className={styles.row}>
              <button
                type="button"
                className={styles.apply}
                aria-label={t('applyView', { name: view.name })}
                onClick={() => {
                  onApply(view)
                  onClose()
                }}
              >
                {view.name}
                <span className={styles.owner}>
                  {view.mine ? (view.shared ? t('shared') : '') : t('sharedBy', { owner: view.owner })}
                </span>
              </button>
              <IconButton icon="attach" label={t('copyLink', { name: view.name })} onClick={() => void copy(view)} />
              {view.mine && (
                <IconButton
                  icon="trash"
                  label={t('deleteView', { name: view.name })}
                  onClick={() => remove.mutate(view)}
                  disabled={remove.isPending}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={change.submit} noValidate>
        <Field label={t('viewName')} error={change.errors.name}>
          <TextInput {...change.form.register('name')} />
        </Field>
        <label className={styles.check}>
          <input type="checkbox" {...change.form.register('shared')} />
          {t('shareView')}
        </label>
        {change.errors.form && (
          <p className={styles.error} role="alert">
            {change.errors.form}
          </p>
        )}
        <Button type="submit" disabled={change.busy}>
          {t('saveView')}
        </Button>
      </form>
    </Dialog>
  )
}
