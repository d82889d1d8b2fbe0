// @paydeck/core/reports: what every report shares (columns per user; the report catalogue comes with the reports).
export {
  fetchReportColumns,
  reportColumnSchema,
  reportColumnsSchema,
  resetReportColumns,
  saveReportColumns,
  saveReportColumnsSchema,
} from './report-columns'
export type { ReportColumn, ReportColumns, SaveReportColumns } from './report-columns'
