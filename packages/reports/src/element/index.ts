// @paydeck/reports/element: the report element's class, registered by nobody (./define registers it).
export { ReportElement } from './report-element'
