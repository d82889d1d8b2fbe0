import type { PortalRoute } from './portal-routes'

/** What a route shows; everything the documents do not describe is the honest not-in-this-edition page. */
export type ScreenKind = 'dashboard' | 'profile' | 'section' | 'notInEdition'

const dashboards = new Set(['dashboard', 'crm/dashboard'])
const profiles = new Set(['merchant/profile-settings', 'tenant/profile-settings'])

export function screenKindOf(route: PortalRoute): ScreenKind {
  if (dashboards.has(route.path)) return 'dashboard'
  if (profiles.has(route.path)) return 'profile'
  if (route.entry.children) return 'section'
  return 'notInEdition'
}

export const builtScreens: ReadonlySet<ScreenKind> = new Set(['dashboard', 'profile', 'section'])
