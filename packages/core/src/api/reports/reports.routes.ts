import * as z from 'zod/mini'
import { described, openTo, type Access, type RouteArea } from '../../contract/route'
import { transactionViewPermissions } from '../transactions/transaction-actions'
import { alertSettingsSchema } from './alerts.schema'
import { saveReportColumnsSchema } from './report-columns.schema'
import { reportRequestSchema } from './report-definitions.schema'
import { reportActionSchema, reportExportSchema } from './report-requests.schema'
import { saveCustomerConfigurationSchema } from './report-schedules.schema'
import { alertCalls } from './alerts.calls'
import { reportColumnCalls } from './report-columns.calls'
import { reportCalls } from './report-definitions.calls'
import { scheduleCalls } from './report-schedules.calls'

const reportId = { reportId: z.string() }

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
  routes: described(
    { ...reportCalls, ...reportColumnCalls, ...alertCalls, ...scheduleCalls },
    {
      fetchReportCatalogue: {
        access: openTo('It lists only the reports the caller may run.'),
        summary: 'The reports the user may run',
      },
      fetchReportDefinition: { summary: 'A report’s filters and columns', params: reportId },
      fetchReportPage: {
        summary: 'A page of a report’s rows by its filters, with its totals and series',
        params: reportId,
        body: reportRequestSchema,
      },
      runReportAction: {
        summary: 'The report’s row action on the selected rows',
        params: reportId,
        body: reportActionSchema,
      },
      exportReport: { summary: 'Every filtered row as CSV, streamed', body: reportExportSchema },
      fetchReportColumns: {
        access: { permission: transactionViewPermissions, record: 'The caller’s own columns.' },
        summary: 'The user’s columns of a report, or its defaults',
        query: reportId,
      },
      saveReportColumns: {
        access: { permission: transactionViewPermissions, record: 'The caller’s own columns.' },
        summary: 'Saves the user’s columns of a report',
        body: saveReportColumnsSchema,
      },
      resetReportColumns: {
        access: { permission: transactionViewPermissions, record: 'The caller’s own columns.' },
        summary: 'Goes back to the report’s default columns',
        query: reportId,
      },
      fetchAlertSettings: {
        access: settings,
        summary: 'The tenant’s thresholds for decline and pending ratio alerts',
        by: ['tenant'],
      },
      saveAlertSettings: {
        access: settings,
        summary: 'Saves the thresholds',
        body: alertSettingsSchema,
        by: ['tenant'],
      },
      fetchCustomerConfiguration: {
        access: settings,
        summary: 'A merchant’s automated reports: which, how often, to whom',
        by: ['tenant', 'platform'],
      },
      fetchCustomerConfigurationOptions: {
        access: settings,
        summary: 'The reports and recipients the configuration may choose',
        by: ['tenant', 'platform'],
      },
      saveCustomerConfiguration: {
        access: settings,
        summary: 'Saves a merchant’s first configuration',
        body: saveCustomerConfigurationSchema,
        by: ['tenant', 'platform'],
      },
      updateCustomerConfiguration: {
        access: settings,
        summary: 'Changes a merchant’s configuration',
        body: saveCustomerConfigurationSchema,
        by: ['tenant', 'platform'],
        madeBy: 'saveCustomerConfiguration',
      },
      activateCustomerConfiguration: {
        access: settings,
        summary: 'Starts sending the reports',
        by: ['tenant', 'platform'],
        madeBy: 'setCustomerConfigurationActive',
      },
      deactivateCustomerConfiguration: {
        access: settings,
        summary: 'Stops sending the reports',
        by: ['tenant', 'platform'],
        madeBy: 'setCustomerConfigurationActive',
      },
    },
  ),
} satisfies RouteArea
