import { useState } from 'react'
import type { Permission, RoleDetails, RoleSummary, RoleType } from '@paydeck/core/administration'
import { useUser } from '@paydeck/react'
import { adminStyles, Button, PagedTable, QueryState, type PagedColumn } from '@paydeck/ui'
import { PageHeader } from '../../pages/page-header'
import { useCommercialT } from '../commercial-messages'
import { OpenButton } from '../form-dialog'
import { RoleEditor } from './role-editor'
import { usePermissionCatalogue, useRoleDetails, useRoles } from './role-queries'
import { ScaAudit } from './sca-audit'

/**
 * crm/users/merchant and crm/users/crm: the roles of one kind, each opened to its permission matrix; a change is
 * shown as a diff and confirmed with a code. Administrators also read the record of changes made with a code.
 */
function RolesPage({ type }: { type: RoleType }) {
  const t = useCommercialT()
  const user = useUser()
  const list = useRoles()
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
  )
  return (
    <section className="page page--wide" aria-labelledby="page-title">
      <PageHeader title={type === 'merchant' ? t('roles.merchantTitle') : t('roles.crmTitle')}>
        <Button onClick={() => setChosen('new')}>{t('roles.new')}</Button>
      </PageHeader>
      <div className={adminStyles.root}>
        <p className={adminStyles.note}>{t('roles.intro')}</p>
        <p role="status" className={adminStyles.note}>
          {done}
        </p>
        <section className={adminStyles.card} aria-labelledby="roles-heading">
          <h2 id="roles-heading" className={adminStyles.heading}>
            {t('roles.list')}
          </h2>
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
        {user?.isAdministrator && <ScaAudit />}
      </div>
    </section>
  )
}

export const MerchantRolesPage = () => <RolesPage type="merchant" />
export const CrmRolesPage = () => <RolesPage type="crm" />
