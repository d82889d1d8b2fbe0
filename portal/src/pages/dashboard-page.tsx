import { Link, useNavigate } from '@tanstack/react-router'
import type { DrillDown } from '@paydeck/core/dashboard'
import { Dashboard } from '@paydeck/dashboard'
import { useSession, useUser } from '@paydeck/react'
import { usePortalI18n, usePortalT } from '../i18n/portal-i18n'
import { userTypeLabel } from '../shell/who'
import { PageHeader } from './page-header'
import { css } from '@paydeck/ui/styled-system/css'
import { widePage } from '../app/page-styles'

const lookupPaths = {
  merchant: '/merchant/transaction-management/transaction-lookup',
  tenant: '/transaction-management/transaction-lookup',
  platform: '/platform/transaction-management/transaction-lookup',
} as const

/** The lookup's link for a drill-down: its filters as the lookup's search params (a custom period). */
export function drillDownHref(kind: keyof typeof lookupPaths, filters: DrillDown, tenantId: number): string {
  const search = new URLSearchParams({ range: 'custom' })
  for (const [name, value] of Object.entries(filters)) if (value) search.set(name, value)
  // Platform staff's dashboard is their own tenant's book; their lookup asks which tenant.
  if (kind === 'platform') search.set('tenant', String(tenantId))
  return `${lookupPaths[kind]}?${search}`
}

/** Where users land: their greeting, who they are signed in as, and their dashboard of live widgets. */
// Who is signed in, as one line: email · kind of user · tenant.
const signedInAs = css({ '& span + span::before': { content: '" · "' } })

export function DashboardPage() {
  const { locale } = usePortalI18n()
  const t = usePortalT()
  const user = useUser()
  const kind = useSession((state) => state.userKind)
  const navigate = useNavigate()
  if (!user || !kind) return null
  return (
    <section className={widePage} aria-labelledby="page-title">
      <PageHeader title={t('dashboard.welcome', { name: `${user.firstName} ${user.lastName}` })}>
        <p className={signedInAs}>
          <span data-testid="signed-in-email">{user.email}</span>
          <span data-testid="signed-in-user-type">{userTypeLabel(user, locale)}</span>
          <span data-testid="signed-in-tenant">{user.tenant.name}</span>
        </p>
        <p>
          <Link to={kind === 'merchant' ? '/dashboard/personal' : '/crm/dashboard/personal'}>
            {t('dashboard.personal')}
          </Link>
        </p>
      </PageHeader>
      <Dashboard
        onNavigate={(path) => void navigate({ href: path.startsWith('/') ? path : `/${path}` })}
        onDrillDown={(filters) => void navigate({ href: drillDownHref(kind, filters, user.tenant.id) })}
      />
    </section>
  )
}
