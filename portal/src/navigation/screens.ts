import type { PortalRoute } from './portal-routes'

/**
 * What a route shows. A screen the documents describe but that is not built yet says exactly that (notBuiltYet);
 * only a screen the documents do not describe is the not-in-this-edition page.
 */
export type ScreenKind =
  | 'dashboard'
  | 'profile'
  | 'section'
  | 'support'
  | 'supportTickets'
  | 'dataAnalytics'
  | 'transactions'
  | 'apmTransactions'
  | 'disputes'
  | 'payoutApprovals'
  | 'bankOrders'
  | 'bulkUpdateRequest'
  | 'bulkUpdateHistory'
  | 'report'
  | 'reportsOverview'
  | 'reportColumns'
  | 'alertSettings'
  | 'reportSchedules'
  | 'dashboardCategories'
  | 'dashboardWidgets'
  | 'tenantRoleWidgets'
  | 'merchantRoleWidgets'
  | 'personalDashboard'
  | 'pipelines'
  | 'merchantRoles'
  | 'crmRoles'
  | 'crmUsers'
  | 'auditLog'
  | 'priceBooks'
  | 'tenants'
  | 'countries'
  | 'currencies'
  | 'languages'
  | 'notBuiltYet'
  | 'notInEdition'

const dashboards = new Set(['dashboard', 'crm/dashboard'])
const profiles = new Set(['merchant/profile-settings', 'tenant/profile-settings'])
const supportHomes = new Set(['merchant/support', 'tenant/support', 'platform/support'])
const supportDesks = new Set(['merchant/support-tickets', 'tenant/support-tickets', 'platform/support-tickets'])
const transactionLookups =
  /^(merchant\/|platform\/)?transaction-management\/transaction-lookup(-columns)?$|^transaction-management\/transaction-lookup-v2$/
const apmLookups = /^transaction-management\/(transaction-lookup-apm|vrtransaction-lookup)$/
const operations: Record<string, ScreenKind> = {
  'crm/settings/reports/overview': 'reportsOverview',
  'crm/settings/reports/table': 'reportColumns',
  'crm/settings/alerts/decline-pending-ratio': 'alertSettings',
  'crm/settings/report-settings/reports': 'reportSchedules',
  'crm/settings/dashboard/management/categories-settings': 'dashboardCategories',
  'crm/settings/dashboard/management/Widgets-settings': 'dashboardWidgets',
  'crm/settings/dashboard/management/tenant/roles': 'tenantRoleWidgets',
  'crm/settings/dashboard/management/merchant/roles': 'merchantRoleWidgets',
  'dashboard/personal': 'personalDashboard',
  'crm/dashboard/personal': 'personalDashboard',
  'crm/settings/crm/pipelines': 'pipelines',
  'crm/users/merchant': 'merchantRoles',
  'crm/users/crm': 'crmRoles',
  'crm/users/managment': 'crmUsers',
  'crm/users/audit-log': 'auditLog',
  'merchant/users/audit-log': 'auditLog',
  'crm/price-books': 'priceBooks',
  'crm/tenant-management/tenants': 'tenants',
  'crm/settings/countries': 'countries',
  'crm/settings/currencies': 'currencies',
  'crm/settings/languages': 'languages',
  'transaction-management/disputes/disputes-lookup': 'disputes',
  'merchant/transaction-management/disputes': 'disputes',
  'crm/disputes': 'disputes',
  'transaction-management/pending-payments': 'payoutApprovals',
  'transaction-management/bank-order-uploads': 'bankOrders',
  'platform/transaction-management/transaction-bulk-update-request': 'bulkUpdateRequest',
  'platform/transaction-management/transaction-bulk-update-history': 'bulkUpdateHistory',
}

// Every report route of both menus opens the one report screen (issue 16), its id taken from the path.
const builtReports = /^(crm\/)?reports\/.+/

// Seed 002's data-analytics tool: a page that opens the analytics window (before the generic report screen).
const dataAnalytics = /^(crm\/)?reports\/data-analytics$/

// The screens the documents describe that are still to come (none left).
const described: RegExp[] = []

export function screenKindOf(route: PortalRoute): ScreenKind {
  if (dashboards.has(route.path)) return 'dashboard'
  if (profiles.has(route.path)) return 'profile'
  if (supportHomes.has(route.path)) return 'support'
  if (supportDesks.has(route.path)) return 'supportTickets'
  if (transactionLookups.test(route.path)) return 'transactions'
  if (apmLookups.test(route.path)) return 'apmTransactions'
  if (operations[route.path]) return operations[route.path]!
  if (described.some((pattern) => pattern.test(route.path))) return 'notBuiltYet'
  if (dataAnalytics.test(route.path)) return 'dataAnalytics'
  if (builtReports.test(route.path)) return 'report'
  if (route.entry.children) return 'section'
  return 'notInEdition'
}

export const builtScreens: ReadonlySet<ScreenKind> = new Set([
  'dashboard',
  'profile',
  'section',
  'support',
  'supportTickets',
  'transactions',
  'apmTransactions',
  'disputes',
  'payoutApprovals',
  'bankOrders',
  'bulkUpdateRequest',
  'bulkUpdateHistory',
  'report',
  'reportsOverview',
  'reportColumns',
  'alertSettings',
  'reportSchedules',
  'dashboardCategories',
  'dashboardWidgets',
  'tenantRoleWidgets',
  'merchantRoleWidgets',
  'personalDashboard',
  'pipelines',
  'merchantRoles',
  'crmRoles',
  'crmUsers',
  'auditLog',
  'priceBooks',
  'tenants',
  'countries',
  'currencies',
  'languages',
  'dataAnalytics',
])
