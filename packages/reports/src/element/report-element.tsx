import { REPORT_COLUMNS_KEY } from '@paydeck/core/reports'
import { paydeckElement, type WidgetLifecycleProps } from '@paydeck/react'
import { defineElement } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { Report } from '../report'
import { reportKeys } from '../report-queries'

/** `<paydeck-report report-id="transactions-daily">`: one report of the catalogue, its filters, results and export. */
export const ReportElement = defineElement(
  ({ reportId, onReady, onError }: { reportId?: string } & WidgetLifecycleProps) =>
    reportId ? <Report key={reportId} reportId={reportId} onReady={onReady} onError={onError} /> : null,
  {
    tag: elementTags.report,
    attributes: { reportId: 'string' },
    host: paydeckElement,
    data: [reportKeys.all, REPORT_COLUMNS_KEY],
  },
)
