import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { fetchAnalytics, type AnalyticsPeriod } from '@paydeck/core/analytics'
import { fetchTenants } from '@paydeck/core/support'
import { usePaydeck, useSession } from '@paydeck/react'
import { Button, Field, formatDate, formatNumber, formatPercent, NativeSelect, QueryState, useUi } from '@paydeck/ui'
import { usePortal } from '../app/portal-context'
import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import { PageHeader } from '../pages/page-header'
import { useRouteEntry } from '../pages/use-route-entry'
import { useAnalyticsT } from './analytics-messages'
import { useAnalyticsWindow } from './use-analytics-window'
import { css, cx } from '@paydeck/ui/styled-system/css'
import { card, factList, page } from '../app/page-styles'

// The analytics page's queries, prefixed 'paydeck' as every package's are (one key factory per area).
const analyticsKeys = {
  all: ['paydeck', 'analytics'] as const,
  tenants: () => [...analyticsKeys.all, 'tenants'] as const,
  figures: (period: AnalyticsPeriod, tenant: string) => [...analyticsKeys.all, period, tenant] as const,
}

const day = (value: string) => formatDate(`${value}T12:00:00Z`, { timeZone: 'UTC' })

/**
 * Seed 002's data-analytics tool: this page opens the analytics window, computes the figures it shows (the user's
 * token never leaves the portal) and takes the period changes the window signs.
 */

const styles = {
  tenant: css({ maxInlineSize: '24rem' }),
  // The button and the window's state side by side.
  bar: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.75rem 1rem',
    alignItems: 'center',
    marginBlockStart: '1rem',
    '& p': { margin: '0' },
  }),
  sent: css({ '& h2:not(:first-child)': { marginBlockStart: '1.5rem' } }),
}

export function DataAnalyticsPage() {
  const t = useAnalyticsT()
  const nav = usePortalT()
  const paydeck = usePaydeck()
  const { analyticsUrl } = usePortal()
  const { locale, timeZone } = useUi()
  const isPlatform = useSession((state) => state.userKind) === 'platform'
  const [period, setPeriod] = useState<AnalyticsPeriod>('last-30-days')
  const [tenant, setTenant] = useState('')
  const [changes, setChanges] = useState<{ at: string; period: AnalyticsPeriod }[]>([])
  const tenants = useQuery({
    queryKey: analyticsKeys.tenants(),
    queryFn: ({ signal }) => fetchTenants(paydeck.http, signal),
    enabled: isPlatform,
  })
  const ready = !isPlatform || tenant !== ''
  const figures = useQuery({
    queryKey: analyticsKeys.figures(period, tenant),
    queryFn: ({ signal }) => fetchAnalytics(paydeck.http, { period, ...(tenant ? { tenant } : {}) }, signal),
    enabled: ready,
  })
  const analyticsWindow = useAnalyticsWindow({
    analyticsUrl,
    figures: figures.data,
    onChange: (change) => {
      setPeriod(change.period)
      setChanges((list) => [{ at: formatDate(new Date(), { timeZone, time: 'seconds' }), ...change }, ...list])
    },
  })
  const status = {
    closed: t('analytics.status.closed'),
    opening: t('analytics.status.opening'),
    open: t('analytics.status.open', { period: t(`period.${period}`) }),
    blocked: t('analytics.blocked'),
  }[analyticsWindow.state]

  return (
    <section className={page} aria-labelledby="page-title">
      <PageHeader title={nav(`nav.${useRouteEntry().id}` as PortalMessageKey)} />
      <div className={card}>
        <p>{t('analytics.intro')}</p>
        {isPlatform && (
          <Field label={t('analytics.tenant')} className={styles.tenant}>
            <NativeSelect
              value={tenant}
              disabled={tenants.isPending}
              options={[
                { value: '', label: tenants.isPending ? t('analytics.loadingTenants') : t('analytics.chooseTenant') },
                ...(tenants.data?.data ?? []).map((item) => ({ value: String(item.id), label: item.name })),
              ]}
              onChange={(event) => setTenant(event.target.value)}
            />
          </Field>
        )}
        <div className={styles.bar}>
          <Button onClick={analyticsWindow.open} disabled={!ready}>
            {analyticsWindow.state === 'open' ? t('analytics.focus') : t('analytics.open')}
          </Button>
          <p role={analyticsWindow.state === 'blocked' ? 'alert' : 'status'} data-testid="analytics-status">
            {ready ? status : t('analytics.tenantFirst')}
          </p>
        </div>
      </div>
      {ready && (
        <div className={cx(card, styles.sent)}>
          <h2>{t('analytics.figures')}</h2>
          <QueryState query={figures}>
            {(data) => (
              <>
                <dl className={factList}>
                  <div>
                    <dt>{t('analytics.period')}</dt>
                    <dd data-testid="analytics-period">{t(`periodTitle.${data.period}`)}</dd>
                  </div>
                  <div>
                    <dt>{t('analytics.days')}</dt>
                    <dd>{t('analytics.daysValue', { from: day(data.from), to: day(data.to), zone: data.timeZone })}</dd>
                  </div>
                  <div>
                    <dt>{t('analytics.payments')}</dt>
                    <dd data-testid="analytics-payments">{formatNumber(data.headline.payments, locale)}</dd>
                  </div>
                  <div>
                    <dt>{t('analytics.approvalRate')}</dt>
                    <dd>
                      {data.headline.approvalRate === null ? '—' : formatPercent(data.headline.approvalRate, locale)}
                    </dd>
                  </div>
                </dl>
                {data.headline.payments === 0 && <p>{t('analytics.noPayments')}</p>}
              </>
            )}
          </QueryState>
          <h2>{t('analytics.changes')}</h2>
          {changes.length === 0 ? (
            <p>{t('analytics.noChanges')}</p>
          ) : (
            <ol aria-label={t('analytics.changes')}>
              {changes.map((change, index) => (
                <li key={`${change.at}-${index}`}>
                  {t('analytics.changed', { time: change.at, period: t(`period.${change.period}`) })}
                </li>
              ))}
            </ol>
          )}
          {analyticsWindow.refused > 0 && (
            <p role="alert" data-testid="analytics-refused">
              {t('analytics.refused', { count: analyticsWindow.refused })}
            </p>
          )}
        </div>
      )}
    </section>
  )
}
