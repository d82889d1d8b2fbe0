import { useCallback, useRef, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { UserContext } from '@paydeck/react'
import { css } from '@paydeck/ui/styled-system/css'
import { usePortalT } from '../i18n/portal-i18n'
import { useSignOut } from './session-watch'
import { useDismiss } from './use-dismiss'
import { initialsOf, profilePathOf } from './who'

/** The signed-in user's initials on a disc: a link to the profile, or this menu's button. */
export const initials = css({
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  flexShrink: '0',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: 'var(--pd-link)',
  color: '#fff',
  font: 'inherit',
  fontWeight: '700',
  fontSize: '0.875rem',
  textDecoration: 'none',
  // A ring in the toolbar's text colour keeps the disc visible when the header is the link colour.
  border: '2px solid var(--pd-on-header, #000)',
  cursor: 'pointer',
})

const styles = {
  menu: css({ position: 'relative' }),
  list: css({
    position: 'absolute',
    insetInlineEnd: '0',
    insetBlockStart: 'calc(100% + 0.5rem)',
    zIndex: '20',
    minInlineSize: '13rem',
    margin: '0',
    padding: '0.375rem',
    listStyle: 'none',
    background: '#fff',
    color: '#1f2328',
    borderRadius: '8px',
    boxShadow: '0 8px 24px rgb(0 0 0 / 0.18)',
    '& :is(a, button)': {
      display: 'block',
      inlineSize: '100%',
      padding: '0.5rem 0.75rem',
      border: '0',
      borderRadius: '6px',
      background: 'none',
      color: 'inherit',
      font: 'inherit',
      textAlign: 'start',
      textDecoration: 'none',
      cursor: 'pointer',
      '&:hover': { background: '#f0f2f5' },
    },
  }),
  who: css({
    padding: '0.5rem 0.75rem',
    fontSize: '0.8125rem',
    color: '#57606a',
    borderBlockEnd: '1px solid #e1e4e8',
    marginBlockEnd: '0.25rem',
  }),
}

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
    <div ref={root} className={styles.menu}>
      <button
        type="button"
        className={initials}
        aria-label={t('shell.profileMenu', { name })}
        aria-expanded={open}
        aria-controls="profile-menu-list"
        onClick={() => setOpen(!open)}
      >
        {initialsOf(user)}
      </button>
      <ul id="profile-menu-list" className={styles.list} hidden={!open}>
        <li className={styles.who}>{t('shell.signedInAs', { name })}</li>
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
