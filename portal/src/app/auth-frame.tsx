import { Link, Outlet } from '@tanstack/react-router'
import { useUser } from '@paydeck/react'
import { authPaths } from '../auth/auth-paths'
import { usePortalT } from '../i18n/portal-i18n'
import { css } from '@paydeck/ui/styled-system/css'

const styles = {
  frame: css({ minBlockSize: '100vh', display: 'flex', flexDirection: 'column' }),
  bar: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: '0.75rem 1.5rem',
    background: 'var(--pd-header)',
    color: 'var(--pd-on-header, #000)',
    borderBlockEnd: '1px solid rgb(0 0 0 / 0.08)',
  }),
  brand: css({ display: 'inline-flex', alignItems: 'center', fontWeight: '700' }),
  login: css({ color: 'var(--pd-link)', fontWeight: '600' }),
  main: css({ flex: '1', padding: '1.5rem' }),
}

/** Seed 000 section 2: a signed-out visitor's navigation offers only Login. */
export function AuthFrame() {
  const t = usePortalT()
  const user = useUser()
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <span className={styles.brand}>{user?.tenant.name ?? 'Paydeck'}</span>
        {!user && (
          <nav aria-label={t('shell.navigation')}>
            <Link to={authPaths.login} className={styles.login}>
              {t('shell.login')}
            </Link>
          </nav>
        )}
      </header>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </div>
  )
}
