// @paydeck/reports/define: registers <paydeck-report>.
import { ReportElement } from './report-element'

ReportElement.define()
