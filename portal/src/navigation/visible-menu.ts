import type { UserKind } from '@paydeck/react'
import type { NavEntry } from './nav-entry'
import { areas, entryAllows, type AreaName } from './portal-routes'

/** Seed 001 section 2: an entry shows when its permission is held; a section when any of its entries shows. */
export function visibleMenu(
  entries: readonly NavEntry[],
  kind: UserKind,
  permissions: readonly string[],
): readonly NavEntry[] {
  const visible: NavEntry[] = []
  for (const entry of entries) {
    if (entry.hidden || !entryAllows(entry, kind, permissions)) continue
    if (!entry.children) {
      visible.push(entry)
      continue
    }
    const children = visibleMenu(entry.children, kind, permissions)
    if (children.length > 0) visible.push({ ...entry, children })
  }
  return visible
}

/** The areas whose menu a kind of user sees: merchants theirs; tenant staff the tenant's; platform staff both. */
export function menuFor(kind: UserKind, permissions: readonly string[]): readonly NavEntry[] {
  const names = (Object.keys(areas) as AreaName[]).filter((area) => areas[area].kinds.includes(kind))
  return names.flatMap((area) => visibleMenu(areas[area].navigation, kind, permissions))
}
