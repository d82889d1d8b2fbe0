import { useState, type ReactNode } from 'react'
import { addWidgetCategory, type Category, deleteWidgetCategory, renameWidgetCategory } from '@paydeck/core/dashboard'
import { adminStyles, ConfirmDelete, EditDeleteButtons, QueryState } from '@paydeck/ui'
import { CategoryNameForm } from './category-name-form'
import { useManageT } from './manage-messages'
import { useDashboardChange, useManagedCategories, useManagedWidgets } from './manage-queries'

/**
 * crm/settings/dashboard/management/categories-settings: the tenant's dashboard categories, added, renamed and
 * deleted (an empty one only, as the server insists).
 */
export function CategoriesSettings({
  history,
}: {
  /**
   * The dashboards' History (the audit trail's records on them), as the app draws it (@paydeck/admin's AuditHistory,
   * for a reader who may read the trail): shown under the list when given.
   */
  history?: ReactNode
} = {}) {
  const t = useManageT()
  const categories = useManagedCategories()
  const widgets = useManagedWidgets()
  const [renaming, setRenaming] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<Category | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const add = useDashboardChange((http, name: string) => addWidgetCategory(http, { name }))
  const rename = useDashboardChange((http, { id, name }: { id: number; name: string }) =>
    renameWidgetCategory(http, id, { name }),
  )
  const remove = useDashboardChange((http, id: number) => deleteWidgetCategory(http, id))
  const countOf = (id: number) => widgets.data?.find((category) => category.id === id)?.widgets.length
  return (
    <div className={adminStyles.root}>
      <section className={adminStyles.card} aria-labelledby="categories-heading">
        <h2 id="categories-heading" className={adminStyles.heading}>
          {t('categoriesTitle')}
        </h2>
        <p className={adminStyles.note}>{t('categoriesIntro')}</p>
        <CategoryNameForm
          submitLabel={t('addCategory')}
          onSubmit={(name) => add.mutateAsync(name).then(() => setDone(t('categoryAdded', { name })))}
        />
        <p role="status" className={adminStyles.note}>
          {done}
        </p>
        <QueryState query={categories}>
          {(list) =>
            list.length === 0 ? (
              <p className={adminStyles.note}>{t('noCategories')}</p>
            ) : (
              <ul className={adminStyles.list}>
                {list.map((category) => (
                  <li key={category.id} className={adminStyles.item}>
                    {renaming === category.id ? (
                      <CategoryNameForm
                        initial={category.name}
                        submitLabel={t('save')}
                        onSubmit={(name) => rename.mutateAsync({ id: category.id, name }).then(() => setRenaming(null))}
                        onCancel={() => setRenaming(null)}
                      />
                    ) : (
                      <>
                        <span>
                          <strong>{category.name}</strong>{' '}
                          <span className={adminStyles.meta}>
                            {t('categoryWidgets')}: {countOf(category.id) ?? '…'}
                          </span>
                        </span>
                        <span className={adminStyles.actions}>
                          <EditDeleteButtons
                            editLabel={t('renameCategory', { name: category.name })}
                            deleteLabel={t('deleteCategory', { name: category.name })}
                            onEdit={() => setRenaming(category.id)}
                            onDelete={() => setDeleting(category)}
                          />
                        </span>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
      {history && <section className={adminStyles.card}>{history}</section>}
      {deleting && (
        <ConfirmDelete
          title={t('confirmDeleteCategory', { name: deleting.name })}
          text={t('confirmDeleteCategoryText')}
          mutation={remove}
          variables={deleting.id}
          onDeleted={() => setDone(t('categoryDeleted', { name: deleting.name }))}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  )
}
