import { useMatch } from '@tanstack/react-router'
import { routeByPath } from '../navigation/portal-routes'
import type { NavEntry } from '../navigation/nav-entry'

/**
 * The path of the route a page is rendered by, not the address bar's: while the next page loads, the one leaving
 * still renders under its own route (its report id must not become the next screen's path).
 */
export function usePagePath(): string {
  return useMatch({ strict: false, select: (match) => match.fullPath.replace(/^\/|\/$/g, '') })
}

/** The table entry of the route on screen (a page of the tables is only ever rendered on its own path). */
export function useRouteEntry(): NavEntry {
  const path = usePagePath()
  const route = routeByPath.get(path)
  if (!route) throw new Error(`No portal route for ${path}`)
  return route.entry
}
