import { Link, Outlet } from '@tanstack/react-router'
import { useUser } from '@paydeck/react'
import { authPaths } from '../auth/auth-paths'
import { usePortalT } from '../i18n/portal-i18n'

/** Seed 000 section 2: a signed-out visitor's navigation offers only Login. */
export function AuthFrame() {
  const t = usePortalT()
  const user = useUser()
  return (
    <div className="auth-frame">
      <header className="auth-frame__bar">
        <span className="brand">{user?.tenant.name ?? 'Paydeck'}</span>
        {!user && (
          <nav aria-label={t('shell.navigation')}>
            <Link to={authPaths.login} className="auth-frame__login">
              {t('shell.login')}
            </Link>
          </nav>
        )}
      </header>
      <main id="main" className="auth-frame__main">
        <Outlet />
      </main>
    </div>
  )
}
