import type { Call } from '../../contract/route'
import { customerConfigurationOptionsSchema, customerConfigurationSchema } from './report-schedules.schema'

// How a customer's automated reports are configured; the document's words are in reports.routes.ts.

export const scheduleCalls = {
  fetchCustomerConfiguration: {
    method: 'GET',
    path: 'reporting/customer-configuration/{customerId}',
    answer: customerConfigurationSchema,
  },
  fetchCustomerConfigurationOptions: {
    method: 'GET',
    path: 'reporting/customer-configuration/{customerId}/options',
    answer: customerConfigurationOptionsSchema,
  },
  saveCustomerConfiguration: {
    method: 'POST',
    path: 'reporting/customer-configuration/{customerId}',
    answer: customerConfigurationSchema,
  },
  updateCustomerConfiguration: {
    method: 'PUT',
    path: 'reporting/customer-configuration/{customerId}',
    answer: customerConfigurationSchema,
  },
  activateCustomerConfiguration: {
    method: 'POST',
    path: 'reporting/customer-configuration/{customerId}/activate',
    answer: customerConfigurationSchema,
  },
  deactivateCustomerConfiguration: {
    method: 'POST',
    path: 'reporting/customer-configuration/{customerId}/deactivate',
    answer: customerConfigurationSchema,
  },
} as const satisfies Record<string, Call>
