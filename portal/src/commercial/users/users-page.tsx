import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { crmUsers, type CreatedCrmUser, type CrmUser, type CrmUserFields } from '@paydeck/core/administration'
import { usePaydeck, userMessageOf, useUser } from '@paydeck/react'
import {
  adminStyles,
  Button,
  Dialog,
  Field,
  formatDate,
  ScaDialog,
  StatusPill,
  TextInput,
  useUi,
  type PagedColumn,
} from '@paydeck/ui'
import { PageHeader } from '../../pages/page-header'
import { useCommercialT } from '../commercial-messages'
import { PagedResults } from '../paged-results'
import { useRoles } from '../roles/role-queries'
import { withScaCode } from '../sca'
import { GrantsDialog } from './grants-dialog'
import { useCrmUserPage, USERS_PAGE_SIZE, userKeys } from './user-queries'
import { UserDialog } from './user-dialog'

type Guarded = { kind: 'activate' | 'deactivate' | 'delete'; user: CrmUser }

/**
 * crm/users/managment: the tenant's CRM users, searched and paged by the server; each created, edited, activated,
 * deactivated, unlocked, deleted and given grants. Changes but unlocking and grants need a code.
 */
export function CrmUsersPage() {
  const t = useCommercialT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const { timeZone } = useUi()
  const me = useUser()
  const [search, setSearch] = useState('')
  const [pageIndex, setPageIndex] = useState(0)
  const page = useCrmUserPage(pageIndex, search.trim())
  const crmRoles = useRoles().data?.filter((role) => role.type === 'crm') ?? []
  const [editing, setEditing] = useState<{ user: CrmUser | null } | null>(null)
  const [guarded, setGuarded] = useState<Guarded | null>(null)
  const [granting, setGranting] = useState<CrmUser | null>(null)
  const [created, setCreated] = useState<CreatedCrmUser | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`
  const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.all })

  const save = async (fields: CrmUserFields, code: string) => {
    const user = editing?.user ?? null
    if (user) {
      const saved = await crmUsers.update(paydeck.http, user.id, fields, code)
      setDone(t('users.saved', { name: nameOf(saved) }))
    } else {
      const fresh = await crmUsers.create(paydeck.http, fields, code)
      setCreated(fresh)
      setDone(t('users.created', { name: nameOf(fresh) }))
    }
    setEditing(null)
    await refresh()
  }
  const runGuarded = async ({ kind, user }: Guarded, code: string) => {
    if (kind === 'delete') await crmUsers.remove(paydeck.http, user.id, code)
    else await crmUsers.setActive(paydeck.http, user.id, kind === 'activate', code)
    setDone(
      t(kind === 'delete' ? 'users.deleted' : kind === 'activate' ? 'users.activated' : 'users.deactivated', {
        name: nameOf(user),
      }),
    )
    await refresh()
  }
  const unlock = (user: CrmUser) =>
    crmUsers
      .unlock(paydeck.http, user.id)
      .then(() => setDone(t('users.unlocked', { name: nameOf(user) })))
      .then(refresh)
      .catch((error: unknown) => setFailure(userMessageOf(error)))

  const columns: PagedColumn<CrmUser>[] = [
    { id: 'name', header: t('users.name'), cell: nameOf },
    { id: 'email', header: t('users.email'), cell: (user) => user.email },
    { id: 'role', header: t('users.role'), cell: (user) => user.roleName },
    {
      id: 'status',
      header: t('users.status'),
      cell: (user) => (
        <span className={adminStyles.actions}>
          <StatusPill
            status={user.isActive ? 'Active' : 'Inactive'}
            label={user.isActive ? t('users.active') : t('users.inactive')}
          />
          {user.isLocked && <StatusPill status="Locked" label={t('users.locked')} />}
        </span>
      ),
    },
    {
      id: 'lastLogin',
      header: t('users.lastLogin'),
      cell: (user) =>
        user.lastLoginTime ? formatDate(user.lastLoginTime, { timeZone, time: 'minutes' }) : t('users.never'),
    },
    {
      id: 'actions',
      header: t('users.actions'),
      cell: (user) => {
        const name = nameOf(user)
        // One's own account is neither deactivated nor deleted here (the server refuses it too).
        const self = user.id === me?.id
        return (
          <span className={adminStyles.actions}>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('users.edit', { name })}
              onClick={() => setEditing({ user })}
            >
              {t('users.editShort')}
            </Button>
            {!self && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={user.isActive ? t('users.deactivateLabel', { name }) : t('users.activateLabel', { name })}
                onClick={() => setGuarded({ kind: user.isActive ? 'deactivate' : 'activate', user })}
              >
                {user.isActive ? t('users.deactivate') : t('users.activate')}
              </Button>
            )}
            {user.isLocked && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('users.unlockLabel', { name })}
                onClick={() => void unlock(user)}
              >
                {t('users.unlock')}
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('users.grantsLabel', { name })}
              onClick={() => setGranting(user)}
            >
              {t('users.grants')}
            </Button>
            {!self && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('users.deleteLabel', { name })}
                onClick={() => setGuarded({ kind: 'delete', user })}
              >
                {t('users.delete')}
              </Button>
            )}
          </span>
        )
      },
    },
  ]

  return (
    <section className="page page--wide" aria-labelledby="page-title">
      <PageHeader title={t('users.title')}>
        <Button onClick={() => setEditing({ user: null })}>{t('users.new')}</Button>
      </PageHeader>
      <div className={adminStyles.root}>
        <p className={adminStyles.note}>{t('users.intro')}</p>
        <p role="status" className={adminStyles.note}>
          {done}
        </p>
        {failure && (
          <p role="alert" className={adminStyles.error}>
            {failure}
          </p>
        )}
        <section className={adminStyles.card} aria-label={t('users.title')}>
          <Field label={t('users.search')}>
            <TextInput
              type="search"
              value={search}
              maxLength={100}
              onChange={(event) => {
                setSearch(event.target.value)
                setPageIndex(0)
              }}
            />
          </Field>
          <PagedResults
            query={page}
            caption={t('users.title')}
            columns={columns}
            rowKey={(user) => String(user.id)}
            empty={t('users.empty')}
            pageIndex={pageIndex}
            pageSize={USERS_PAGE_SIZE}
            onPageChange={setPageIndex}
          />
        </section>
      </div>
      {editing && (
        <UserDialog
          user={editing.user}
          roles={crmRoles}
          defaultZone={me?.configureTimeZone ?? 'UTC'}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      {guarded && (
        <ScaDialog
          action={t(
            guarded.kind === 'delete'
              ? 'users.deleteAction'
              : guarded.kind === 'activate'
                ? 'users.activateAction'
                : 'users.deactivateAction',
            { name: nameOf(guarded.user) },
          )}
          onClose={() => setGuarded(null)}
          onConfirm={(code) =>
            withScaCode(() => runGuarded(guarded, code), {
              done: () => setGuarded(null),
              refused: (errors) => {
                setGuarded(null)
                setFailure(Object.values(errors).find(Boolean) ?? null)
              },
            })
          }
        />
      )}
      {granting && (
        <GrantsDialog
          user={granting}
          onClose={() => setGranting(null)}
          onSaved={() => {
            setDone(t('grants.saved', { name: nameOf(granting) }))
            setGranting(null)
          }}
        />
      )}
      {created && (
        <Dialog
          open
          size="sm"
          onOpenChange={(open) => !open && setCreated(null)}
          title={t('users.passwordTitle', { name: nameOf(created) })}
          description={t('users.passwordText', { name: nameOf(created) })}
          footer={<Button onClick={() => setCreated(null)}>{t('users.done')}</Button>}
        >
          <Field label={t('users.password')}>
            <TextInput readOnly value={created.temporaryPassword} data-testid="temporary-password" />
          </Field>
        </Dialog>
      )}
    </section>
  )
}
