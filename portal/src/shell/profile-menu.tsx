import { useCallback, useRef, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { UserContext } from '@paydeck/react'
import { usePortalT } from '../i18n/portal-i18n'
import { useSignOut } from './session-watch'
import { useDismiss } from './use-dismiss'
import { initialsOf, profilePathOf } from './who'

/** The v2 toolbar's profile menu (every toolbar's on a phone): My Profile, what the toolbar adds, Logout. */
export function ProfileMenu({ user, children }: { user: UserContext; children?: ReactNode }) {
  const t = usePortalT()
  const signOut = useSignOut()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const name = `${user.firstName} ${user.lastName}`

  const closeMenu = useCallback(() => setOpen(false), [])
  useDismiss(root, open, closeMenu)

  return (
    <div ref={root} className="profile-menu">
      <button
        type="button"
        className="initials initials--button"
        aria-label={t('shell.profileMenu', { name })}
        aria-expanded={open}
        aria-controls="profile-menu-list"
        onClick={() => setOpen(!open)}
      >
        {initialsOf(user)}
      </button>
      <ul id="profile-menu-list" className="profile-menu__list" hidden={!open}>
        <li className="profile-menu__who">{t('shell.signedInAs', { name })}</li>
        <li>
          <Link to={profilePathOf(user)} onClick={() => setOpen(false)}>
            {t('shell.myProfile')}
          </Link>
        </li>
        {children}
        <li>
          <button type="button" onClick={signOut}>
            {t('shell.logout')}
          </button>
        </li>
      </ul>
    </div>
  )
}
