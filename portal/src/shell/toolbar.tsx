import { Link } from '@tanstack/react-router'
import { useUser } from '@paydeck/react'
import { Icon } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { PHONE, useMediaQuery } from '../app/use-media-query'
import { authPaths } from '../auth/auth-paths'
import { usePortalT } from '../i18n/portal-i18n'
import { BreadcrumbBar } from './breadcrumb-bar'
import { LanguageSelect } from './language-select'
import { ModeSwitch } from './mode-switch'
import { initials, ProfileMenu } from './profile-menu'
import { useSignOut } from './session-watch'
import { useToolbarSlots } from './toolbar-slots'
import { initialsOf, organisationLabel, profilePathOf } from './who'

const NARROW = '@media (max-width: 60rem)'
// A phone: the toolbar keeps one line (the page's heading says where one is; language and logout are in the menu).
const PHONE_WIDTH = '@media (max-width: 40rem)'

/** The bar's icon buttons: no browser chrome, the bar's colour and font. */
const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  padding: '0.4rem',
  border: '1px solid transparent',
  borderRadius: '6px',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: '0.875rem',
  textDecoration: 'none',
  cursor: 'pointer',
} as const

const styles = {
  toolbar: css({
    display: 'flex',
    alignItems: 'center',
    gap: '1rem',
    minBlockSize: '4rem',
    paddingInline: '1.5rem',
    background: 'var(--pd-header)',
    color: 'var(--pd-on-header, #000)',
    borderBlockEnd: '1px solid rgb(0 0 0 / 0.08)',
    '& :is(button, a, select):focus-visible': { outline: '2px solid currentColor', outlineOffset: '2px' },
    [NARROW]: { flexWrap: 'wrap', paddingInline: '1rem' },
    [PHONE_WIDTH]: { flexWrap: 'nowrap', gap: '0.5rem' },
    "[data-layout='Material'] &": { background: 'transparent', border: '0' },
  }),
  end: css({
    marginInlineStart: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: '0.75rem',
    [NARROW]: { flexWrap: 'wrap', justifyContent: 'flex-end' },
    [PHONE_WIDTH]: { flexWrap: 'nowrap', gap: '0.5rem' },
  }),
  who: css({ fontSize: '0.875rem', fontWeight: '600', [NARROW]: { display: 'none' } }),
  icon: css(iconButton),
  menu: css(iconButton, { display: 'none', [NARROW]: { display: 'inline-flex' } }),
  logout: css(iconButton, { paddingInline: '0.625rem', borderColor: 'currentColor' }),
  visuallyHidden: css({ srOnly: true }),
}

export interface ToolbarProps {
  /** vertical-v2 has a profile menu instead of the initials and the logout button. */
  variant: 'classic' | 'v2'
  onOpenQuickPanel: () => void
  /** Layouts with a vertical navbar open it from here on narrow screens. */
  onOpenMenu?: () => void
}

/**
 * Seed 000 section 1: breadcrumbs, the Test/Live switch, who is signed in, the support button and the bell
 * (slots), the language, the quick panel, logout.
 */
export function Toolbar({ variant, onOpenQuickPanel, onOpenMenu }: ToolbarProps) {
  const t = usePortalT()
  const user = useUser()
  const signOut = useSignOut()
  const slots = useToolbarSlots()
  // On a phone the bar keeps one line: the language and logout move into the profile menu.
  const phone = useMediaQuery(PHONE)
  return (
    <header className={styles.toolbar}>
      {onOpenMenu && (
        <button type="button" className={styles.menu} aria-label={t('shell.openMenu')} onClick={onOpenMenu}>
          <Icon name="menu" />
        </button>
      )}
      <BreadcrumbBar />
      <div className={styles.end}>
        <ModeSwitch />
        {user ? (
          <>
            <span className={styles.who}>{organisationLabel(user, t)}</span>
            {slots.support}
            {slots.bell}
            {!phone && <LanguageSelect />}
            <button type="button" className={styles.icon} aria-label={t('quick.open')} onClick={onOpenQuickPanel}>
              <Icon name="panel" />
            </button>
            {variant === 'v2' || phone ? (
              <ProfileMenu user={user}>
                {phone && (
                  <li>
                    <LanguageSelect place="menu" />
                  </li>
                )}
              </ProfileMenu>
            ) : (
              <>
                {/* Named by what it shows first, then what it is (label in name). */}
                <Link to={profilePathOf(user)} className={initials} title={t('shell.myProfile')}>
                  {initialsOf(user)}
                  <span className={styles.visuallyHidden}>
                    , {t('shell.myProfile')}: {user.firstName} {user.lastName}
                  </span>
                </Link>
                <button type="button" className={styles.logout} onClick={signOut}>
                  <Icon name="logout" size={18} />
                  {t('shell.logout')}
                </button>
              </>
            )}
          </>
        ) : (
          <Link to={authPaths.login}>{t('shell.login')}</Link>
        )}
      </div>
    </header>
  )
}
