import type { Call } from '../../contract/route'
import { reportColumnsSchema } from './report-columns.schema'

// How a user's columns of a report are read, saved and reset; the document's words are in reports.routes.ts.

export const reportColumnCalls = {
  fetchReportColumns: { method: 'GET', path: 'reporting/report-v2/columns/user-tenant', answer: reportColumnsSchema },
  saveReportColumns: { method: 'PUT', path: 'reporting/report-v2/columns/user-tenant', answer: reportColumnsSchema },
  resetReportColumns: {
    method: 'DELETE',
    path: 'reporting/report-v2/columns/user-tenant',
    answer: reportColumnsSchema,
  },
} as const satisfies Record<string, Call>
