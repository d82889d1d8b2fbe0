import * as z from 'zod/mini'
import { openTo, type Access, type RouteArea } from '../../contract/route'
import { transactionViewPermissions } from '../transactions/transaction-actions'
import { alertSettingsSchema } from './alerts'
import { reportColumnsSchema, saveReportColumnsSchema } from './report-columns'
import {
  reportActionResultSchema,
  reportCatalogueSchema,
  reportDefinitionSchema,
  reportPageSchema,
  reportRequestSchema,
} from './report-definitions'
import { reportActionSchema, reportExportSchema } from './report-requests.schema'
import {
  customerConfigurationOptionsSchema,
  customerConfigurationSchema,
  saveCustomerConfigurationSchema,
} from './report-schedules'

const reportId = { reportId: z.string() }
const configuration = 'reporting/customer-configuration/{customerId}'
const reports = 'reporting/report-v2/reports'

/** Running any report: each report, and each of its actions, names its own permission besides. */
export const reportAccess: Access = {
  permission: {
    merchant: 'Merchant.Reports.View',
    tenant: 'Reports.View',
    platform: 'Reports.View,Platform.Reports.LoginHistory',
  },
  record: 'Each report, and each of its actions, names its own permission.',
}
const settings: Access = { permission: { tenant: 'Settings.View', platform: 'Settings.View' } }

export const reportRoutes = {
  area: 'reports',
  description: 'Reports: the catalogue, their definitions, results, actions and exports, columns and schedules.',
  access: reportAccess,
  routes: {
    fetchReportCatalogue: {
      access: openTo('It lists only the reports the caller may run.'),
      method: 'GET',
      path: reports,
      summary: 'The reports the user may run',
      answer: reportCatalogueSchema,
    },
    fetchReportDefinition: {
      method: 'GET',
      path: `${reports}/{reportId}`,
      summary: 'A report’s filters and columns',
      params: reportId,
      answer: reportDefinitionSchema,
    },
    fetchReportPage: {
      method: 'POST',
      path: `${reports}/{reportId}/results`,
      summary: 'A page of a report’s rows by its filters, with its totals and series',
      params: reportId,
      body: reportRequestSchema,
      answer: reportPageSchema,
    },
    runReportAction: {
      method: 'POST',
      path: `${reports}/{reportId}/actions`,
      summary: 'The report’s row action on the selected rows',
      params: reportId,
      body: reportActionSchema,
      answer: reportActionResultSchema,
    },
    exportReport: {
      method: 'POST',
      path: 'reporting/report-v2/reports-tenant-export-v3',
      summary: 'Every filtered row as CSV, streamed',
      body: reportExportSchema,
      answer: 'file:text/csv',
    },
    fetchReportColumns: {
      access: { permission: transactionViewPermissions, record: 'The caller’s own columns.' },
      method: 'GET',
      path: 'reporting/report-v2/columns/user-tenant',
      summary: 'The user’s columns of a report, or its defaults',
      query: reportId,
      answer: reportColumnsSchema,
    },
    saveReportColumns: {
      access: { permission: transactionViewPermissions, record: 'The caller’s own columns.' },
      method: 'PUT',
      path: 'reporting/report-v2/columns/user-tenant',
      summary: 'Saves the user’s columns of a report',
      body: saveReportColumnsSchema,
      answer: reportColumnsSchema,
    },
    resetReportColumns: {
      access: { permission: transactionViewPermissions, record: 'The caller’s own columns.' },
      method: 'DELETE',
      path: 'reporting/report-v2/columns/user-tenant',
      summary: 'Goes back to the report’s default columns',
      query: reportId,
      answer: reportColumnsSchema,
    },
    fetchAlertSettings: {
      access: settings,
      method: 'GET',
      path: 'alerts/settings/decline-pending-ratio',
      summary: 'The tenant’s thresholds for decline and pending ratio alerts',
      answer: alertSettingsSchema,
      by: ['tenant'],
    },
    saveAlertSettings: {
      access: settings,
      method: 'PUT',
      path: 'alerts/settings/decline-pending-ratio',
      summary: 'Saves the thresholds',
      body: alertSettingsSchema,
      answer: alertSettingsSchema,
      by: ['tenant'],
    },
    fetchCustomerConfiguration: {
      access: settings,
      method: 'GET',
      path: configuration,
      summary: 'A merchant’s automated reports: which, how often, to whom',
      answer: customerConfigurationSchema,
      by: ['tenant', 'platform'],
    },
    fetchCustomerConfigurationOptions: {
      access: settings,
      method: 'GET',
      path: `${configuration}/options`,
      summary: 'The reports and recipients the configuration may choose',
      answer: customerConfigurationOptionsSchema,
      by: ['tenant', 'platform'],
    },
    saveCustomerConfiguration: {
      access: settings,
      method: 'POST',
      path: configuration,
      summary: 'Saves a merchant’s first configuration',
      body: saveCustomerConfigurationSchema,
      answer: customerConfigurationSchema,
      by: ['tenant', 'platform'],
    },
    updateCustomerConfiguration: {
      access: settings,
      method: 'PUT',
      path: configuration,
      summary: 'Changes a merchant’s configuration',
      body: saveCustomerConfigurationSchema,
      answer: customerConfigurationSchema,
      by: ['tenant', 'platform'],
      madeBy: 'saveCustomerConfiguration',
    },
    activateCustomerConfiguration: {
      access: settings,
      method: 'POST',
      path: `${configuration}/activate`,
      summary: 'Starts sending the reports',
      answer: customerConfigurationSchema,
      by: ['tenant', 'platform'],
      madeBy: 'setCustomerConfigurationActive',
    },
    deactivateCustomerConfiguration: {
      access: settings,
      method: 'POST',
      path: `${configuration}/deactivate`,
      summary: 'Stops sending the reports',
      answer: customerConfigurationSchema,
      by: ['tenant', 'platform'],
      madeBy: 'setCustomerConfigurationActive',
    },
  },
} satisfies RouteArea
