import { Link } from '@tanstack/react-router'
import { useUser } from '@paydeck/react'
import { Icon } from '@paydeck/ui'
import { PHONE, useMediaQuery } from '../app/use-media-query'
import { authPaths } from '../auth/auth-paths'
import { usePortalT } from '../i18n/portal-i18n'
import { BreadcrumbBar } from './breadcrumb-bar'
import { LanguageSelect } from './language-select'
import { ModeSwitch } from './mode-switch'
import { ProfileMenu } from './profile-menu'
import { useSignOut } from './session-watch'
import { useToolbarSlots } from './toolbar-slots'
import { initialsOf, organisationLabel, profilePathOf } from './who'

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
    <header className="toolbar">
      {onOpenMenu && (
        <button
          type="button"
          className="toolbar__icon toolbar__menu"
          aria-label={t('shell.openMenu')}
          onClick={onOpenMenu}
        >
          <Icon name="menu" />
        </button>
      )}
      <BreadcrumbBar />
      <div className="toolbar__end">
        <ModeSwitch />
        {user ? (
          <>
            <span className="toolbar__who">{organisationLabel(user, t)}</span>
            {slots.support}
            {slots.bell}
            {!phone && <LanguageSelect />}
            <button type="button" className="toolbar__icon" aria-label={t('quick.open')} onClick={onOpenQuickPanel}>
              <Icon name="panel" />
            </button>
            {variant === 'v2' || phone ? (
              <ProfileMenu user={user}>
                {phone && (
                  <li>
                    <LanguageSelect className="language profile-menu__language" />
                  </li>
                )}
              </ProfileMenu>
            ) : (
              <>
                {/* Named by what it shows first, then what it is (label in name). */}
                <Link to={profilePathOf(user)} className="initials" title={t('shell.myProfile')}>
                  {initialsOf(user)}
                  <span className="visually-hidden">
                    , {t('shell.myProfile')}: {user.firstName} {user.lastName}
                  </span>
                </Link>
                <button type="button" className="toolbar__logout" onClick={signOut}>
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
