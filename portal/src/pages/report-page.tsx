import { Report } from '@paydeck/transactions/reports'
import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import { useCurrentPath } from '../shell/use-menu'
import { PageHeader } from './page-header'
import { useRouteEntry } from './use-route-entry'

/** A report route (crm/reports/… or the merchant's reports/…): the report whose id is the route's last segment. */
export function ReportPage() {
  const t = usePortalT()
  const reportId = useCurrentPath().split('/').at(-1)!
  return (
    <section className="page page--wide" aria-labelledby="page-title">
      <PageHeader title={t(`nav.${useRouteEntry().id}` as PortalMessageKey)} />
      <div className="card">
        <Report key={reportId} reportId={reportId} />
      </div>
    </section>
  )
}
