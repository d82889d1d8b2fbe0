import { widgetTypes, type DataSource, type SaveWidget, type WidgetType } from '@paydeck/core/dashboard'
import { fieldErrorsOf, userMessageOf } from '@paydeck/react'
import { Button, Dialog, Field, NativeSelect, TextInput } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { css } from '@paydeck/ui/styled-system/css'
import { DashboardWidget } from '../dashboard'
import { ChartFields, DataFilterFields, TableFields } from './widget-editor-fields'
import { useManageT, type ManageMessageKey } from './manage-messages'
import {
  draftProblems,
  headerOf,
  layoutOf,
  NO_SOURCE,
  previewOf,
  saveWidgetOf,
  type DraftField,
  type WidgetDraft,
} from './widget-draft'

const styles = {
  body: css({
    display: 'grid',
    gap: '6',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
    alignItems: 'start',
  }),
  form: css({ display: 'grid', gap: '4' }),
  row: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } }),
  preview: css({ display: 'grid', gap: '2', position: { lg: 'sticky' }, top: '0' }),
  heading: css({ margin: '0', fontSize: 'md', fontWeight: '600' }),
  note: css({ margin: '0', color: 'subtle', fontSize: 'sm' }),
  error: css({ margin: '0', color: 'negative', fontSize: 'sm' }),
  footer: css({ display: 'flex', gap: '2', justifyContent: 'flex-end' }),
}

export interface WidgetEditorProps {
  heading: string
  initial: WidgetDraft
  categories: readonly { id: number; name: string }[]
  sources: readonly DataSource[]
  /** The id the preview asks with: 0 for a new administrator's widget, else the widget's (or its base's). */
  previewId: number
  /** A personal widget keeps the source of the widget it was made from (its figures are the user's to see). */
  lockSource?: boolean
  onSave: (widget: SaveWidget) => Promise<unknown>
  onClose: () => void
}

/**
 * The widget editor: type, data source, chart or table layout and filters on one side, the widget as it will show,
 * with its real figures, on the other. Every missing choice is named under its field; nothing typed is lost.
 */
export function WidgetEditor({
  heading,
  initial,
  categories,
  sources,
  previewId,
  lockSource,
  onSave,
  onClose,
}: WidgetEditorProps) {
  const t = useManageT()
  const change = useChangeForm<WidgetDraft>({
    defaultValues: initial,
    check: (values) =>
      Object.fromEntries(
        Object.entries(draftProblems(values)).map(([field, key]) => [field, t(key as ManageMessageKey)]),
      ),
    save: async (values) => {
      await onSave(saveWidgetOf(values, sources))
      onClose()
    },
    refusalOf: (error) => {
      const fields = fieldErrorsOf(error)
      const named = Object.keys(fields).length > 0
      return { ...fields, source: fields.data, form: named ? t('problems') : userMessageOf(error) }
    },
  })
  const { form, errors } = change
  const draft = form.watch()
  const layout = layoutOf(draft.widgetType)
  const source = sources.find((candidate) => candidate.id === draft.source)
  const columns = source?.columns ?? []
  const problem = (field: DraftField) => errors[field] ?? null
  const set = (patch: Partial<WidgetDraft>) => {
    for (const [name, value] of Object.entries(patch))
      form.setValue(name as keyof WidgetDraft, value as never, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      })
  }

  const fields = { draft, set, columns, problem }

  const chooseSource = (id: string) => {
    const next = sources.find((candidate) => candidate.id === id)?.columns ?? []
    set({
      source: id,
      xAxisColumn: next[0] ?? '',
      yAxisColumns: next.includes('count') ? ['count'] : next.slice(1, 2),
      tableColumns: next.slice(0, 4),
    })
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={heading} size="wide">
      <div className={styles.body}>
        <form className={styles.form} onSubmit={change.submit} noValidate>
          <Field label={t('title')} error={problem('title')} required>
            <TextInput value={draft.title} maxLength={80} onChange={(event) => set({ title: event.target.value })} />
          </Field>
          <div className={styles.row}>
            <Field label={t('category')} error={problem('categoryId')} required>
              <NativeSelect
                value={draft.categoryId === null ? '' : String(draft.categoryId)}
                onChange={(event) => set({ categoryId: event.target.value ? Number(event.target.value) : null })}
                options={[
                  { value: '', label: t('chooseCategory') },
                  ...categories.map((category) => ({ value: String(category.id), label: category.name })),
                ]}
              />
            </Field>
            <Field label={t('widgetType')}>
              <NativeSelect
                value={draft.widgetType}
                disabled={lockSource}
                onChange={(event) => set({ widgetType: event.target.value as WidgetType })}
                options={widgetTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))}
              />
            </Field>
          </div>
          {layout !== 'banner' && (
            <Field label={t('widgetSource')} error={problem('source')} required>
              <NativeSelect
                value={draft.source}
                disabled={lockSource}
                onChange={(event) => chooseSource(event.target.value)}
                options={[
                  ...(draft.source === NO_SOURCE ? [{ value: NO_SOURCE, label: '—' }] : []),
                  ...sources.map((candidate) => ({
                    value: candidate.id,
                    label: headerOf(candidate.id.replace(/-/g, ' ')),
                  })),
                ]}
              />
            </Field>
          )}
          <Field label={t('description')} helperText={t('descriptionHint')}>
            <TextInput
              value={draft.description}
              maxLength={200}
              onChange={(event) => set({ description: event.target.value })}
            />
          </Field>
          {layout === 'chart' && <ChartFields {...fields} />}
          {layout === 'table' && <TableFields {...fields} />}
          {layout !== 'banner' && <DataFilterFields {...fields} />}
          {errors.form && (
            <p role="alert" className={styles.error}>
              {errors.form}
            </p>
          )}
          <div className={styles.footer}>
            <Button variant="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={change.busy}>
              {change.busy ? t('saving') : t('save')}
            </Button>
          </div>
        </form>
        <section className={styles.preview} aria-label={t('preview')}>
          <h3 className={styles.heading}>{t('preview')}</h3>
          <p className={styles.note}>{t('previewHint')}</p>
          {layout === 'banner' || source ? <DashboardWidget widget={previewOf(draft, sources, previewId)} /> : null}
        </section>
      </div>
    </Dialog>
  )
}
