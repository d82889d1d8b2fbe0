import type { UserKind } from '@paydeck/react'
import type { NavEntry } from './nav-entry'
import { areas, entryAllows, routeByPath, type AreaName } from './portal-routes'
import { builtScreens, screenKindOf } from './screens'

/** What the menus do with entries whose screen this edition does not build: leave them out, or show them marked. */
export interface MenuOptions {
  showUnbuilt?: boolean
}

/** Whether an entry opens a screen this edition builds (a section is one when any of its entries is). */
export function isBuilt(entry: NavEntry): boolean {
  const route = entry.path ? routeByPath.get(entry.path) : undefined
  return entry.children !== undefined || (route !== undefined && builtScreens.has(screenKindOf(route)))
}

/**
 * Seed 001 section 2: an entry shows when its permission is held; a section when any of its entries shows. An entry
 * of a screen not built here shows only when the deployment asks (runtime config showUnbuiltScreens), marked.
 */
export function visibleMenu(
  entries: readonly NavEntry[],
  kind: UserKind,
  permissions: readonly string[],
  options: MenuOptions = {},
): readonly NavEntry[] {
  const visible: NavEntry[] = []
  for (const entry of entries) {
    if (entry.hidden || !entryAllows(entry, kind, permissions)) continue
    if (!entry.children) {
      if (isBuilt(entry)) visible.push(entry)
      else if (options.showUnbuilt) visible.push({ ...entry, notInEdition: true })
      continue
    }
    const children = visibleMenu(entry.children, kind, permissions, options)
    if (children.length > 0) visible.push({ ...entry, children })
  }
  return visible
}

/** The areas whose menu a kind of user sees: merchants theirs; tenant staff the tenant's; platform staff both. */
export function menuFor(
  kind: UserKind,
  permissions: readonly string[],
  options: MenuOptions = {},
): readonly NavEntry[] {
  const names = (Object.keys(areas) as AreaName[]).filter((area) => areas[area].kinds.includes(kind))
  return names.flatMap((area) => visibleMenu(areas[area].navigation, kind, permissions, options))
}
