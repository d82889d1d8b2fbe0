// @paydeck/transactions/actions: the actions on a transaction (capture, refund, decline …) for TransactionDetail's
// actions slot, an entry of their own so that a read-only lookup does not load them.
export { TransactionActions } from './actions/transaction-actions'
export { TransactionDetailWithActions } from './detail/detail-with-actions'
