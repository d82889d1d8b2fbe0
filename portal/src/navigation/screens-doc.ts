import { navTitlesEn } from '../i18n/nav-titles.en'
import { portalRoutes, type AreaName } from './portal-routes'
import { builtScreens, screenKindOf, type ScreenKind } from './screens'

const areaTitles: Record<AreaName, string> = {
  merchant: 'Merchant area',
  tenant: 'Tenant area',
  platform: 'Platform area',
}
const describe: Record<ScreenKind, string> = {
  dashboard: 'built',
  profile: 'built',
  section: 'built (its pages)',
  support: 'built (support home)',
  supportTickets: 'built (tickets)',
  transactions: 'built (transaction lookup)',
  apmTransactions: 'built (APM lookup)',
  disputes: 'built (disputes worked as cases: the list by due time, one dispute with its evidence)',
  payoutApprovals: 'built (payout approvals)',
  bankOrders: 'built (bank orders)',
  bulkUpdateRequest: 'built (bulk update request)',
  bulkUpdateHistory: 'built (bulk update history)',
  report: 'built (report)',
  reportsOverview: 'built (report catalogue)',
  reportColumns: 'built (report columns)',
  alertSettings: 'built (alert thresholds)',
  reportSchedules: 'built (automated reports)',
  dashboardCategories: 'built (dashboard categories)',
  dashboardWidgets: 'built (dashboard widgets and their editor)',
  tenantRoleWidgets: 'built (staff roles’ widgets)',
  merchantRoleWidgets: 'built (merchant roles’ widgets)',
  pipelines: 'built (pipelines and their stages)',
  merchantRoles: 'built (merchant roles)',
  crmRoles: 'built (CRM roles)',
  crmUsers: 'built (CRM users)',
  auditLog: 'built (audit log)',
  priceBooks: 'built (price books)',
  tenants: 'built (tenants)',
  countries: 'built (countries)',
  currencies: 'built (currencies)',
  languages: 'built (languages)',
  personalDashboard: 'built (personal dashboard)',
  dataAnalytics: 'built (opens the data-analytics window)',
  notBuiltYet: 'described, not built yet',
  notInEdition: 'not in this edition',
}

/** docs/screens.md: every route of the tables with its title, permission and whether its screen is built. */
export function screensMarkdown(): string {
  const lines = [
    '# Screens of the portal',
    '',
    'Generated from the route tables (`portal/src/navigation/`) by `UPDATE_SCREENS=1 pnpm unit`; a unit test fails',
    'when this file and the tables disagree. "Described, not built yet" routes are screens the seeds describe that are',
    'still to come: their page says so. "Not in this edition" routes are screens the seeds do not describe: their page',
    'says that (spec-decisions).',
    '',
  ]
  const counts = { built: 0, notBuiltYet: 0, notInEdition: 0 }
  for (const area of ['merchant', 'tenant', 'platform'] as const) {
    lines.push(`## ${areaTitles[area]}`, '', '| path | title | permission (any one) | screen |', '|---|---|---|---|')
    for (const route of portalRoutes.filter((r) => r.area === area)) {
      const kind = screenKindOf(route)
      counts[builtScreens.has(kind) ? 'built' : kind === 'notBuiltYet' ? 'notBuiltYet' : 'notInEdition']++
      const title = navTitlesEn[route.entry.id as keyof typeof navTitlesEn]
      const permission = route.entry.permission?.split(',').join(', ') ?? '(signed in)'
      lines.push(`| /${route.path} | ${title} | ${permission} | ${describe[kind]} |`)
    }
    lines.push('')
  }
  lines.push(
    `${portalRoutes.length} routes: ${counts.built} built, ${counts.notBuiltYet} described and not built yet, ` +
      `${counts.notInEdition} not in this edition.`,
    '',
  )
  return lines.join('\n')
}
