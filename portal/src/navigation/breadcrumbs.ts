import type { UserKind } from '@paydeck/react'
import { defaultPathFor } from '@paydeck/react'
import type { NavEntry } from './nav-entry'
import { routeByPath } from './portal-routes'

export interface Crumb {
  /** A message key (nav.<id>) or, for a dynamic segment, the label a page gave it. */
  title: { key: string } | { text: string }
  path: string
}

const LABELS_KEY = 'paydeck.breadcrumbLabels'
export const TRAIL_KEY = 'paydeck.breadcrumb'

function labels(storage: Storage): Record<string, string> {
  try {
    return JSON.parse(storage.getItem(LABELS_KEY) ?? '{}') as Record<string, string>
  } catch {
    return {}
  }
}

/** A page names its dynamic segment (a ticket's subject) for the trail; kept in session storage for reloads. */
export function setBreadcrumbLabel(path: string, label: string, storage: Storage = sessionStorage): void {
  storage.setItem(LABELS_KEY, JSON.stringify({ ...labels(storage), [path.replace(/^\//, '')]: label }))
}

const crumbOf = (entry: NavEntry): Crumb => ({ title: { key: `nav.${entry.id}` }, path: entry.path! })

/**
 * The trail of a path (seed 000 and 001): Dashboard first, then each route above it that does not hide
 * itself, then the page; an unknown segment (a route parameter) shows the label its page stored.
 */
export function breadcrumbTrail(pathname: string, kind: UserKind, storage: Storage = sessionStorage): Crumb[] {
  const path = pathname.replace(/^\/|\/$/g, '')
  const dashboard = defaultPathFor(kind).replace(/^\//, '')
  const trail: Crumb[] = [
    { title: { key: `nav.${kind === 'merchant' ? 'dashboard' : 'crmDashboard'}` }, path: dashboard },
  ]
  if (path === dashboard) return trail
  const route = routeByPath.get(path)
  if (route) {
    for (const entry of [...route.ancestors, route.entry]) {
      if (entry.path && entry.breadcrumb !== false && entry.path !== dashboard) trail.push(crumbOf(entry))
    }
    return trail
  }
  // A dynamic route: the trail of its nearest known parent, then the stored label of the rest.
  const segments = path.split('/')
  for (let end = segments.length - 1; end > 0; end--) {
    const parent = segments.slice(0, end).join('/')
    if (!routeByPath.has(parent)) continue
    const label = labels(storage)[path] ?? segments.slice(end).join(' / ')
    return [...breadcrumbTrail(parent, kind, storage), { title: { text: label }, path }]
  }
  return trail
}
