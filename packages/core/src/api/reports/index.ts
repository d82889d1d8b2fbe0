// @paydeck/core/reports: what every report shares: the catalogue of report definitions (columns, filter fields),
// a page of results with totals, and the columns per user.
export {
  chooseReportColumns,
  fetchReportColumns,
  REPORT_COLUMNS_KEY,
  reportColumnsKey,
  reportColumnsQuery,
  reportColumnSchema,
  reportColumnsSchema,
  resetReportColumns,
  saveReportColumns,
  saveReportColumnsSchema,
} from './report-columns'
export type { ReportColumn, ReportColumns, SaveReportColumns } from './report-columns'
export {
  exportReport,
  fetchReportCatalogue,
  fetchReportDefinition,
  fetchReportPage,
  filterValidationNames,
  reportCatalogueSchema,
  reportColumnDefinitionSchema,
  reportColumnTypes,
  reportDefinitionSchema,
  reportFilterFieldSchema,
  reportPageSchema,
  reportRequestSchema,
  reportActionResultSchema,
  reportRowSchema,
  reportSeriesSchema,
  runReportAction,
} from './report-definitions'
export {
  emptyFilterValues,
  filterFormOf,
  filterValueSchema,
  filterValuesSchema,
  rangeNames,
} from './report-filter-form'
export type { FilterControl, FilterFormModel } from './report-filter-form'
export type {
  ReportActionResult,
  ReportCell,
  ReportColumnDefinition,
  ReportDefinition,
  ReportExport,
  ReportFilterField,
  ReportFilterValues,
  ReportPage,
  ReportRequest,
  ReportRow,
  ReportSeries,
} from './report-definitions'
export { alertSettingsSchema, fetchAlertSettings, saveAlertSettings } from './alerts'
export type { AlertSettings } from './alerts'
export {
  customerConfigurationOptionsSchema,
  customerConfigurationSchema,
  fetchCustomerConfiguration,
  fetchCustomerConfigurationOptions,
  reportFrequencies,
  saveCustomerConfiguration,
  saveCustomerConfigurationSchema,
  setCustomerConfigurationActive,
} from './report-schedules'
export type {
  CustomerConfiguration,
  CustomerConfigurationOptions,
  ReportFrequency,
  SaveCustomerConfiguration,
} from './report-schedules'
export { reportActionSchema, reportExportSchema } from './report-requests.schema'
