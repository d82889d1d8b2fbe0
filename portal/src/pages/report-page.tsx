import { useMemo } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { Report, reportSearchSchema, type ReportSearch } from '@paydeck/reports'
import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import { PageHeader } from './page-header'
import { usePagePath, useRouteEntry } from './use-route-entry'
import { card, widePage } from '../app/page-styles'

/**
 * A report route (crm/reports/… or the merchant's reports/…): the report whose id is the route's last segment, its
 * filters, page, order and zone in the URL, so a report is a link and survives a reload.
 */
export function ReportPage() {
  const t = usePortalT()
  const navigate = useNavigate()
  const path = usePagePath()
  const reportId = path.replace(/^(crm\/)?reports\//, '').replaceAll('/', '-')
  const raw = useSearch({ strict: false })
  const search = useMemo(() => z.parse(reportSearchSchema, raw), [raw])
  const onSearchChange = (next: ReportSearch) => void navigate({ to: '.', search: next as never, replace: true })
  return (
    <section className={widePage} aria-labelledby="page-title">
      <PageHeader title={t(`nav.${useRouteEntry().id}` as PortalMessageKey)} />
      <div className={card}>
        <Report key={reportId} reportId={reportId} search={search} onSearchChange={onSearchChange} />
      </div>
    </section>
  )
}
