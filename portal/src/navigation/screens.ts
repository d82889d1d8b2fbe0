import type { PortalRoute } from './portal-routes'

/** What a route shows; everything the documents do not describe is the honest not-in-this-edition page. */
export type ScreenKind = 'dashboard' | 'profile' | 'section' | 'support' | 'supportTickets' | 'notInEdition'

const dashboards = new Set(['dashboard', 'crm/dashboard'])
const profiles = new Set(['merchant/profile-settings', 'tenant/profile-settings'])
const supportHomes = new Set(['merchant/support', 'tenant/support', 'platform/support'])
const supportDesks = new Set(['merchant/support-tickets', 'tenant/support-tickets', 'platform/support-tickets'])

export function screenKindOf(route: PortalRoute): ScreenKind {
  if (dashboards.has(route.path)) return 'dashboard'
  if (profiles.has(route.path)) return 'profile'
  if (supportHomes.has(route.path)) return 'support'
  if (supportDesks.has(route.path)) return 'supportTickets'
  if (route.entry.children) return 'section'
  return 'notInEdition'
}

export const builtScreens: ReadonlySet<ScreenKind> = new Set([
  'dashboard',
  'profile',
  'section',
  'support',
  'supportTickets',
])
