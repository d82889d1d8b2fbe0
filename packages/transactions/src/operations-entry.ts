// @paydeck/transactions/operations: the back office's screens around transactions (payout approvals, bank orders,
// the platform's bulk updates), an entry of their own so that a lookup does not load them.
export { PayoutApprovals } from './operations/payout-approvals'
export { BankOrders } from './operations/bank-orders'
export { BulkUpdateHistory, BulkUpdateRequest } from './operations/bulk-updates'
