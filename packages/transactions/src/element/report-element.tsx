import { paydeckElement } from '@paydeck/react'
import { defineElement } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { Report } from '../reports/report'

/** `<paydeck-report report-id="transactions-daily">`: one report of the catalogue, its filters, results and export. */
export const ReportElement = defineElement(
  ({ reportId }: { reportId?: string }) => (reportId ? <Report key={reportId} reportId={reportId} /> : null),
  {
    tag: elementTags.report,
    attributes: { reportId: 'string' },
    host: paydeckElement,
  },
)
