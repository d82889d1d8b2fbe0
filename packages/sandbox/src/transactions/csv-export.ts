import { stringify } from 'csv-stringify/sync'
import {
  addToTotals,
  balanceOf,
  emptyTotals,
  movementOfType,
  movements,
  shownAmount,
  type CheckedTransactionQuery,
  type MoneyRow,
} from '@paydeck/core/transactions'
import {
  labelOf,
  paymentMethodLabels,
  threeDSecureLabels,
  transactionStatusLabels,
  transactionTypeLabels,
  type Labels,
} from '@paydeck/core/labels'
import type { Language } from '../domain/language'
import { sayIn } from '../words/say'
import { isoInZone } from '@paydeck/core/time'
import { csvAmount, headerLine, neutraliseCell } from '../db/csv'
import type { SandboxDatabase } from '../db/database'
import { statementOf } from '../db/statements'
import { lookupWhere, merchantNames, type LookupScope, type TransactionRow } from './lookup'

/** The columns in English (worded in the request's language when written), the times' named with their zone. */
const columns = [
  'Transaction id',
  'External id',
  `Created ({zone})`,
  'Merchant',
  'Website',
  'Type',
  'Status',
  'Amount',
  'Currency',
  'Refunded',
  'Net',
  'Booked',
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
  `Settled ({zone})`,
  'Type code',
  'Status code',
  'Payment method code',
  '3-D Secure code',
]
const ROWS_PER_CHUNK = 2_000
/**
 * Seed 001's CSV download: every row the filters match, newest first, in the words the screen shows in the user's
 * language (codes kept in columns of their own at the end, for machines), with a byte order mark so spreadsheets
 * read it as UTF-8. Amounts are signed by the money model (a refund is negative); Net is what a payment keeps after
 * its refunds and chargebacks (the detail's "left"), Booked what the row itself moved, so the Booked column sums to
 * the lookup's net. Times are ISO 8601 to the millisecond with the offset the user's zone had at each (across daylight
 * saving too), the zone named in the headers. Streamed a chunk at a time, each chunk a keyset query after the last
 * row sent, so memory stays flat at a million rows and no cursor holds the database between chunks; every cell is
 * neutralised.
 */
export function transactionsCsv(
  db: SandboxDatabase,
  scope: LookupScope,
  query: CheckedTransactionQuery,
  timeZone: string,
  language: Language,
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
  // What chargebacks took of each payment of a chunk: its Net is the money model's balance, as the detail shows it.
  const chargebacksOf = (ids: number[]) =>
    statementOf(
      db,
      `SELECT parent_id AS parentId, type, status, amount FROM transactions
       WHERE type = 'Chargeback' AND parent_id IN (SELECT value FROM json_each(@ids))`,
    ).all({ ids: JSON.stringify(ids) }) as (MoneyRow & { parentId: number })[]
  const names = merchantNames(db)
  const say = sayIn(language)
  const encoder = new TextEncoder()
  const local = (iso: string | null) => (iso ? isoInZone(iso, timeZone) : '')
  const words = (labels: Labels<string>, code: string | null) => (code ? labelOf(labels, code, language) : '')
  const netOf = (row: TransactionRow, chargebacks: readonly MoneyRow[]) => {
    if (movements[movementOfType[row.type]].effect !== 'captures') return ''
    const refunds: MoneyRow[] = [{ type: 'Refund', status: 'Refunded', amount: row.refunded_amount }]
    // What remains of the payment: the same figure as the refundable amount its detail shows.
    return csvAmount(balanceOf(row, [...refunds, ...chargebacks]).refundable, row.currency)
  }
  const cells = (row: TransactionRow, chargebacks: readonly MoneyRow[]) =>
    [
      row.id,
      row.external_id,
      local(row.created),
      names.get(row.merchant_id) ?? '',
      row.website,
      words(transactionTypeLabels, row.type),
      words(transactionStatusLabels, row.status),
      csvAmount(shownAmount(row), row.currency),
      row.currency,
      csvAmount(row.refunded_amount, row.currency),
      netOf(row, chargebacks),
      csvAmount(addToTotals(emptyTotals(), row).net, row.currency),
      words(paymentMethodLabels, row.payment_method),
      row.card_bin && row.card_last4 ? `${row.card_bin}******${row.card_last4}` : '',
      row.card_brand,
      row.customer_name,
      row.customer_email,
      row.customer_country,
      row.service_provider,
      row.mid,
      row.response_code,
      row.decline_reason,
      words(threeDSecureLabels, row.three_ds),
      row.risk_score,
      row.parent_id,
      local(row.settled),
      row.type,
      row.status,
      row.payment_method,
      row.three_ds,
    ].map(neutraliseCell)
  const headings = columns.map((column) => say(column, { zone: timeZone }))
  let last: TransactionRow | undefined
  let header = true
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const batch = (last ? next(last) : first.all({ ...params, limit: ROWS_PER_CHUNK })) as TransactionRow[]
      last = batch.at(-1)
      const taken = new Map<number, MoneyRow[]>()
      for (const chargeback of chargebacksOf(batch.map((row) => row.id)))
        taken.set(chargeback.parentId, [...(taken.get(chargeback.parentId) ?? []), chargeback])
      const text = stringify(
        batch.map((row) => cells(row, taken.get(row.id) ?? [])),
        { record_delimiter: '\n' },
      )
      controller.enqueue(encoder.encode((header ? headerLine(headings) : '') + text))
      header = false
      if (batch.length < ROWS_PER_CHUNK) controller.close()
    },
  })
}
