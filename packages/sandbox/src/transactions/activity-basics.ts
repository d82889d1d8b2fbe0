import type { TransactionRow } from './lookup'

// Ids of activity items are the transaction's id times 100 plus their place, so an item finds its transaction; and
// the times a transaction's activity is told at.

export const ACTIVITY_IDS = 100
/** Items actions stored (events, API logs) take the places from here on; the derived ones come first. */
export const STORED_PLACE = 50
export const SECOND = 1_000
export const DAY = 86_400_000
export const at = (iso: string, plusMs: number) => new Date(Date.parse(iso) + plusMs).toISOString()
export const maskedCard = (row: TransactionRow) => (row.card_bin ? `${row.card_bin}******${row.card_last4}` : null)

export const earlier = (a: string, b: string) => (Date.parse(a) <= Date.parse(b) ? a : b)
