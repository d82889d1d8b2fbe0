import { useMemo } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useSession } from '@paydeck/react'
import { usePortal } from '../app/portal-context'
import { routePermissions, type NavEntry } from '../navigation/nav-entry'
import { menuFor } from '../navigation/visible-menu'

/** The signed-in user's menu: the entries their permissions show. */
export function useMenu(): readonly NavEntry[] {
  const kind = useSession((state) => state.userKind)
  const user = useSession((state) => state.user)
  const permissions = useMemo(() => user && routePermissions(user), [user])
  const showUnbuilt = usePortal().showUnbuiltScreens
  return useMemo(
    () => (kind && permissions ? menuFor(kind, permissions, { showUnbuilt }) : []),
    [kind, permissions, showUnbuilt],
  )
}

export function useCurrentPath(): string {
  return useRouterState({ select: (state) => state.location.pathname.replace(/^\/|\/$/g, '') })
}

/**
 * An item is active on its path and, unless exactMatch, below it; a section on its own path or when one of
 * its entries is (crm/dashboard is not part of the CRM group because both start with crm/).
 */
export function isActive(entry: NavEntry, path: string): boolean {
  if (entry.path === path) return true
  if (entry.children) return entry.children.some((child) => isActive(child, path))
  return Boolean(entry.path && !entry.exactMatch && path.startsWith(`${entry.path}/`))
}
