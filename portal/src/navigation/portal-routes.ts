import { can, type UserKind } from '@paydeck/react'
import type { NavEntry } from './nav-entry'
import { merchantNavigation } from './merchant-navigation'
import { platformNavigation } from './platform-navigation'
import { tenantNavigation } from './tenant-navigation'

export type AreaName = 'merchant' | 'tenant' | 'platform'

/** The three areas of seed 000 section 2: who may enter each, and its table. */
export const areas: Record<AreaName, { kinds: readonly UserKind[]; navigation: readonly NavEntry[] }> = {
  merchant: { kinds: ['merchant'], navigation: merchantNavigation },
  tenant: { kinds: ['tenant', 'platform'], navigation: tenantNavigation },
  platform: { kinds: ['platform'], navigation: platformNavigation },
}

/** A route of the portal: its entry, its area and the entries above it (for guards and breadcrumbs). */
export interface PortalRoute {
  path: string
  entry: NavEntry
  area: AreaName
  ancestors: readonly NavEntry[]
}

function collect(entries: readonly NavEntry[], area: AreaName, ancestors: NavEntry[], into: PortalRoute[]) {
  for (const entry of entries) {
    if (entry.path) into.push({ path: entry.path, entry, area, ancestors })
    if (entry.children) collect(entry.children, area, [...ancestors, entry], into)
  }
  return into
}

/** Every route of every area, in menu order. */
export const portalRoutes: readonly PortalRoute[] = (Object.keys(areas) as AreaName[]).flatMap((area) =>
  collect(areas[area].navigation, area, [], []),
)

export const routeByPath = new Map(portalRoutes.map((route) => [route.path, route]))

/** One entry's own conditions: the kinds it names (if any) and its permission (any one of its list). */
export const entryAllows = (entry: NavEntry, kind: UserKind, permissions: readonly string[]): boolean =>
  (!entry.userKinds || entry.userKinds.includes(kind)) && can(permissions, entry.permission)

/**
 * Whether a user may open a route: of the area's kinds (or the kinds the entry names instead), and allowed by
 * the entry and by every section above it.
 */
export function mayOpen(route: PortalRoute, kind: UserKind | null, permissions: readonly string[]): boolean {
  if (!kind || !(route.entry.userKinds ?? areas[route.area].kinds).includes(kind)) return false
  return [...route.ancestors, route.entry].every((entry) => entryAllows(entry, kind, permissions))
}
