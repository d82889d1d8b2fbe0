// @paydeck/core/transaction-actions: what staff may do to a transaction and when (the status table), the calls that
// do it (idempotent by requestId), payout approvals, bank orders, bulk updates and the lists the dialogs offer.
export {
  actionBodySchemas,
  actionPaths,
  actionPermissions,
  actionResultSchema,
  allowedActions,
  allowedInWords,
  amountActions,
  amountActionSchema,
  binDataSchema,
  declineActionSchema,
  reasonActionSchema,
  statusChangeActions,
  statusChangeSchema,
  transactionActions,
  transactionToolPermissions,
} from './transaction-actions'
export { changeTransactionStatus, performTransactionAction, updateBinData } from './transaction-actions.api'
export type {
  ActionBody,
  ActionRequest,
  ActionResult,
  BinData,
  StatusChange,
  TransactionAction,
} from './transaction-actions'
export {
  approvePayouts,
  batchOutcomeSchema,
  batchResultSchema,
  declinePayouts,
  MAX_BATCH,
  payoutApprovalsSchema,
  payoutDeclinationsSchema,
} from './payout-approvals'
export type { BatchOutcome, BatchResult } from './payout-approvals'
export {
  fetchActiveWebsites,
  fetchPaymentChannels,
  fetchReasons,
  paymentChannelSchema,
  reasonSchema,
  reasonsSchema,
  websiteSchema,
} from './action-lookups'
export type { PaymentChannel, Reason, ReasonKind, Website } from './action-lookups'
export {
  bankOrderColumns,
  bankOrderFormSchema,
  bankOrderItemSchema,
  bankOrderPageSchema,
  bankOrderSchema,
  bankOrderUploadSchema,
  applyBankOrder,
  applyBankOrderSchema,
  approveBankOrder,
  bankOrderSettingsSchema,
  bankOrderStatuses,
  discardBankOrder,
  fetchBankOrderSettings,
  saveBankOrderSettings,
  fetchBankOrderItems,
  fetchBankOrders,
  rowErrorSchema,
  uploadBankOrder,
} from './bank-orders'
export type {
  ApplyBankOrder,
  BankOrder,
  BankOrderItem,
  BankOrderSettings,
  BankOrderStatus,
  BankOrderUpload,
  RowError,
} from './bank-orders'
export {
  applyBulkUpdate,
  applyBulkUpdateSchema,
  bulkTargetActions,
  bulkUpdateStatuses,
  discardBulkUpdate,
  bulkUpdateColumns,
  bulkUpdatePageSchema,
  bulkUpdateResultSchema,
  bulkUpdateRowSchema,
  bulkUpdateSchema,
  fetchBulkUpdateRows,
  fetchBulkUpdates,
  requestBulkUpdate,
} from './bulk-updates'
export type { BulkTargetStatus, BulkUpdate, BulkUpdateResult, BulkUpdateRow, BulkUpdateStatus } from './bulk-updates'
export {
  deallocatePidRelationship,
  deallocationSchema,
  fetchPidRelationships,
  pidRelationshipPageSchema,
  pidRelationshipSchema,
  resetRestriction,
} from './pid-relationships'
export type { Deallocation, PidRelationship, RelationshipQuery } from './pid-relationships'
