import { stringify } from 'csv-stringify/sync'
import {
  addToTotals,
  currencyDigits,
  emptyTotals,
  shownAmount,
  type CheckedTransactionQuery,
} from '@paydeck/core/transactions'
import { neutraliseCell } from '../db/csv'
import type { SandboxDatabase } from '../db/database'
import { lookupWhere, merchantNames, type LookupScope, type TransactionRow } from './lookup'

const columns = [
  'Transaction id',
  'External id',
  'Created',
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
  'Settled',
]
const ROWS_PER_CHUNK = 2_000

/** An amount in minor units as the decimal a spreadsheet sums (12.50), by its currency's digits. */
const decimal = (amount: number, currency: string) => {
  const digits = currencyDigits(currency)
  return digits === 0 ? String(amount) : (amount / 10 ** digits).toFixed(digits)
}

/**
 * Seed 001's CSV download: every row the filters match, newest first, amounts signed by the money model (a refund
 * is negative) and each row's share of the lookup's net, so the Net column sums to the totals line, dates in the user's zone (timezoneOffset as
 * the browser gives it: minutes behind UTC). Streamed a chunk at a time, each chunk a keyset query after the last
 * row sent, so memory stays flat at a million rows and no cursor holds the database between chunks; every cell is
 * neutralised.
 */
export function transactionsCsv(
  db: SandboxDatabase,
  scope: LookupScope,
  query: CheckedTransactionQuery,
  timezoneOffsetMinutes: number,
): ReadableStream<Uint8Array> {
  const { clause, params } = lookupWhere(scope, query)
  const first = db.prepare(`SELECT * FROM transactions WHERE ${clause} ORDER BY created DESC, id DESC LIMIT @limit`)
  const after = db.prepare(
    `SELECT * FROM transactions WHERE ${clause} AND (created, id) < (@lastCreated, @lastId)
     ORDER BY created DESC, id DESC LIMIT @limit`,
  )
  const names = merchantNames(db)
  const encoder = new TextEncoder()
  const local = (iso: string | null) =>
    iso ? new Date(Date.parse(iso) - timezoneOffsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ') : ''
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
      const batch = (
        last
          ? after.all({ ...params, lastCreated: last.created, lastId: last.id, limit: ROWS_PER_CHUNK })
          : first.all({ ...params, limit: ROWS_PER_CHUNK })
      ) as TransactionRow[]
      last = batch.at(-1)
      const text = stringify(batch.map(cells), { record_delimiter: '\n' })
      controller.enqueue(encoder.encode((header ? `${columns.join(',')}\n` : '') + text))
      header = false
      if (batch.length < ROWS_PER_CHUNK) controller.close()
    },
  })
}
