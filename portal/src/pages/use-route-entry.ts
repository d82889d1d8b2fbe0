import { routeByPath } from '../navigation/portal-routes'
import type { NavEntry } from '../navigation/nav-entry'
import { useCurrentPath } from '../shell/use-menu'

/** The table entry of the route on screen (a page of the tables is only ever rendered on its own path). */
export function useRouteEntry(): NavEntry {
  const path = useCurrentPath()
  const route = routeByPath.get(path)
  if (!route) throw new Error(`No portal route for ${path}`)
  return route.entry
}
