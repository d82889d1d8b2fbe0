// @paydeck/transactions/disputes: disputes worked as cases (issue 66) — the list, one dispute with its evidence, and
// a payment's disputes — an entry of their own so that a lookup does not load them.
export { Disputes } from './disputes/disputes-list'
export type { DisputesProps } from './disputes/disputes-list'
export { DisputeDetail } from './disputes/dispute-detail'
export type { DisputeDetailProps } from './disputes/dispute-detail'
export { TransactionDisputes } from './disputes/transaction-disputes'
export { disputeKeys } from './disputes/dispute-queries'
