import type { Call } from '../../contract/route'
import {
  reportActionResultSchema,
  reportCatalogueSchema,
  reportDefinitionSchema,
  reportPageSchema,
} from './report-definitions.schema'

// How the reports are read, run, acted on and exported; what the contract document says of them is in
// reports.routes.ts.

export const reportCalls = {
  fetchReportCatalogue: { method: 'GET', path: 'reporting/report-v2/reports', answer: reportCatalogueSchema },
  fetchReportDefinition: {
    method: 'GET',
    path: 'reporting/report-v2/reports/{reportId}',
    answer: reportDefinitionSchema,
  },
  fetchReportPage: { method: 'POST', path: 'reporting/report-v2/reports/{reportId}/results', answer: reportPageSchema },
  runReportAction: {
    method: 'POST',
    path: 'reporting/report-v2/reports/{reportId}/actions',
    answer: reportActionResultSchema,
  },
  exportReport: { method: 'POST', path: 'reporting/report-v2/reports-tenant-export-v3', answer: 'file:text/csv' },
} as const satisfies Record<string, Call>
