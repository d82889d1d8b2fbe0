import { describe, expect, it } from 'vitest'
import { navTitlesEn } from '../i18n/nav-titles.en'
import { navTitlesTr } from '../i18n/nav-titles.tr'
import { breadcrumbTrail, setBreadcrumbLabel } from './breadcrumbs'
import type { NavEntry } from './nav-entry'
import { areas, mayOpen, portalRoutes, routeByPath } from './portal-routes'
import { screenKindOf } from './screens'
import { menuFor } from './visible-menu'

const allEntries = (entries: readonly NavEntry[]): NavEntry[] =>
  entries.flatMap((entry) => [entry, ...allEntries(entry.children ?? [])])
const titlesOf = (entries: readonly NavEntry[]) => allEntries(entries).map((entry) => entry.id)
const route = (path: string) => routeByPath.get(path)!

describe('route tables', () => {
  it('spell the paths as the documents do, once each', () => {
    const paths = portalRoutes.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of [
      'crm/users/managment',
      'crm/settings/dashboard/management/Widgets-settings',
      'crm/reports/webhookreportV2',
      'merchant/payment-settings/white-listing',
      'platform/transaction-management/transaction-lookup-columns',
      'smart-routing-visualization',
      'crm/leave-management/leaves',
    ]) {
      expect(paths).toContain(path)
    }
  })

  it('give every entry a title in English and Turkish', () => {
    for (const id of titlesOf(Object.values(areas).flatMap((area) => area.navigation))) {
      expect(navTitlesEn).toHaveProperty(id)
      expect(navTitlesTr).toHaveProperty(id)
    }
  })
})

describe('screens', () => {
  it('say only an undescribed screen is not in this edition, and open the data-analytics tool in its page', () => {
    for (const path of ['crm/reports/data-analytics', 'reports/data-analytics'])
      expect([path, screenKindOf(route(path))]).toEqual([path, 'dataAnalytics'])
    for (const path of ['crm/settings/scheduler/recurring-jobs', 'crm/tasks', 'merchant/payments/single-payment'])
      expect([path, screenKindOf(route(path))]).toEqual([path, 'notInEdition'])
  })

  it('open the pipelines and the roles in their screens', () => {
    expect(screenKindOf(route('crm/settings/crm/pipelines'))).toBe('pipelines')
    expect(screenKindOf(route('crm/users/crm'))).toBe('crmRoles')
    expect(screenKindOf(route('crm/users/merchant'))).toBe('merchantRoles')
    expect(screenKindOf(route('crm/users/managment'))).toBe('crmUsers')
    expect(screenKindOf(route('crm/price-books'))).toBe('priceBooks')
    expect(screenKindOf(route('crm/tenant-management/tenants'))).toBe('tenants')
    expect(screenKindOf(route('crm/settings/currencies'))).toBe('currencies')
  })

  it('open the dashboard settings and the personal dashboards in their screens', () => {
    expect(screenKindOf(route('crm/settings/dashboard/management/Widgets-settings'))).toBe('dashboardWidgets')
    expect(screenKindOf(route('crm/settings/dashboard/management/merchant/roles'))).toBe('merchantRoleWidgets')
    expect(screenKindOf(route('dashboard/personal'))).toBe('personalDashboard')
    expect(screenKindOf(route('crm/dashboard/personal'))).toBe('personalDashboard')
  })

  it('open every report entry of both menus in the report screen', () => {
    for (const path of ['crm/reports/api-logs', 'crm/reports/webhooks-destinations/status', 'reports/invoices'])
      expect([path, screenKindOf(route(path))]).toEqual([path, 'report'])
  })

  it('give every side its transaction lookups, and tenant staff their APM lookups', () => {
    for (const path of [
      'merchant/transaction-management/transaction-lookup',
      'merchant/transaction-management/transaction-lookup-columns',
      'transaction-management/transaction-lookup',
      'transaction-management/transaction-lookup-columns',
      'transaction-management/transaction-lookup-v2',
      'platform/transaction-management/transaction-lookup',
      'platform/transaction-management/transaction-lookup-columns',
    ])
      expect([path, screenKindOf(route(path))]).toEqual([path, 'transactions'])
    for (const path of ['transaction-management/transaction-lookup-apm', 'transaction-management/vrtransaction-lookup'])
      expect([path, screenKindOf(route(path))]).toEqual([path, 'apmTransactions'])
    expect(screenKindOf(route('transaction-management/transaction-lookup-v3'))).toBe('notInEdition')
  })

  it('give tenant staff their payout approvals, bank orders and disputes, and the platform its bulk updates', () => {
    expect(
      [
        'transaction-management/pending-payments',
        'transaction-management/bank-order-uploads',
        'transaction-management/disputes/disputes-lookup',
        'platform/transaction-management/transaction-bulk-update-request',
        'platform/transaction-management/transaction-bulk-update-history',
      ].map((path) => screenKindOf(route(path))),
    ).toEqual(['payoutApprovals', 'bankOrders', 'disputes', 'bulkUpdateRequest', 'bulkUpdateHistory'])
    for (const path of ['crm/reports/transactions-daily', 'reports/transactions-summary-v1'])
      expect([path, screenKindOf(route(path))]).toEqual([path, 'report'])
  })
})

describe('guards', () => {
  it('let a user open a route only in their area and with any one of its permissions', () => {
    const whiteListing = route('merchant/payment-settings/white-listing')
    const merchant = ['Merchant.Payments.Settings', 'Merchant.Whiteliting.Management']
    expect(mayOpen(whiteListing, 'merchant', merchant)).toBe(true)
    // The section above it needs Merchant.Payments.Settings too.
    expect(mayOpen(whiteListing, 'merchant', ['Merchant.Whiteliting.Management'])).toBe(false)
    expect(mayOpen(whiteListing, 'tenant', merchant)).toBe(false)
    expect(mayOpen(route('merchant/payments/beneficiaries'), 'merchant', ['Merchant.Payments.Batch.View'])).toBe(true)
  })

  it('keep platform routes to platform staff and crm/leave-management to them too', () => {
    expect(mayOpen(route('platform/support'), 'tenant', ['Platform.Support.Lookup'])).toBe(false)
    expect(mayOpen(route('platform/support'), 'platform', ['Platform.Support.Lookup'])).toBe(true)
    expect(mayOpen(route('crm/reports/login-history'), 'tenant', ['Platform.Reports.LoginHistory'])).toBe(false)
    expect(mayOpen(route('crm/dashboard'), 'platform', [])).toBe(true)
  })
})

describe('menus', () => {
  it('show an entry only with its permission, a section only when an entry of it shows', () => {
    const agent = titlesOf(menuFor('tenant', ['CRM.Support.Lookup', 'CRM.Dashboard.View']))
    expect(agent).toEqual(['crmDashboard', 'tenantSupport', 'tenantSupportHome', 'tenantSupportTickets'])
    const merchant = titlesOf(menuFor('merchant', ['Merchant.Payments.Single.View'], { showUnbuilt: true }))
    expect(merchant).toEqual([
      'dashboard',
      'payments',
      'singlePayment',
      'beneficiaries',
      'pendingPayments',
      'batchSummary',
    ])
  })

  it('leave out the screens this edition does not build, unless the deployment offers them marked', () => {
    const permissions = ['Merchant.Payments.Single.View']
    expect(titlesOf(menuFor('merchant', permissions))).toEqual(['dashboard'])
    const offered = allEntries(menuFor('merchant', permissions, { showUnbuilt: true }))
    expect(offered.filter((entry) => entry.notInEdition).map((entry) => entry.id)).toEqual([
      'singlePayment',
      'beneficiaries',
      'pendingPayments',
      'batchSummary',
    ])
    // With every permission, each entry a side is offered by default opens a screen built here.
    const every = Object.values(areas)
      .flatMap((area) => allEntries(area.navigation))
      .flatMap((entry) => entry.permission?.split(',') ?? [])
    for (const kind of ['merchant', 'tenant', 'platform'] as const) {
      const leaves = allEntries(menuFor(kind, every)).filter((entry) => !entry.children)
      expect(leaves.length).toBeGreaterThan(0)
      for (const entry of leaves) expect([entry.id, screenKindOf(route(entry.path!))]).not.toContain('notInEdition')
    }
  })

  it('give platform staff the tenant menu and the platform entries, never hidden routes', () => {
    const platform = titlesOf(menuFor('platform', ['Platform.Support.Lookup', 'Reports.View']))
    expect(platform).toContain('platformSupportTickets')
    expect(platform).toContain('crmReports')
    expect(platform).not.toContain('tenantProfileSettings')
    expect(titlesOf(menuFor('tenant', ['Platform.Support.Lookup']))).not.toContain('platformSupport')
  })
})

describe('breadcrumbs', () => {
  const keys = (trail: ReturnType<typeof breadcrumbTrail>) =>
    trail.map((crumb) => ('key' in crumb.title ? crumb.title.key : crumb.title.text))

  it('start at the dashboard and follow the routes above the page', () => {
    expect(keys(breadcrumbTrail('/crm/settings/scheduler/recurring-jobs', 'tenant'))).toEqual([
      'nav.crmDashboard',
      'nav.crmSettings',
      'nav.recurringJobs',
    ])
    expect(keys(breadcrumbTrail('/dashboard', 'merchant'))).toEqual(['nav.dashboard'])
  })

  it('leave out routes that hide themselves', () => {
    expect(keys(breadcrumbTrail('/crm/leads', 'tenant'))).toEqual(['nav.crmDashboard', 'nav.leads'])
  })

  it('name a dynamic segment with the label its page stored', () => {
    setBreadcrumbLabel('/tenant/support-tickets/42', 'Refund not received')
    expect(keys(breadcrumbTrail('/tenant/support-tickets/42', 'tenant'))).toEqual([
      'nav.crmDashboard',
      'nav.tenantSupportTickets',
      'Refund not received',
    ])
  })
})
