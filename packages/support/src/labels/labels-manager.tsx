import { Suspense, useCallback, useState } from 'react'
import type { SupportLabel } from '@paydeck/core/support'
import { useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import { Button, IconButton, lazyWithWords } from '@paydeck/ui'
import { SortableList } from '@paydeck/ui/sortable'
import { css } from '@paydeck/ui/styled-system/css'
import { useSupportT } from '../messages'
import { LabelChip } from '../tickets/label-chip'
import { StatusMessage } from '../ticket-form/status-message'
import { useLabels } from '../tickets/support-queries'
import { useLabelName } from './label-name'
import { useLabelActions } from './use-label-actions'

// The form (react-hook-form) loads beside the list, not with the page.
const LabelForm = lazyWithWords(() => import('./label-form').then((module) => ({ default: module.LabelForm })))

/** Seed 000 section 9: 'Label deleted successfully' shows for 2 s. */
export const LABEL_DELETED_MS = 2_000
const MESSAGE_MS = 5_000

const styles = {
  root: css({ display: 'grid', gap: '4', fontFamily: 'body', color: 'text' }),
  title: css({ fontSize: 'lg', fontWeight: '700', margin: '0' }),
  hint: css({ color: 'subtle', fontSize: 'sm', margin: '0' }),
  row: css({ display: 'flex', alignItems: 'center', gap: '3', flex: '1', minInlineSize: '0', paddingBlock: '1' }),
  description: css({ color: 'subtle', fontSize: 'sm', flex: '1', overflow: 'hidden', textOverflow: 'ellipsis' }),
  tag: css({ fontSize: 'xs', color: 'subtle', fontWeight: '600' }),
  state: css({ color: 'subtle', display: 'grid', gap: '2', justifyItems: 'start' }),
}

/** The organisation's labels: create, edit, delete, drag to reorder; the three defaults cannot change. */
export function LabelsManager(lifecycle: WidgetLifecycleProps = {}) {
  const t = useSupportT()
  const labels = useLabels()
  useWidgetLifecycle('labels-manager', { ready: labels.isSuccess, error: labels.error }, lifecycle)
  const labelName = useLabelName()
  const { save, remove, reorder } = useLabelActions()
  const [editing, setEditing] = useState<SupportLabel | null>(null)
  const [message, setMessage] = useState<{ text: string; durationMs: number } | null>(null)
  const clear = useCallback(() => setMessage(null), [])

  const onSave = async (fields: Parameters<typeof save.mutateAsync>[0]['fields']) => {
    await save.mutateAsync({ id: editing?.labelId ?? null, fields })
    setMessage({ text: editing ? t('labelUpdated') : t('labelCreated'), durationMs: MESSAGE_MS })
    setEditing(null)
  }

  return (
    <section className={styles.root} aria-labelledby="paydeck-labels-title">
      <h2 id="paydeck-labels-title" className={styles.title}>
        {t('labelsTitle')}
      </h2>
      <Suspense fallback={null}>
        <LabelForm
          key={editing?.labelId ?? 'new'}
          editing={editing}
          onSave={onSave}
          onCancel={() => setEditing(null)}
        />
      </Suspense>
      {labels.isPending ? (
        <p className={styles.state} role="status">
          {t('loading')}
        </p>
      ) : labels.isError ? (
        <div className={styles.state} role="alert">
          <p>{t('labelsFailed', { error: labels.error.message })}</p>
          <Button variant="secondary" size="sm" onClick={() => void labels.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.hint}>{t('reorderHint')}</p>
          <SortableList
            label={t('labelsTitle')}
            items={labels.data.map((label) => ({
              id: label.labelId,
              label: labelName(label),
              content: (
                <div className={styles.row}>
                  <LabelChip label={label} />
                  <span className={styles.description}>{label.description}</span>
                  {label.isDefault ? (
                    <span className={styles.tag}>{t('defaultLabel')}</span>
                  ) : (
                    <>
                      <IconButton
                        icon="edit"
                        label={t('editLabel', { value: label.value })}
                        onClick={() => setEditing(label)}
                      />
                      <IconButton
                        icon="trash"
                        label={t('deleteLabel', { value: label.value })}
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(label.labelId, {
                            onSuccess: () => {
                              if (editing?.labelId === label.labelId) setEditing(null)
                              setMessage({ text: t('labelDeleted'), durationMs: LABEL_DELETED_MS })
                            },
                          })
                        }
                      />
                    </>
                  )}
                </div>
              ),
            }))}
            onReorder={(ids) => reorder.mutate(ids.map(Number))}
          />
        </>
      )}
      {(remove.isError || reorder.isError) && (
        <p role="alert" className={styles.hint}>
          {(remove.error ?? reorder.error)?.message}
        </p>
      )}
      {message && <StatusMessage text={message.text} durationMs={message.durationMs} onDone={clear} />}
    </section>
  )
}
