// @paydeck/core/transaction-activity: one transaction's reads (the detail's tabs), APM transactions and saved
// views, an entry apart from the lookup's so that a page that only searches transactions (the support forms)
// does not load them.
export {
  fetchAccountingEntries,
  fetchAntifraudAlerts,
  fetchApiLogs,
  fetchCascading,
  fetchDisputeCodes,
  fetchRelatedTransactions,
  fetchRoutingLogs,
  fetchTransaction,
  fetchTransactionDetails,
  fetchTransactionEvents,
  fetchTransactionFees,
  fetchWebhookDeliveries,
  resendWebhook,
} from './transaction-activity.api'
export type { TransactionDetails, TransactionRef } from './transaction-activity.api'
export {
  accountingEntriesSchema,
  antifraudAlertsSchema,
  apiLogPageSchema,
  cascadingPageSchema,
  disputeCodesSchema,
  feesSchema,
  routingLogsSchema,
  transactionEventPageSchema,
  transactionEventTypes,
  deliveryStatuses,
  feeKinds,
  alertSeverities,
  attemptResults,
  webhookDeliveryPageSchema,
} from './transaction-activity.schema'
export type {
  AccountingEntry,
  AntifraudAlert,
  ApiLog,
  CascadingAttempt,
  DisputeCode,
  Fee,
  RoutingLog,
  TransactionEvent,
  WebhookDelivery,
} from './transaction-activity.schema'
export {
  createSavedView,
  deleteSavedView,
  fetchSavedView,
  fetchSavedViews,
  newSavedViewSchema,
  SAVED_VIEW_NAME_MAX,
  savedViewSchema,
  updateSavedView,
} from './saved-views'
export type { NewSavedView, SavedView } from './saved-views'
export {
  apmKinds,
  apmMethods,
  apmTransactionPageSchema,
  apmTransactionSchema,
  fetchApmTransaction,
  fetchApmTransactions,
} from './apm-transactions'
export type { ApmTransaction } from './apm-transactions'
