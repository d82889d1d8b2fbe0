import { useEffect } from 'react'
import { Link, Outlet } from '@tanstack/react-router'
import { authPaths } from '../auth/auth-paths'
import { useUser } from '@paydeck/react'

function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()
}

export function RootLayout() {
  const user = useUser()

  useEffect(() => {
    document.title = user ? user.tenant.name : 'Paydeck'
  }, [user])

  return (
    <div className="shell">
      <header className="toolbar">
        <span className="brand">{user ? user.tenant.name : 'Paydeck'}</span>
        {user && (
          <div className="toolbar-user">
            <span className="who">
              {user.merchant ? `Merchant ${user.merchant.legalBusinessName}` : `Tenant ${user.tenant.name}`}
            </span>
            <span className="initials" title={`${user.firstName} ${user.lastName}`} aria-hidden="true">
              {initialsOf(user.firstName, user.lastName)}
            </span>
            <Link className="button button--secondary" to={authPaths.logout} state={{ local: true }}>
              Logout
            </Link>
          </div>
        )}
      </header>
      <main id="main" className="content">
        <Outlet />
      </main>
    </div>
  )
}
