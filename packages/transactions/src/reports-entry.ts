// @paydeck/transactions/reports: one screen for every report of the catalogue, built from its definition; an entry
// of its own so that the lookup does not carry it.
export { Report } from './reports/report'
export type { ReportProps, ReportSearch } from './reports/report'
export { reportSearchSchema } from './reports/report-search'
export { ReportCatalogue } from './reports/report-catalogue'
export type { ReportCatalogueProps } from './reports/report-catalogue'
export { ReportColumnSettings } from './reports/report-column-settings'
export type { ReportColumnSettingsProps } from './reports/report-column-settings'
export { AlertSettingsForm } from './reports/alert-settings'
export { ReportSchedules } from './reports/report-schedules'
