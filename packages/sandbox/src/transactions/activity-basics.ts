import type { TransactionRow } from './lookup'

// Ids of a transaction's items (events, alerts, fees) are its id times 100 plus their place, so an item finds its
// transaction; and the times its story is told at.

export const ACTIVITY_IDS = 100
/** A transaction's items are the ids from its id times ACTIVITY_IDS, for ACTIVITY_IDS ids. */
export const itemsOf = (transactionId: number) => ({
  from: transactionId * ACTIVITY_IDS,
  to: (transactionId + 1) * ACTIVITY_IDS,
})
/** An event's webhook deliveries: its id times this (both versions), plus 1, 2 … for each v2 one sent again. */
export const DELIVERY_IDS = 64
/** Events actions stored take the places from here on; the book's come first. */
export const STORED_PLACE = 50
export const maskedCard = (row: TransactionRow) => (row.card_bin ? `${row.card_bin}******${row.card_last4}` : null)
export const DAY = 86_400_000
export const at = (iso: string, plusMs: number) => new Date(Date.parse(iso) + plusMs).toISOString()
