import { useState } from 'react'
import { addWidget, deleteWidget, type SaveWidget, updateWidget, type Widget } from '@paydeck/core/dashboard'
import { adminStyles, Button, ConfirmDelete, EditDeleteButtons, QueryState } from '@paydeck/ui'
import { useManageT } from './manage-messages'
import { useDashboardChange, useDataSources, useManagedWidgets } from './manage-queries'
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
    id === null ? addWidget(http, widget) : updateWidget(http, id, widget),
  )
  const remove = useDashboardChange((http, widget: Widget) => deleteWidget(http, widget.widgetId, widget.categoryId))
  return (
    <div className={adminStyles.root}>
      <QueryState query={widgets}>
        {(categories) => (
          <>
            <div className={adminStyles.bar}>
              <Button onClick={() => setEditing({ widget: null, categoryId: categories[0]?.id ?? null })}>
                {t('newWidget')}
              </Button>
              <p role="status" className={adminStyles.note}>
                {done}
              </p>
            </div>
            {categories.length === 0 && <p className={adminStyles.note}>{t('noCategories')}</p>}
            {categories.map((category) => (
              <section key={category.id} className={adminStyles.card} aria-labelledby={`widgets-${category.id}`}>
                <h2 id={`widgets-${category.id}`} className={adminStyles.subheading}>
                  {category.name}
                </h2>
                {category.widgets.length === 0 ? (
                  <p className={adminStyles.note}>{t('noWidgets')}</p>
                ) : (
                  <ul className={adminStyles.list}>
                    {category.widgets.map((widget) => (
                      <li key={widget.widgetId} className={adminStyles.item}>
                        <span>
                          <strong>{widget.title}</strong>{' '}
                          <span className={adminStyles.meta}>
                            {t(`type.${widget.data.configuration.widgetType}`)}
                            {widget.data.dataSourceEndpointId !== 'none' &&
                              ` · ${headerOf(widget.data.dataSourceEndpointId.replace(/-/g, ' '))}`}
                          </span>
                        </span>
                        <span className={adminStyles.actions}>
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
          mutation={remove}
          variables={deleting}
          onDeleted={() => setDone(t('widgetDeleted', { title: deleting.title }))}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  )
}
