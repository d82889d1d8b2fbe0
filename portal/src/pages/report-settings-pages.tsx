import { useMemo } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { useSession } from '@paydeck/react'
import { AlertSettingsForm, ReportSchedules, ReportCatalogue, ReportColumnSettings } from '@paydeck/reports'
import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import { mayOpen, routeByPath } from '../navigation/portal-routes'
import { screenKindOf } from '../navigation/screens'
import { PageHeader } from './page-header'
import { useRouteEntry } from './use-route-entry'
import { card, page } from '../app/page-styles'

const COLUMNS_PATH = '/crm/settings/reports/table'

/** The route of a report of the catalogue this user may open (the webhook destinations' ids are two segments). */
function useReportHref() {
  const kind = useSession((state) => state.userKind)
  const permissions = useSession((state) => state.user?.permissions ?? [])
  return (reportId: string) => {
    const path = `crm/reports/${reportId.replace(/^webhooks-destinations-/, 'webhooks-destinations/')}`
    const route = routeByPath.get(path)
    return route && mayOpen(route, kind, permissions) && screenKindOf(route) === 'report' ? `/${path}` : null
  }
}

/** crm/settings/reports/overview: the report catalogue, each report opening its screen and its column settings. */
export function ReportsOverviewPage() {
  const t = usePortalT()
  const navigate = useNavigate()
  return (
    <section className={page} aria-labelledby="page-title">
      <PageHeader title={t(`nav.${useRouteEntry().id}` as PortalMessageKey)} />
      <div className={card}>
        <ReportCatalogue
          hrefOf={useReportHref()}
          columnsHrefOf={(reportId) => `${COLUMNS_PATH}?report=${encodeURIComponent(reportId)}`}
          onNavigate={(href) => void navigate({ href })}
        />
      </div>
    </section>
  )
}

const columnsSearch = z.object({ report: z.catch(z.optional(z.string().check(z.maxLength(80))), undefined) })

/** crm/settings/reports/table (hidden): a report's columns for this user, the report chosen here or by the link. */
export function ReportColumnsPage() {
  const t = usePortalT()
  const navigate = useNavigate()
  const raw = useSearch({ strict: false })
  const { report } = useMemo(() => z.parse(columnsSearch, raw), [raw])
  const reportId = report ?? 'transactions-daily'
  return (
    <section className={page} aria-labelledby="page-title">
      <PageHeader title={t(`nav.${useRouteEntry().id}` as PortalMessageKey)} />
      <div className={card}>
        <ReportColumnSettings
          key={reportId}
          reportId={reportId}
          onReportChange={(next) => void navigate({ to: '.', search: { report: next } as never })}
        />
      </div>
    </section>
  )
}

/** crm/settings/alerts/decline-pending-ratio: the tenant's alert thresholds. */
export function AlertSettingsPage() {
  const t = usePortalT()
  return (
    <section className={page} aria-labelledby="page-title">
      <PageHeader title={t(`nav.${useRouteEntry().id}` as PortalMessageKey)} />
      <div className={card}>
        <AlertSettingsForm />
      </div>
    </section>
  )
}

/** crm/settings/report-settings/reports: the automated reports of each customer. */
export function ReportSchedulesPage() {
  const t = usePortalT()
  return (
    <section className={page} aria-labelledby="page-title">
      <PageHeader title={t(`nav.${useRouteEntry().id}` as PortalMessageKey)} />
      <div className={card}>
        <ReportSchedules />
      </div>
    </section>
  )
}
