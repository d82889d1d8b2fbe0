import type { ReactNode } from 'react'
import { CategoriesSettings, PersonalDashboard, RoleWidgetsSettings, WidgetsSettings } from '@paydeck/dashboard/manage'
import { useUser } from '@paydeck/react'
import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import { PageHeader } from './page-header'
import { useHistoryTab } from './history-tab'
import { useRouteEntry } from './use-route-entry'
import { card, widePage } from '../app/page-styles'

/** A settings screen with its title; dashboards are managed by administrators only (seed 002 section 6). */
function ManagementPage({ children }: { children: ReactNode }) {
  const t = usePortalT()
  const user = useUser()
  return (
    <section className={widePage} aria-labelledby="page-title">
      <PageHeader title={t(`nav.${useRouteEntry().id}` as PortalMessageKey)} />
      {user?.isAdministrator ? children : <p className={card}>{t('dashboard.administratorsOnly')}</p>}
    </section>
  )
}

export function DashboardCategoriesPage() {
  // Every dashboard's changes, newest first: the History of the tenant's dashboards.
  const history = useHistoryTab('dashboard', { headingLevel: 2 })
  return (
    <ManagementPage>
      <CategoriesSettings history={history?.('')} />
    </ManagementPage>
  )
}

export const DashboardWidgetsPage = () => (
  <ManagementPage>
    <WidgetsSettings />
  </ManagementPage>
)

export const TenantRoleWidgetsPage = () => (
  <ManagementPage>
    <RoleWidgetsSettings audience="tenant" />
  </ManagementPage>
)

export const MerchantRoleWidgetsPage = () => (
  <ManagementPage>
    <RoleWidgetsSettings audience="merchant" />
  </ManagementPage>
)

/** dashboard/personal and crm/dashboard/personal: the user's own widgets. */
export function PersonalDashboardPage() {
  const t = usePortalT()
  return (
    <section className={widePage} aria-labelledby="page-title">
      <PageHeader title={t(`nav.${useRouteEntry().id}` as PortalMessageKey)} />
      <PersonalDashboard />
    </section>
  )
}
