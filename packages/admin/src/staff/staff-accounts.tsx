import { Suspense, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type CreatedCrmUser,
  type CrmUser,
  type CrmUserFields,
  type RoleSummary,
  type StaffAccountsApi,
} from '@paydeck/core/administration'
import { usePaydeck, userMessageOf, useUser } from '@paydeck/react'
import {
  ActionMenu,
  adminStyles,
  Button,
  CopyButton,
  Dialog,
  Field,
  formatDate,
  lazyWithWords,
  type MenuAction,
  type PagedColumn,
  PagedResults,
  SearchField,
  StatusPill,
  TextInput,
  usePaging,
  useUi,
} from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { useStaffPage, USERS_PAGE_SIZE } from './user-queries'

// The dialogs load when first opened: their choosers (roles, a time zone, grants) are most of the screen's weight.
const UserDialog = lazyWithWords(() => import('./user-dialog').then((module) => ({ default: module.UserDialog })))
const GrantsDialog = lazyWithWords(() => import('./grants-dialog').then((module) => ({ default: module.GrantsDialog })))

type Action = { kind: 'activate' | 'deactivate' | 'delete' | 'reset' | 'unlock'; user: CrmUser }

const doneMessage = {
  activate: 'users.activated',
  deactivate: 'users.deactivated',
  delete: 'users.deleted',
  reset: 'users.passwordWasReset',
  unlock: 'users.unlocked',
} as const
/** What the code of each change confirms (unlocking needs none). */
const actionMessage = {
  activate: 'users.activateAction',
  deactivate: 'users.deactivateAction',
  delete: 'users.deleteAction',
  reset: 'users.resetAction',
} as const

/**
 * A tenant's staff accounts, searched and paged by the server; each created, edited, activated, deactivated,
 * unlocked, given a new password, deleted and (for CRM users) given grants. Changes but unlocking and grants need a
 * code. CRM users (the caller's tenant) and tenant users (a tenant platform staff chose) differ only by their API.
 */
export function StaffAccountList({
  api,
  scope,
  roles,
  label,
  withGrants,
}: {
  api: StaffAccountsApi
  /** The list's cache key: what a change makes stale. */
  scope: readonly unknown[]
  roles: readonly RoleSummary[]
  label: string
  withGrants: boolean
}) {
  const t = useAdminScreensT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const { timeZone } = useUi()
  const me = useUser()
  const [search, setSearch] = useState('')
  const { paging, setPaging, toFirst } = usePaging(USERS_PAGE_SIZE)
  const page = useStaffPage(api, scope, paging.index, search.trim())
  const [editing, setEditing] = useState<{ user: CrmUser | null } | null>(null)
  const [granting, setGranting] = useState<CrmUser | null>(null)
  const [created, setCreated] = useState<CreatedCrmUser | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`
  const refresh = () => queryClient.invalidateQueries({ queryKey: scope })

  const save = useMutation({
    mutationFn: async ({ fields, confirms }: { fields: CrmUserFields; confirms: string }) => {
      const user = editing?.user ?? null
      if (user) return api.update(paydeck.http, user.id, fields, confirms)
      const fresh = await api.create(paydeck.http, fields, confirms)
      setCreated(fresh)
      return fresh
    },
    onSuccess: (saved) => {
      setDone(t(editing?.user ? 'users.saved' : 'users.created', { name: nameOf(saved) }))
      setEditing(null)
      return refresh()
    },
  })
  // Each change but unlocking asks for a code, through the client's one code step, saying what it confirms.
  const act = useMutation({
    mutationFn: async ({ kind, user }: Action) => {
      if (kind === 'unlock') return void (await api.unlock(paydeck.http, user.id))
      const confirms = t(actionMessage[kind], { name: nameOf(user) })
      if (kind === 'delete') await api.remove(paydeck.http, user.id, confirms)
      else if (kind === 'reset') setCreated(await api.resetPassword(paydeck.http, user.id, confirms))
      else await api.setActive(paydeck.http, user.id, kind === 'activate', confirms)
    },
    onMutate: () => setFailure(null),
    onSuccess: (_, { kind, user }) => {
      setDone(t(doneMessage[kind], { name: nameOf(user) }))
      return refresh()
    },
    onError: (error) => setFailure(userMessageOf(error)),
  })

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
        // Edit at hand; the rest behind one button, so a row stays one line on a phone.
        const more: MenuAction[] = [
          ...(self
            ? []
            : [
                user.isActive
                  ? { label: t('users.deactivate'), onSelect: () => act.mutate({ kind: 'deactivate', user }) }
                  : { label: t('users.activate'), onSelect: () => act.mutate({ kind: 'activate', user }) },
                { label: t('users.reset'), onSelect: () => act.mutate({ kind: 'reset', user }) },
              ]),
          ...(user.isLocked
            ? [{ label: t('users.unlock'), onSelect: () => act.mutate({ kind: 'unlock', user }) }]
            : []),
          ...(withGrants ? [{ label: t('users.grants'), onSelect: () => setGranting(user) }] : []),
          ...(self ? [] : [{ label: t('users.delete'), onSelect: () => act.mutate({ kind: 'delete', user }) }]),
        ]
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
            {more.length > 0 && (
              <ActionMenu label={t('users.more')} name={t('users.moreLabel', { name })} size="sm" actions={more} />
            )}
          </span>
        )
      },
    },
  ]

  return (
    <>
      <div className={adminStyles.root}>
        <div className={adminStyles.bar}>
          <p className={adminStyles.note}>{t('users.intro')}</p>
          <Button onClick={() => setEditing({ user: null })}>{t('users.new')}</Button>
        </div>
        <p role="status" className={adminStyles.note}>
          {done}
        </p>
        {failure && (
          <p role="alert" className={adminStyles.error}>
            {failure}
          </p>
        )}
        <section className={adminStyles.card} aria-label={label}>
          <SearchField
            label={t('users.search')}
            value={search}
            onSearch={(value) => {
              setSearch(value)
              toFirst()
            }}
          />
          <PagedResults
            query={page}
            caption={label}
            columns={columns}
            rowKey={(user) => String(user.id)}
            empty={t('users.empty')}
            paging={paging}
            onPaging={setPaging}
          />
        </section>
      </div>
      <Suspense fallback={null}>
        {editing && (
          <UserDialog
            user={editing.user}
            roles={roles}
            defaultZone={me?.configureTimeZone ?? 'UTC'}
            onClose={() => setEditing(null)}
            onSave={save.mutateAsync}
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
      </Suspense>
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
            <TextInput
              readOnly
              value={created.temporaryPassword}
              data-testid="temporary-password"
              className={adminStyles.secret}
            />
          </Field>
          <CopyButton value={created.temporaryPassword} />
          {created.authenticatorUri && (
            <>
              <Field label={t('users.authenticator')} helperText={t('users.authenticatorHint')}>
                <TextInput readOnly value={created.authenticatorUri} data-testid="authenticator-uri" />
              </Field>
              <CopyButton value={created.authenticatorUri} />
            </>
          )}
        </Dialog>
      )}
    </>
  )
}
