import { useState } from 'react'
import { assignRoleWidgets, type RoleAssignment, type TenantRoles } from '@paydeck/core/dashboard'
import { userMessageOf } from '@paydeck/react'
import { adminStyles, Button, CheckboxGroup, Field, NativeSelect, QueryState } from '@paydeck/ui'
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
  const [roleId, setRoleId] = useState(roles[0]!.roleId)
  const role = roles.find((candidate) => candidate.roleId === roleId) ?? roles[0]!
  // What the user ticked for each role they looked at, kept while they switch roles.
  const [ticked, setTicked] = useState<Record<number, number[]>>({})
  const chosen = ticked[role.roleId] ?? role.widgetIds
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const save = useDashboardChange((http, widgetIds: number[]) =>
    assignRoleWidgets(http, audience, { roleId: role.roleId, widgetIds }),
  )
  return (
    <form
      className={adminStyles.root}
      onSubmit={(event) => {
        event.preventDefault()
        setOutcome(null)
        save
          .mutateAsync(chosen)
          .then((saved) =>
            setOutcome({ ok: true, text: t('roleSaved', { role: saved.name, count: saved.widgetIds.length }) }),
          )
          .catch((error: unknown) => setOutcome({ ok: false, text: userMessageOf(error) }))
      }}
    >
      <Field label={t('role')}>
        <NativeSelect
          value={String(role.roleId)}
          onChange={(event) => {
            setRoleId(Number(event.target.value))
            setOutcome(null)
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
            setTicked((current) => ({ ...current, [role.roleId]: [...elsewhere, ...inCategory] }))
          }}
        />
      ))}
      <div className={adminStyles.bar}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
        <p
          role={outcome?.ok === false ? 'alert' : 'status'}
          className={outcome?.ok === false ? adminStyles.error : adminStyles.note}
        >
          {outcome?.text}
        </p>
      </div>
    </form>
  )
}
