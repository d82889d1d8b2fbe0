import type { CreatedCrmUser, CrmUser } from '@paydeck/core/administration'
import {
  ActionMenu,
  adminStyles,
  Button,
  CopyButton,
  Dialog,
  Field,
  formatDate,
  type MenuAction,
  type PagedColumn,
  StatusPill,
  TextInput,
} from '@paydeck/ui'
import { useAdminScreensT } from '../messages'

// The staff accounts' table columns and the dialog a new password is shown in, apart from the list's state.

export type StaffAction = 'activate' | 'deactivate' | 'delete' | 'reset' | 'unlock'

/** A person as the screen names them. */
export const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`

interface StaffColumnsOptions {
  /** The signed-in user's id: their own account is neither deactivated nor deleted here. */
  me: number | undefined
  timeZone: string
  withGrants: boolean
  onEdit: (user: CrmUser) => void
  onAct: (kind: StaffAction, user: CrmUser) => void
  onGrant: (user: CrmUser) => void
}

/** The columns of the staff accounts: who, their role and state, their last sign-in, and what may be done. */
export function staffColumns(
  t: ReturnType<typeof useAdminScreensT>,
  { me, timeZone, withGrants, onEdit, onAct, onGrant }: StaffColumnsOptions,
): PagedColumn<CrmUser>[] {
  return [
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
        const self = user.id === me
        // Edit at hand; the rest behind one button, so a row stays one line on a phone.
        const more: MenuAction[] = [
          ...(self
            ? []
            : [
                user.isActive
                  ? { label: t('users.deactivate'), onSelect: () => onAct('deactivate', user) }
                  : { label: t('users.activate'), onSelect: () => onAct('activate', user) },
                { label: t('users.reset'), onSelect: () => onAct('reset', user) },
              ]),
          ...(user.isLocked ? [{ label: t('users.unlock'), onSelect: () => onAct('unlock', user) }] : []),
          ...(withGrants ? [{ label: t('users.grants'), onSelect: () => onGrant(user) }] : []),
          ...(self ? [] : [{ label: t('users.delete'), onSelect: () => onAct('delete', user) }]),
        ]
        return (
          <span className={adminStyles.actions}>
            <Button variant="secondary" size="sm" aria-label={t('users.edit', { name })} onClick={() => onEdit(user)}>
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
}

/** A new account's (or a reset's) temporary password, and its authenticator's address, each with a copy button. */
export function NewPasswordDialog({ created, onClose }: { created: CreatedCrmUser; onClose: () => void }) {
  const t = useAdminScreensT()
  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(open) => !open && onClose()}
      title={t('users.passwordTitle', { name: nameOf(created) })}
      description={t('users.passwordText', { name: nameOf(created) })}
      footer={<Button onClick={onClose}>{t('users.done')}</Button>}
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
  )
}
