// @paydeck/core/transaction-actions: what staff may do to a transaction and when (the status table), and the call
// that does it, idempotent by requestId.
export {
  actionBodySchemas,
  actionPaths,
  actionPermissions,
  actionResultSchema,
  allowedActions,
  allowedInWords,
  amountActions,
  amountActionSchema,
  declineActionSchema,
  performTransactionAction,
  reasonActionSchema,
  transactionActions,
} from './transaction-actions'
export type { ActionBody, ActionRequest, ActionResult, TransactionAction } from './transaction-actions'
