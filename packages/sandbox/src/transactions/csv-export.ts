import { stringify } from 'csv-stringify/sync'
import {
  addToTotals,
  currencyDigits,
  emptyTotals,
  shownAmount,
  type CheckedTransactionQuery,
} from '@paydeck/core/transactions'
import { isoInZone } from '@paydeck/core/time'
import { neutraliseCell } from '../db/csv'
import type { SandboxDatabase } from '../db/database'
import { statementOf } from '../db/statements'
import { lookupWhere, merchantNames, type LookupScope, type TransactionRow } from './lookup'

/** The columns, the times' named with their zone. */
const columnsIn = (timeZone: string) => [
  'Transaction id',
  'External id',
  `Created (${timeZone})`,
  'Merchant',
  'Website',
  'Type',
  'Status',
  'Amount',
  'Currency',
  'Refunded',
  'Net',
  'Payment method',
  'Card',
  'Card brand',
  'Customer',
  'Customer email',
  'Customer country',
  'Service provider',
  'MID',
  'Response code',
  'Decline reason',
  '3-D Secure',
  'Risk score',
  'Parent transaction',
  `Settled (${timeZone})`,
]
const ROWS_PER_CHUNK = 2_000

/** An amount in minor units as the decimal a spreadsheet sums (12.50), by its currency's digits. */
const decimal = (amount: number, currency: string) => {
  const digits = currencyDigits(currency)
  return digits === 0 ? String(amount) : (amount / 10 ** digits).toFixed(digits)
}

/**
 * Seed 001's CSV download: every row the filters match, newest first, amounts signed by the money model (a refund
 * is negative) and each row's share of the lookup's net, so the Net column sums to the totals line; times in ISO
 * 8601 with the offset the user's zone had at each (across daylight saving too), the zone named in the headers. Streamed a chunk at a time, each chunk a keyset query after the last
 * row sent, so memory stays flat at a million rows and no cursor holds the database between chunks; every cell is
 * neutralised.
 */
export function transactionsCsv(
  db: SandboxDatabase,
  scope: LookupScope,
  query: CheckedTransactionQuery,
  timeZone: string,
): ReadableStream<Uint8Array> {
  const { clause, params } = lookupWhere(scope, query)
  const first = db.prepare(`SELECT * FROM transactions WHERE ${clause} ORDER BY created DESC, id DESC LIMIT @limit`)
  // The next chunk ends where the last one did: its period's end moves up to the last row's instant (one bound the
  // index seeks to; a row value beside the query's own end would leave SQLite walking down from that end each time).
  const next = (last: TransactionRow) => {
    const before = { ...query, to: new Date(Date.parse(last.created) + 1).toISOString() }
    const where = lookupWhere(scope, before)
    return statementOf(
      db,
      `SELECT * FROM transactions WHERE ${where.clause} AND (created < @lastCreated OR id < @lastId)
       ORDER BY created DESC, id DESC LIMIT @limit`,
    ).all({ ...where.params, lastCreated: last.created, lastId: last.id, limit: ROWS_PER_CHUNK })
  }
  const names = merchantNames(db)
  const encoder = new TextEncoder()
  const local = (iso: string | null) => (iso ? isoInZone(iso, timeZone) : '')
  const cells = (row: TransactionRow) =>
    [
      row.id,
      row.external_id,
      local(row.created),
      names.get(row.merchant_id) ?? '',
      row.website,
      row.type,
      row.status,
      decimal(shownAmount(row), row.currency),
      row.currency,
      decimal(row.refunded_amount, row.currency),
      decimal(addToTotals(emptyTotals(), row).net, row.currency),
      row.payment_method,
      row.card_bin && row.card_last4 ? `${row.card_bin}******${row.card_last4}` : '',
      row.card_brand,
      row.customer_name,
      row.customer_email,
      row.customer_country,
      row.service_provider,
      row.mid,
      row.response_code,
      row.decline_reason,
      row.three_ds,
      row.risk_score,
      row.parent_id,
      local(row.settled),
    ].map(neutraliseCell)
  let last: TransactionRow | undefined
  let header = true
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const batch = (last ? next(last) : first.all({ ...params, limit: ROWS_PER_CHUNK })) as TransactionRow[]
      last = batch.at(-1)
      const text = stringify(batch.map(cells), { record_delimiter: '\n' })
      controller.enqueue(encoder.encode((header ? `${columnsIn(timeZone).join(',')}\n` : '') + text))
      header = false
      if (batch.length < ROWS_PER_CHUNK) controller.close()
    },
  })
}
