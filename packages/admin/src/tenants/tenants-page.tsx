import { useMemo, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  tenantRule,
  fetchTenantOverview,
  fetchTenantPage,
  type TenantOverview,
  type TenantSummary,
  tenantUsers,
} from '@paydeck/core/administration'
import { usePaydeck, useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import { labelOf, layoutLabels, processingStatusLabels } from '@paydeck/core/labels'
import {
  adminStyles,
  formatNumber,
  Heading,
  OpenButton,
  type PagedColumn,
  PagedResults,
  QueryState,
  Screen,
  useUi,
  usePaging,
} from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { ScreenGate } from '../screen-gate'
import { tenantKeys } from './tenant-queries'
import { StaffAccountList } from '../staff/staff-accounts'

const PAGE_SIZE = 20

/** One tenant's facts and figures: how it looks, who works there, its merchants and last month's payments. */
function TenantCard({ tenant }: { tenant: TenantOverview }) {
  const t = useAdminScreensT()
  const { locale } = useUi()
  const facts: [string, string | number][] = [
    [t('tenants.support'), tenant.supportEmail],
    [t('tenants.layout'), labelOf(layoutLabels, tenant.layoutName, locale)],
    [t('tenants.currency'), tenant.baseCurrency],
    [t('tenants.staff'), tenant.staff],
    [t('tenants.activeStaff'), tenant.activeStaff],
    [t('tenants.pricebooks'), tenant.pricebooks],
    [t('tenants.pipelines'), tenant.pipelines],
    [t('tenants.payments'), formatNumber(tenant.paymentsLast30Days, locale)],
  ]
  return (
    <section className={adminStyles.card} aria-labelledby="tenant-heading" data-tenant={tenant.name}>
      <Heading id="tenant-heading" className={adminStyles.heading}>
        {tenant.name} {tenant.isDefault && <span className={adminStyles.tag}>{t('tenants.default')}</span>}
      </Heading>
      <dl className={adminStyles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('tenants.colours')}</dt>
          <dd>
            <span
              className={adminStyles.swatch}
              style={{ background: tenant.sidebarColor }}
              title={tenant.sidebarColor}
            />
            <span
              className={adminStyles.swatch}
              style={{ background: tenant.primaryColor }}
              title={tenant.primaryColor}
            />{' '}
            {tenant.sidebarColor}, {tenant.primaryColor}
          </dd>
        </div>
      </dl>
      <Heading depth={1} className={adminStyles.subheading}>
        {t('tenants.byProcessing')}
      </Heading>
      <ul className={adminStyles.list}>
        {tenant.merchantsByProcessing.map((group) => (
          <li key={group.status}>
            {labelOf(processingStatusLabels, group.status, locale)}: {group.count}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A tenant's staff accounts, which platform staff manage as the tenant's own administrators do (seed 002). */
function TenantStaff({ tenant }: { tenant: TenantOverview }) {
  const t = useAdminScreensT()
  const paydeck = usePaydeck()
  const api = useMemo(() => tenantUsers(tenant.id), [tenant.id])
  const roles = useQuery({
    queryKey: tenantKeys.roles(tenant.id),
    queryFn: ({ signal }) => api.roles(paydeck.http, signal),
  })
  const label = t('tenants.staffTitle', { name: tenant.name })
  return (
    <section className={adminStyles.card} aria-labelledby="tenant-staff-heading">
      <Heading id="tenant-staff-heading" className={adminStyles.heading}>
        {label}
      </Heading>
      <StaffAccountList
        key={tenant.id}
        api={api}
        scope={tenantKeys.staff(tenant.id)}
        roles={roles.data ?? []}
        label={label}
        withGrants={false}
      />
    </section>
  )
}

/** crm/tenant-management/tenants (platform staff): the tenants, paged by the server, each opened to its overview. */
export function Tenants(lifecycle: WidgetLifecycleProps) {
  const t = useAdminScreensT()
  return (
    <ScreenGate rule={tenantRule} title={t('tenants.title')} widget="tenants" lifecycle={lifecycle}>
      <TenantsScreen {...lifecycle} />
    </ScreenGate>
  )
}

function TenantsScreen(lifecycle: WidgetLifecycleProps) {
  const t = useAdminScreensT()
  const paydeck = usePaydeck()
  const { paging, setPaging } = usePaging(PAGE_SIZE)
  const [chosen, setChosen] = useState<number | null>(null)
  const page = useQuery({
    queryKey: tenantKeys.page(paging.index),
    queryFn: ({ signal }) => fetchTenantPage(paydeck.http, { pageIndex: paging.index, pageSize: paging.size }, signal),
    placeholderData: keepPreviousData,
  })
  useWidgetLifecycle('tenants', { ready: page.isSuccess, error: page.error }, lifecycle)
  const shownId = chosen ?? page.data?.data[0]?.id ?? null
  const overview = useQuery({
    queryKey: tenantKeys.overview(shownId),
    queryFn: ({ signal }) => fetchTenantOverview(paydeck.http, shownId!, signal),
    enabled: shownId !== null,
  })
  const columns: PagedColumn<TenantSummary>[] = [
    {
      id: 'name',
      header: t('tenants.name'),
      cell: (tenant) => (
        <OpenButton
          pressed={tenant.id === shownId}
          label={t('tenants.open', { name: tenant.name })}
          onClick={() => setChosen(tenant.id)}
        >
          {tenant.name}
        </OpenButton>
      ),
    },
    { id: 'support', header: t('tenants.support'), cell: (tenant) => tenant.supportEmail },
    { id: 'currency', header: t('tenants.currency'), cell: (tenant) => tenant.baseCurrency },
    { id: 'merchants', header: t('tenants.merchants'), cell: (tenant) => tenant.merchants },
    { id: 'staff', header: t('tenants.staff'), cell: (tenant) => tenant.staff },
  ]
  return (
    <Screen title={t('tenants.title')}>
      <div className={adminStyles.root}>
        <p className={adminStyles.note}>{t('tenants.intro')}</p>
        <section className={adminStyles.card} aria-label={t('tenants.title')}>
          <PagedResults
            query={page}
            caption={t('tenants.title')}
            columns={columns}
            rowKey={(tenant) => String(tenant.id)}
            empty={t('reference.empty')}
            paging={paging}
            onPaging={setPaging}
          />
        </section>
        {shownId !== null && (
          <QueryState query={overview}>
            {(tenant) => (
              <>
                <TenantCard tenant={tenant} />
                <TenantStaff tenant={tenant} />
              </>
            )}
          </QueryState>
        )}
      </div>
    </Screen>
  )
}
