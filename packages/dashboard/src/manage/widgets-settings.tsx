import { useState } from 'react'
import { manage, type SaveWidget, type Widget } from '@paydeck/core/dashboard'
import { Button } from '@paydeck/ui'
import { useManageT } from './manage-messages'
import { useDashboardChange, useDataSources, useManagedWidgets } from './manage-queries'
import { ConfirmDelete, EditDeleteButtons, QueryState, screenStyles } from './screen-parts'
import { draftOf, emptyDraft, headerOf } from './widget-draft'
import { WidgetEditor } from './widget-editor'

type Editing = { widget: Widget | null; categoryId: number | null }

/**
 * crm/settings/dashboard/management/Widgets-settings: the tenant's widgets by category, each edited in the widget
 * editor with its live preview, or deleted.
 */
export function WidgetsSettings() {
  const t = useManageT()
  const widgets = useManagedWidgets()
  const sources = useDataSources()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<Widget | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const save = useDashboardChange((http, { id, widget }: { id: number | null; widget: SaveWidget }) =>
    id === null ? manage.addWidget(http, widget) : manage.updateWidget(http, id, widget),
  )
  const remove = useDashboardChange((http, widget: Widget) =>
    manage.deleteWidget(http, widget.widgetId, widget.categoryId),
  )
  return (
    <div className={screenStyles.root}>
      <QueryState query={widgets}>
        {(categories) => (
          <>
            <div className={screenStyles.bar}>
              <Button onClick={() => setEditing({ widget: null, categoryId: categories[0]?.id ?? null })}>
                {t('newWidget')}
              </Button>
              <p role="status" className={screenStyles.note}>
                {done}
              </p>
            </div>
            {categories.length === 0 && <p className={screenStyles.note}>{t('noCategories')}</p>}
            {categories.map((category) => (
              <section key={category.id} className={screenStyles.card} aria-labelledby={`widgets-${category.id}`}>
                <h2 id={`widgets-${category.id}`} className={screenStyles.subheading}>
                  {category.name}
                </h2>
                {category.widgets.length === 0 ? (
                  <p className={screenStyles.note}>{t('noWidgets')}</p>
                ) : (
                  <ul className={screenStyles.list}>
                    {category.widgets.map((widget) => (
                      <li key={widget.widgetId} className={screenStyles.item}>
                        <span>
                          <strong>{widget.title}</strong>{' '}
                          <span className={screenStyles.meta}>
                            {t(`type.${widget.data.configuration.widgetType}`)}
                            {widget.data.dataSourceEndpointId !== 'none' &&
                              ` · ${headerOf(widget.data.dataSourceEndpointId.replace(/-/g, ' '))}`}
                          </span>
                        </span>
                        <span className={screenStyles.actions}>
                          <EditDeleteButtons
                            editLabel={t('editWidget', { title: widget.title })}
                            deleteLabel={t('confirmDeleteWidget', { title: widget.title })}
                            onEdit={() => setEditing({ widget, categoryId: widget.categoryId })}
                            onDelete={() => setDeleting(widget)}
                          />
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
            {editing && sources.data && (
              <WidgetEditor
                heading={editing.widget ? t('editWidget', { title: editing.widget.title }) : t('newWidget')}
                initial={editing.widget ? draftOf(editing.widget) : emptyDraft(editing.categoryId)}
                categories={categories}
                sources={sources.data}
                previewId={editing.widget?.widgetId ?? 0}
                onSave={(widget) =>
                  save
                    .mutateAsync({ id: editing.widget?.widgetId ?? null, widget })
                    .then(() => setDone(t('widgetSaved', { title: widget.title })))
                }
                onClose={() => setEditing(null)}
              />
            )}
          </>
        )}
      </QueryState>
      {deleting && (
        <ConfirmDelete
          title={t('confirmDeleteWidget', { title: deleting.title })}
          text={t('confirmDeleteWidgetText')}
          onConfirm={() =>
            remove.mutateAsync(deleting).then(() => setDone(t('widgetDeleted', { title: deleting.title })))
          }
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  )
}
