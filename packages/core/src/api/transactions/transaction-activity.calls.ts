import * as z from 'zod/mini'
import type { Call } from '../../contract/route'
import { merchantAndStaff } from './merchant-and-staff.calls'
import {
  accountingEntriesSchema,
  antifraudAlertsSchema,
  apiLogPageSchema,
  cascadingPageSchema,
  detailsSchema,
  disputeCodesSchema,
  feesSchema,
  routingLogsSchema,
  transactionEventPageSchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
} from './transaction-activity.schema'
import { transactionPageSchema, transactionSchema } from './transactions.schema'

// How one transaction's reads (the detail's tabs) are called and what they answer; what the contract document says
// of them is in transactions.routes.ts.

export const activityCalls = {
  ...merchantAndStaff('fetchTransaction', '/{id}', 'GET', transactionSchema),
  ...merchantAndStaff('fetchTransactionDetails', '/{id}/details', 'GET', detailsSchema),
  ...merchantAndStaff('fetchTransactionEvents', '/{id}/events', 'GET', transactionEventPageSchema),
  ...merchantAndStaff('fetchRelatedTransactions', '/{id}/related', 'GET', transactionPageSchema),
  ...merchantAndStaff('fetchApiLogs', '/{id}/api-logs', 'GET', apiLogPageSchema),
  ...merchantAndStaff('fetchAntifraudAlerts', '/{id}/alerts', 'GET', antifraudAlertsSchema),
  ...merchantAndStaff('fetchTransactionFees', '/{id}/fees', 'GET', feesSchema),
  ...merchantAndStaff('fetchDisputeCodes', '/{id}/disputeCodes', 'GET', disputeCodesSchema),
  ...merchantAndStaff('fetchRoutingLogs', '/{id}/smart-routing-logs/0', 'GET', routingLogsSchema),
  ...merchantAndStaff('fetchCascading', '/{id}/cascading', 'GET', cascadingPageSchema),
  ...({
    fetchAccountingEntries: {
      method: 'GET',
      path: 'acc/customers/{merchantId}/transactions/{id}/accounting-entries',
      answer: accountingEntriesSchema,
    },
    fetchWebhookDeliveries: {
      method: 'GET',
      path: 'wh/api/crm/notifications/transaction-webhooks/{id}',
      answer: z.array(webhookDeliverySchema),
    },
    fetchWebhookDeliveriesV2: {
      method: 'GET',
      path: 'wh2/api/crm/notifications/transaction-webhooks/{id}',
      answer: webhookDeliveryPageSchema,
    },
    fetchWebhookDeliveriesV2ByPlatform: {
      method: 'GET',
      path: 'wh2/api/crm/notifications/platform-transaction-webhooks/{id}',
      answer: webhookDeliveryPageSchema,
    },
    resendWebhook: {
      method: 'POST',
      path: 'api/crm/transactions/events/{eventId}/resend-webhook',
      answer: webhookDeliverySchema,
    },
  } as const satisfies Record<string, Call>),
}
