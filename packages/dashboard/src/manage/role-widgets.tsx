import { useState } from 'react'
import { assignRoleWidgets, type RoleAssignment, type TenantRoles } from '@paydeck/core/dashboard'
import { userMessageOf } from '@paydeck/react'
import { adminStyles, Button, CheckboxGroup, Field, NativeSelect, QueryState } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { useManageT } from './manage-messages'
import { useDashboardChange, useTenantRoles } from './manage-queries'

// Seed 002's user levels: merchants' roles and the tenant's staff roles.
const levels = { merchant: 0, tenant: 1 } as const

export interface RoleWidgetsSettingsProps {
  /** crm/settings/dashboard/management/merchant/roles or …/tenant/roles. */
  audience: 'merchant' | 'tenant'
}

/** Which widgets each merchant role (or staff role) sees: a role chosen, its widgets ticked by category, saved. */
export function RoleWidgetsSettings({ audience }: RoleWidgetsSettingsProps) {
  const t = useManageT()
  const query = useTenantRoles()
  return (
    <div className={adminStyles.root}>
      <section className={adminStyles.card} aria-labelledby="role-widgets-heading">
        <h2 id="role-widgets-heading" className={adminStyles.heading}>
          {audience === 'merchant' ? t('rolesTitleMerchant') : t('rolesTitleTenant')}
        </h2>
        <p className={adminStyles.note}>{t('rolesIntro')}</p>
        <QueryState query={query}>
          {(data) => {
            const roles = data.roles.filter((role) => role.userLevel === levels[audience])
            return roles.length === 0 ? (
              <p className={adminStyles.note}>{t('noRoles')}</p>
            ) : (
              <RoleForm key={audience} audience={audience} roles={roles} categories={data.categories} />
            )
          }}
        </QueryState>
      </section>
    </div>
  )
}

function RoleForm({
  audience,
  roles,
  categories,
}: {
  audience: 'merchant' | 'tenant'
  roles: readonly RoleAssignment[]
  categories: TenantRoles['categories']
}) {
  const t = useManageT()
  const [saved, setSaved] = useState<string | null>(null)
  const change = useChangeForm({
    // What the user ticked for each role they looked at, kept while they switch roles.
    defaultValues: { roleId: roles[0]!.roleId, ticked: {} as Record<number, number[]> },
    save: async () => {
      setSaved(null)
      const done = await save.mutateAsync(chosen)
      setSaved(t('roleSaved', { role: done.name, count: done.widgetIds.length }))
    },
    refusalOf: (failure) => ({ form: userMessageOf(failure) }),
  })
  const { watch, setValue } = change.form
  const role = roles.find((candidate) => candidate.roleId === watch('roleId')) ?? roles[0]!
  const ticked = watch('ticked')
  const chosen = ticked[role.roleId] ?? role.widgetIds
  const save = useDashboardChange((http, widgetIds: number[]) =>
    assignRoleWidgets(http, audience, { roleId: role.roleId, widgetIds }),
  )
  return (
    <form className={adminStyles.root} noValidate onSubmit={change.submit}>
      <Field label={t('role')}>
        <NativeSelect
          value={String(role.roleId)}
          onChange={(event) => {
            setValue('roleId', Number(event.target.value))
            setSaved(null)
            change.form.clearErrors()
          }}
          options={roles.map((candidate) => ({ value: String(candidate.roleId), label: candidate.name }))}
        />
      </Field>
      {categories.map((category) => (
        <CheckboxGroup
          key={category.id}
          legend={category.name}
          options={category.widgets.map((widget) => ({ value: widget.widgetId, label: widget.title }))}
          chosen={chosen.filter((id) => category.widgets.some((widget) => widget.widgetId === id))}
          onChange={(inCategory) => {
            const elsewhere = chosen.filter((id) => !category.widgets.some((widget) => widget.widgetId === id))
            setValue('ticked', { ...ticked, [role.roleId]: [...elsewhere, ...inCategory] }, { shouldDirty: true })
          }}
        />
      ))}
      <div className={adminStyles.bar}>
        <Button type="submit" disabled={change.busy}>
          {change.busy ? t('saving') : t('save')}
        </Button>
        <p
          role={change.errors.form ? 'alert' : 'status'}
          className={change.errors.form ? adminStyles.error : adminStyles.note}
        >
          {change.errors.form ?? saved}
        </p>
      </div>
    </form>
  )
}
