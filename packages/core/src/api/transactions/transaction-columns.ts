// The lookup's columns (the -columns routes let a user show, hide and order them; seed 001's report columns calls
// keep the choice per user under this report id). The plain lookup shows the default set.

export const TRANSACTION_LOOKUP_REPORT_ID = 'transaction-lookup'

export const transactionColumns = [
  { name: 'created', defaultVisible: true },
  { name: 'externalId', defaultVisible: true },
  { name: 'merchantName', defaultVisible: true },
  { name: 'amount', defaultVisible: true },
  { name: 'status', defaultVisible: true },
  { name: 'paymentMethod', defaultVisible: true },
  { name: 'card', defaultVisible: true },
  { name: 'customerEmail', defaultVisible: true },
  { name: 'type', defaultVisible: false },
  { name: 'id', defaultVisible: false },
  { name: 'website', defaultVisible: false },
  { name: 'customerName', defaultVisible: false },
  { name: 'customerCountry', defaultVisible: false },
  { name: 'cardCountry', defaultVisible: false },
  { name: 'serviceProvider', defaultVisible: false },
  { name: 'mid', defaultVisible: false },
  { name: 'responseCode', defaultVisible: false },
  { name: 'declineReason', defaultVisible: false },
  { name: 'threeDSecure', defaultVisible: false },
  { name: 'riskScore', defaultVisible: false },
  { name: 'refundedAmount', defaultVisible: false },
  { name: 'updated', defaultVisible: false },
  { name: 'settled', defaultVisible: false },
] as const
export type TransactionColumn = (typeof transactionColumns)[number]['name']
