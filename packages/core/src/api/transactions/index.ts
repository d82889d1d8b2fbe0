// @paydeck/core/transactions: transactions (seed 001), an entry of its own, loaded where they are shown.
export {
  downloadTransactionsCsv,
  fetchTransactions,
  fetchTransactionTotals,
  searchTransactions,
} from './transactions.api'
export type { CsvDownload, TransactionSearch, TransactionSource, TransactionTotals } from './transactions.api'
export { currencyDigits, moneyOf, toMajorUnits, toMinorUnits } from '../../values/money'
export type { MoneyValue } from '../../values/money'
export {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  TRANSACTION_COUNT_LIMIT,
  TRANSACTION_PAGE_SIZES,
  transactionSortFields,
} from './transaction-fields'
export type { TransactionSortField } from './transaction-fields'
export { transactionQuerySchema, transactionSearchParams } from './transactions.query'
export type { CheckedTransactionQuery, TransactionQuery } from './transactions.query'
export {
  cardBrands,
  threeDSecureResults,
  transactionPageSchema,
  transactionSchema,
  transactionStatuses,
  transactionTypes,
} from './transactions.schema'
export type { Transaction, TransactionPage, TransactionStatus, TransactionType } from './transactions.schema'
export { TRANSACTION_LOOKUP_REPORT_ID, transactionColumns } from './transaction-columns'
export type { TransactionColumn } from './transaction-columns'
export {
  addToTotals,
  approvalOf,
  approvedStatuses,
  declinedStatuses,
  approvalRate,
  balanceOf,
  bookedStatusOf,
  countsInNet,
  decidedChargebackStatus,
  isHeld,
  totalFieldOf,
  paymentKinds,
  emptyTotals,
  isBooked,
  movementOfType,
  movements,
  netOf,
  shownAmount,
  signOf,
  statusOfBalance,
  totalOfKind,
} from './money'
export type { Balance, MoneyRow, MoneyTotals, Movement, MovementKind, TotalField } from './money'
export { maskCardNumbers, maskCardNumbersIn, passesLuhn } from '../../text/card-numbers'
