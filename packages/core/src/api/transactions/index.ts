// @paydeck/core/transactions: transactions (seed 001), an entry of its own, loaded where they are shown.
export { fetchTransactions, fetchTransactionTotals, searchTransactions } from './transactions.api'
export type { TransactionSearch, TransactionTotals } from './transactions.api'
export {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  TRANSACTION_COUNT_LIMIT,
  TRANSACTION_PAGE_SIZES,
  transactionQuerySchema,
  transactionSearchParams,
  transactionSortFields,
} from './transactions.query'
export type { CheckedTransactionQuery, TransactionQuery, TransactionSortField } from './transactions.query'
export {
  cardBrands,
  threeDSecureResults,
  transactionPageSchema,
  transactionSchema,
  transactionStatuses,
  transactionTypes,
} from './transactions.schema'
export type { Transaction, TransactionPage, TransactionStatus, TransactionType } from './transactions.schema'
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
export { TRANSACTION_LOOKUP_REPORT_ID, transactionColumns } from './transaction-columns'
export type { TransactionColumn } from './transaction-columns'
