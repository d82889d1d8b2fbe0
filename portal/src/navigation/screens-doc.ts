import { navTitlesEn } from '../i18n/nav-titles.en'
import { portalRoutes, type AreaName } from './portal-routes'
import { builtScreens, screenKindOf } from './screens'

const areaTitles: Record<AreaName, string> = {
  merchant: 'Merchant area',
  tenant: 'Tenant area',
  platform: 'Platform area',
}
const describe = {
  dashboard: 'built',
  profile: 'built',
  section: 'built (its pages)',
  support: 'built (support home)',
  supportTickets: 'built (tickets)',
  notInEdition: 'not in this edition',
}

/** docs/screens.md: every route of the tables with its title, permission and whether its screen is built. */
export function screensMarkdown(): string {
  const lines = [
    '# Screens of the portal',
    '',
    'Generated from the route tables (`portal/src/navigation/`) by `UPDATE_SCREENS=1 pnpm unit`; a unit test fails',
    'when this file and the tables disagree. "Not in this edition" routes open a page that says so (spec-decisions).',
    '',
  ]
  const counts = { built: 0, notInEdition: 0 }
  for (const area of ['merchant', 'tenant', 'platform'] as const) {
    lines.push(`## ${areaTitles[area]}`, '', '| path | title | permission (any one) | screen |', '|---|---|---|---|')
    for (const route of portalRoutes.filter((r) => r.area === area)) {
      const kind = screenKindOf(route)
      counts[builtScreens.has(kind) ? 'built' : 'notInEdition']++
      const title = navTitlesEn[route.entry.id as keyof typeof navTitlesEn]
      const permission = route.entry.permission?.split(',').join(', ') ?? '(signed in)'
      lines.push(`| /${route.path} | ${title} | ${permission} | ${describe[kind]} |`)
    }
    lines.push('')
  }
  lines.push(`${portalRoutes.length} routes: ${counts.built} built, ${counts.notInEdition} not in this edition.`, '')
  return lines.join('\n')
}
