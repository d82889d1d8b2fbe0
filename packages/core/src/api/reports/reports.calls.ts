import type { Call } from '../../contract/route'
import { alertSettingsSchema } from './alerts.schema'
import { reportColumnsSchema } from './report-columns.schema'
import {
  reportActionResultSchema,
  reportCatalogueSchema,
  reportDefinitionSchema,
  reportPageSchema,
} from './report-definitions.schema'
import { customerConfigurationOptionsSchema, customerConfigurationSchema } from './report-schedules.schema'

// How the reports' calls are made and what they answer, an object per client module (each chunk takes only its
// own); what the contract document says of them is in reports.routes.ts.

const REPORTS = 'reporting/report-v2/reports'
const COLUMNS = 'reporting/report-v2/columns/user-tenant'
const CONFIGURATION = 'reporting/customer-configuration/{customerId}'

export const reportCalls = {
  fetchReportCatalogue: { method: 'GET', path: REPORTS, answer: reportCatalogueSchema },
  fetchReportDefinition: { method: 'GET', path: `${REPORTS}/{reportId}`, answer: reportDefinitionSchema },
  fetchReportPage: { method: 'POST', path: `${REPORTS}/{reportId}/results`, answer: reportPageSchema },
  runReportAction: { method: 'POST', path: `${REPORTS}/{reportId}/actions`, answer: reportActionResultSchema },
  exportReport: { method: 'POST', path: 'reporting/report-v2/reports-tenant-export-v3', answer: 'file:text/csv' },
} as const satisfies Record<string, Call>

export const reportColumnCalls = {
  fetchReportColumns: { method: 'GET', path: COLUMNS, answer: reportColumnsSchema },
  saveReportColumns: { method: 'PUT', path: COLUMNS, answer: reportColumnsSchema },
  resetReportColumns: { method: 'DELETE', path: COLUMNS, answer: reportColumnsSchema },
} as const satisfies Record<string, Call>

export const alertCalls = {
  fetchAlertSettings: { method: 'GET', path: 'alerts/settings/decline-pending-ratio', answer: alertSettingsSchema },
  saveAlertSettings: { method: 'PUT', path: 'alerts/settings/decline-pending-ratio', answer: alertSettingsSchema },
} as const satisfies Record<string, Call>

export const scheduleCalls = {
  fetchCustomerConfiguration: { method: 'GET', path: CONFIGURATION, answer: customerConfigurationSchema },
  fetchCustomerConfigurationOptions: {
    method: 'GET',
    path: `${CONFIGURATION}/options`,
    answer: customerConfigurationOptionsSchema,
  },
  saveCustomerConfiguration: { method: 'POST', path: CONFIGURATION, answer: customerConfigurationSchema },
  updateCustomerConfiguration: { method: 'PUT', path: CONFIGURATION, answer: customerConfigurationSchema },
  activateCustomerConfiguration: {
    method: 'POST',
    path: `${CONFIGURATION}/activate`,
    answer: customerConfigurationSchema,
  },
  deactivateCustomerConfiguration: {
    method: 'POST',
    path: `${CONFIGURATION}/deactivate`,
    answer: customerConfigurationSchema,
  },
} as const satisfies Record<string, Call>
