// @paydeck/core/transactions: merchants' transactions (seed 001); an entry of its own, loaded where they are shown.
export { searchTransactions } from './transactions.api'
export type { TransactionSearch } from './transactions.api'
export { transactionPageSchema, transactionSchema, transactionStatuses } from './transactions.schema'
export type { Transaction, TransactionPage } from './transactions.schema'
