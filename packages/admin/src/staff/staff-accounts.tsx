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
import { adminStyles, Button, lazyWithWords, PagedResults, SearchField, usePaging, useUi } from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { nameOf, NewPasswordDialog, staffColumns, type StaffAction } from './staff-account-parts'
import { useStaffPage, USERS_PAGE_SIZE } from './user-queries'

// The dialogs load when first opened: their choosers (roles, a time zone, grants) are most of the screen's weight.
const UserDialog = lazyWithWords(() => import('./user-dialog').then((module) => ({ default: module.UserDialog })))
const GrantsDialog = lazyWithWords(() => import('./grants-dialog').then((module) => ({ default: module.GrantsDialog })))

type Action = { kind: StaffAction; user: CrmUser }

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

  const columns = staffColumns(t, {
    me: me?.id,
    timeZone,
    withGrants,
    onEdit: (user) => setEditing({ user }),
    onAct: (kind, user) => act.mutate({ kind, user }),
    onGrant: setGranting,
  })

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
      {created && <NewPasswordDialog created={created} onClose={() => setCreated(null)} />}
    </>
  )
}
