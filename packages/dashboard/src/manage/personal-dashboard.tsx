import { useState } from 'react'
import {
  addPersonalCategory,
  type Category,
  clonePersonalWidget,
  deletePersonalCategory,
  removePersonalWidget,
  type SaveWidget,
  type Share,
  sharePersonalWidget,
  type ShareRole,
  unsharePersonalWidget,
  updatePersonalWidget,
  type Widget,
} from '@paydeck/core/dashboard'
import { userMessageOf } from '@paydeck/react'
import { adminStyles, Button, ConfirmDelete, EditDeleteButtons, Field, NativeSelect, QueryState } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { CategoryNameForm } from './category-name-form'
import { useUserDashboard } from '../dashboard-queries'
import { useManageT } from './manage-messages'
import { useDashboardChange, useDataSources, usePersonal } from './manage-queries'
import { draftOf } from './widget-draft'
import { WidgetEditor } from './widget-editor'

/**
 * The personal dashboard (dashboard/personal, crm/dashboard/personal): the user's own widgets, made from those on
 * their dashboard, edited, deleted, and shared with a role of their organisation (whose users then see them).
 */
export function PersonalDashboard() {
  const t = useManageT()
  const widgets = usePersonal<Widget[]>('widgets')
  const categories = usePersonal<Category[]>('categories')
  const shares = usePersonal<Share[]>('shares')
  const roles = usePersonal<ShareRole[]>('roles')
  const sources = useDataSources()
  const [editing, setEditing] = useState<Widget | null>(null)
  const [deleting, setDeleting] = useState<Widget | null>(null)
  const [done, setDone] = useState<{ ok: boolean; text: string } | null>(null)
  const say = (text: string) => setDone({ ok: true, text })
  const fail = (error: unknown) => setDone({ ok: false, text: userMessageOf(error) })
  const update = useDashboardChange((http, { id, widget }: { id: number; widget: SaveWidget }) =>
    updatePersonalWidget(http, id, widget),
  )
  const remove = useDashboardChange((http, id: number) => removePersonalWidget(http, id))
  const addCategory = useDashboardChange((http, name: string) => addPersonalCategory(http, { name }))
  const removeCategory = useDashboardChange((http, id: number) => deletePersonalCategory(http, id))
  const share = useDashboardChange(
    (http, { widgetId, roleId, on }: { widgetId: number; roleId: number; on: boolean }) =>
      on ? sharePersonalWidget(http, widgetId, roleId) : unsharePersonalWidget(http, widgetId, roleId),
  )

  return (
    <div className={adminStyles.root}>
      <p className={adminStyles.note}>{t('personalIntro')}</p>
      <CloneForm onCloned={(widget) => say(t('cloned', { title: widget.title }))} />
      <CategoryNameForm
        submitLabel={t('newCategory')}
        onSubmit={(name) => addCategory.mutateAsync(name).then(() => say(t('categoryAdded', { name })))}
      />
      <p
        role={done?.ok === false ? 'alert' : 'status'}
        className={done?.ok === false ? adminStyles.error : adminStyles.note}
      >
        {done?.text}
      </p>
      <QueryState query={categories}>
        {(own) => (
          <QueryState query={widgets}>
            {(mine) =>
              own.length === 0 && mine.length === 0 ? (
                <p className={adminStyles.note}>{t('noPersonal')}</p>
              ) : (
                <>
                  {own.map((category) => {
                    const inCategory = mine.filter((widget) => widget.categoryId === category.id)
                    return (
                      <section key={category.id} className={adminStyles.card} aria-labelledby={`mine-${category.id}`}>
                        <div className={adminStyles.item}>
                          <h2 id={`mine-${category.id}`} className={adminStyles.subheading}>
                            {category.name}
                          </h2>
                          {inCategory.length === 0 && (
                            <Button
                              variant="secondary"
                              size="sm"
                              aria-label={t('deleteCategory', { name: category.name })}
                              onClick={() =>
                                removeCategory
                                  .mutateAsync(category.id)
                                  .then(() => say(t('categoryDeleted', { name: category.name })))
                                  .catch(fail)
                              }
                            >
                              {t('delete')}
                            </Button>
                          )}
                        </div>
                        {inCategory.length === 0 ? (
                          <p className={adminStyles.note}>{t('noWidgets')}</p>
                        ) : (
                          <ul className={adminStyles.list}>
                            {inCategory.map((widget) => (
                              <PersonalWidgetRow
                                key={widget.widgetId}
                                widget={widget}
                                shares={(shares.data ?? []).filter((entry) => entry.widgetId === widget.widgetId)}
                                roles={roles.data ?? []}
                                onEdit={() => setEditing(widget)}
                                onDelete={() => setDeleting(widget)}
                                onShare={(roleId, on) => {
                                  const role = roles.data?.find((entry) => entry.id === roleId)?.name ?? ''
                                  share
                                    .mutateAsync({ widgetId: widget.widgetId, roleId, on })
                                    .then(() =>
                                      say(t(on ? 'sharedDone' : 'unsharedDone', { title: widget.title, role })),
                                    )
                                    .catch(fail)
                                }}
                              />
                            ))}
                          </ul>
                        )}
                      </section>
                    )
                  })}
                  {editing && sources.data && (
                    <WidgetEditor
                      heading={t('editWidget', { title: editing.title })}
                      initial={draftOf(editing)}
                      categories={own}
                      sources={sources.data.filter((source) => source.id === editing.data.dataSourceEndpointId)}
                      previewId={editing.widgetId}
                      lockSource
                      onSave={(widget) =>
                        update
                          .mutateAsync({ id: editing.widgetId, widget })
                          .then(() => say(t('widgetSaved', { title: widget.title })))
                      }
                      onClose={() => setEditing(null)}
                    />
                  )}
                </>
              )
            }
          </QueryState>
        )}
      </QueryState>
      {deleting && (
        <ConfirmDelete
          title={t('confirmDeleteWidget', { title: deleting.title })}
          text={t('confirmDeleteWidgetText')}
          mutation={remove}
          variables={deleting.widgetId}
          onDeleted={() => say(t('widgetDeleted', { title: deleting.title }))}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  )
}

/** Adds a copy of a widget of the user's dashboard to their own (the server puts it in their first category). */
function CloneForm({ onCloned }: { onCloned: (widget: Widget) => void }) {
  const t = useManageT()
  const dashboard = useUserDashboard()
  const clone = useDashboardChange((http, id: number) => clonePersonalWidget(http, id))
  const bases = (dashboard.data ?? []).flatMap((category) =>
    category.widgets
      .filter((widget) => !widget.personal)
      .map((widget) => ({ value: String(widget.widgetId), label: `${category.name} · ${widget.title}` })),
  )
  const first = bases[0]?.value ?? ''
  const change = useChangeForm({
    defaultValues: { widgetId: '' },
    save: ({ widgetId }) => clone.mutateAsync(Number(widgetId || first)).then(onCloned),
    refusalOf: (failure) => ({ widgetId: userMessageOf(failure) }),
  })
  const { watch, setValue } = change.form
  return (
    <form className={adminStyles.bar} onSubmit={change.submit}>
      <Field label={t('addFrom')} error={change.errors.widgetId}>
        <NativeSelect
          value={watch('widgetId') || first}
          onChange={(event) => setValue('widgetId', event.target.value)}
          options={bases}
        />
      </Field>
      <Button type="submit" disabled={!first || change.busy}>
        {t('clone')}
      </Button>
    </form>
  )
}

interface PersonalWidgetRowProps {
  widget: Widget
  shares: readonly Share[]
  roles: readonly ShareRole[]
  onEdit: () => void
  onDelete: () => void
  onShare: (roleId: number, on: boolean) => void
}

/** One of the user's widgets: its type, whom it is shared with, and what may be done with it. */
function PersonalWidgetRow({ widget, shares, roles, onEdit, onDelete, onShare }: PersonalWidgetRowProps) {
  const t = useManageT()
  const unshared = roles.filter((role) => !shares.some((entry) => entry.roleId === role.id))
  const [roleId, setRoleId] = useState('')
  const chosen = roleId || String(unshared[0]?.id ?? '')
  return (
    <li className={adminStyles.item}>
      <span>
        <strong>{widget.title}</strong>{' '}
        <span className={adminStyles.meta}>{t(`type.${widget.data.configuration.widgetType}`)}</span>
        <br />
        <span className={adminStyles.meta}>
          {t('sharedWith')}: {shares.length === 0 && t('notShared')}
        </span>{' '}
        {shares.map((entry) => (
          <Button
            key={entry.roleId}
            variant="ghost"
            size="sm"
            aria-label={t('unshare', { role: entry.roleName })}
            onClick={() => onShare(entry.roleId, false)}
          >
            {entry.roleName} ✕
          </Button>
        ))}
      </span>
      <span className={adminStyles.actions}>
        {unshared.length > 0 && (
          <>
            <NativeSelect
              aria-label={t('shareWith', { title: widget.title })}
              value={chosen}
              onChange={(event) => setRoleId(event.target.value)}
              options={unshared.map((role) => ({ value: String(role.id), label: role.name }))}
            />
            <Button variant="secondary" size="sm" onClick={() => onShare(Number(chosen), true)}>
              {t('share')}
            </Button>
          </>
        )}
        <EditDeleteButtons
          editLabel={t('editWidget', { title: widget.title })}
          deleteLabel={t('confirmDeleteWidget', { title: widget.title })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </span>
    </li>
  )
}
