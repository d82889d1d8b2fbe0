import { Suspense, useState } from 'react'
import {
  roleWriterRule,
  type Permission,
  type RoleDetails,
  type RoleSummary,
  type RoleType,
} from '@paydeck/core/administration'
import { useUser, useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import {
  adminStyles,
  Button,
  Heading,
  lazyWithWords,
  OpenButton,
  type PagedColumn,
  PagedTable,
  QueryState,
  Screen,
  useT,
} from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { ScreenGate } from '../screen-gate'
import { usePermissionCatalogue, useRoleDetails, useRoles } from './role-queries'
import { ScaAudit } from './sca-audit'
import { RecordHistory } from '../audit/record-history'

// The editor is a form (react-hook-form): loaded as a role is shown, not with the list.
const RoleEditor = lazyWithWords(() => import('./role-editor').then((module) => ({ default: module.RoleEditor })))

export interface RolesProps extends WidgetLifecycleProps {
  /** Whose roles: the merchants' staff (`merchant`) or the tenant's own staff (`crm`). */
  type: RoleType
}

/**
 * The roles of one kind (the portal's crm/users/merchant and crm/users/crm), each opened to its permission matrix; a change is
 * shown as a diff and confirmed with a code. Administrators also read the record of changes made with a code.
 */
export function Roles({ type, ...lifecycle }: RolesProps) {
  const t = useAdminScreensT()
  return (
    <ScreenGate
      rule={roleWriterRule}
      title={type === 'merchant' ? t('roles.merchantTitle') : t('roles.crmTitle')}
      widget="roles"
      lifecycle={lifecycle}
    >
      <RolesScreen type={type} {...lifecycle} />
    </ScreenGate>
  )
}

function RolesScreen({ type, ...lifecycle }: RolesProps) {
  const t = useAdminScreensT()
  const common = useT()
  const user = useUser()
  const list = useRoles()
  useWidgetLifecycle('roles', { ready: list.isSuccess, error: list.error }, lifecycle)
  const catalogue = usePermissionCatalogue(type)
  // null: nothing chosen yet (the first role shows); 'new': a new role.
  const [chosen, setChosen] = useState<number | 'new' | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const ofType = list.data?.filter((role) => role.type === type) ?? []
  const shownId = chosen === 'new' ? null : (chosen ?? ofType[0]?.id ?? null)
  const details = useRoleDetails(shownId)
  const columns: PagedColumn<RoleSummary>[] = [
    {
      id: 'name',
      header: t('roles.name'),
      cell: (role) => (
        <OpenButton
          pressed={role.id === shownId}
          label={t('roles.open', { name: role.name })}
          onClick={() => setChosen(role.id)}
        >
          {role.name}
        </OpenButton>
      ),
    },
    { id: 'kind', header: t('roles.kind'), cell: (role) => (role.isShared ? t('roles.shared') : t('roles.own')) },
    { id: 'users', header: t('roles.users'), cell: (role) => role.users },
  ]
  const editor = (role: RoleDetails | null, permissions: Permission[]) => (
    <Suspense
      fallback={
        <p role="status" className={adminStyles.note}>
          {common('common.loading')}
        </p>
      }
    >
      <RoleEditor
        key={role?.id ?? 'new'}
        type={type}
        role={role}
        catalogue={permissions}
        onSaved={(saved, created) => {
          setChosen(saved.id)
          setDone(t(created ? 'roles.created' : 'roles.saved', { name: saved.name }))
        }}
      />
    </Suspense>
  )
  return (
    <Screen
      title={type === 'merchant' ? t('roles.merchantTitle') : t('roles.crmTitle')}
      actions={<Button onClick={() => setChosen('new')}>{t('roles.new')}</Button>}
    >
      <div className={adminStyles.root}>
        <p className={adminStyles.note}>{t('roles.intro')}</p>
        <p role="status" className={adminStyles.note}>
          {done}
        </p>
        <section className={adminStyles.card} aria-labelledby="roles-heading">
          <Heading id="roles-heading" className={adminStyles.heading}>
            {t('roles.list')}
          </Heading>
          <QueryState<RoleSummary[]> query={list}>
            {() =>
              ofType.length === 0 ? (
                <p className={adminStyles.note}>{t('roles.empty')}</p>
              ) : (
                <PagedTable
                  caption={t('roles.list')}
                  columns={columns}
                  rows={ofType}
                  rowKey={(role) => String(role.id)}
                  loading={list.isFetching}
                />
              )
            }
          </QueryState>
        </section>
        <section className={adminStyles.card}>
          <QueryState<Permission[]> query={catalogue}>
            {(permissions) =>
              chosen === 'new' ? (
                editor(null, permissions)
              ) : shownId === null ? null : (
                <QueryState<RoleDetails> query={details}>{(role) => editor(role, permissions)}</QueryState>
              )
            }
          </QueryState>
        </section>
        {chosen !== 'new' && shownId !== null && <RecordHistory targetType="role" targetId={shownId} />}
        {user?.isAdministrator && <ScaAudit />}
      </div>
    </Screen>
  )
}
