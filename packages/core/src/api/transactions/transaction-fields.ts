// The lookup's constants, in a module of their own so that a router validating search params loads no schema.

export const TRANSACTION_PAGE_SIZES = [5, 10, 20, 50, 75, 100] as const
export const DEFAULT_TRANSACTION_PAGE_SIZE = 20
/** Counting stops here: a larger match says "10,000+" instead of making every page count a million rows. */
export const TRANSACTION_COUNT_LIMIT = 10_000

export const transactionSortFields = ['created', 'amount', 'status', 'externalId', 'paymentMethod'] as const
export type TransactionSortField = (typeof transactionSortFields)[number]
