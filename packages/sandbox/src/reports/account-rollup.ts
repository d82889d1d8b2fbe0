import { addDays } from '@paydeck/core/time'
import type { SandboxDatabase } from '../db/database'
import { sqlList } from '../db/sql-list'
import { statementOf } from '../db/statements'
import type { FeePart } from '../pricebooks/charges'
import { chargedStatuses } from '../transactions/fees'
import { bookedSql, childMovementTypes, netSql, totalSql } from '../transactions/money-sql'
import { createRollup, refillSql, type Rollup } from '../db/rollups'
import { utcPieceSql } from './time-buckets'

// What the merchants' accounts moved by, per quarter hour of UTC (the finest piece a zone's day needs,
// time-buckets.ts) and per UTC day, kept in step with every write (db/rollups.ts): the account statement and the
// invoices sum these, where they priced every payment of the merchant's history with the price list (a JavaScript
// function per row: bands and per-payment rounding are not linear in the amount). A payment's change moves its
// returns' fees too (they are priced by the payment); a tenant's book currency, which prices its fixed fees, moves
// its whole book.

const charged = `status IN (${sqlList(chargedStatuses)})`
/**
 * One part of a payment's (SQL alias) fees as its detail lists them (pricebooks/charges.ts), in its tenant's book;
 * asked only where the part can be one (a payout's fee of a payout, the others of a payment: a call into JavaScript
 * a row is the fill's cost).
 */
const feeSql = (part: FeePart, payment: string) =>
  `standard_fee('${part}', ${payment}.type, ${payment}.payment_method, ${payment}.amount, ${payment}.currency,
     book.base_currency)`
/** The instant accountingOf books a payment: when it settled, or last changed. */
export const bookedAt = 'COALESCE(settled, updated)'

/** The sums an account's piece holds, as the reports read them. */
export interface AccountSums {
  /** Payments credited (not payouts). */
  payments: number
  /** Rows charged a fee: payments and payouts. */
  chargedRows: number
  gross: number
  paidOut: number
  percentageFees: number
  fixedFees: number
  payoutFees: number
  /** What went back of payments: refunds, reversals, chargebacks (less what won disputes gave back). */
  refunds: number
  refundFees: number
  chargebackFees: number
}
/** Each kept sum's column, by its name in AccountSums. */
const sumColumns: Record<keyof AccountSums, string> = {
  payments: 'payments',
  chargedRows: 'charged_rows',
  gross: 'gross',
  paidOut: 'paid_out',
  percentageFees: 'percentage_fees',
  fixedFees: 'fixed_fees',
  payoutFees: 'payout_fees',
  refunds: 'refunds',
  refundFees: 'refund_fees',
  chargebackFees: 'chargeback_fees',
}
const sums = Object.values(sumColumns).join(', ')
/** The SQL summing each of the kept sums, named as AccountSums names them. */
const summedSql = Object.entries(sumColumns)
  .map(([name, column]) => `SUM(${column}) AS ${name}`)
  .join(', ')

/**
 * What the book adds to the accounts by a span of time (`time`: its column, from an instant's SQL): each payment and
 * payout charged, in the piece it was booked in; and what went back of a charged payment (a refund, reversal or
 * chargeback, booked), in the piece it was made in, with the fee it cost. Given an id, the rows its change moves.
 */
const accountRows =
  (time: string, timeOf: (instant: string) => string) =>
  (id?: string): string => `
    SELECT t.mode AS mode, t.tenant_id AS tenant_id, t.merchant_id AS merchant_id,
      ${timeOf(`COALESCE(t.settled, t.updated)`)} AS ${time}, t.currency AS currency,
      t.type <> 'Payout' AS payments, 1 AS charged_rows, ${totalSql('gross', 't')} AS gross,
      ${totalSql('paidOut', 't')} AS paid_out,
      CASE WHEN t.type = 'Payout' THEN 0 ELSE ${feeSql('percentage', 't')} END AS percentage_fees,
      CASE WHEN t.type = 'Payout' THEN 0 ELSE ${feeSql('fixed', 't')} END AS fixed_fees,
      CASE WHEN t.type = 'Payout' THEN ${feeSql('payout', 't')} ELSE 0 END AS payout_fees, 0 AS refunds,
      0 AS refund_fees, 0 AS chargeback_fees
    FROM transactions t JOIN tenants book ON book.id = t.tenant_id
    WHERE t.parent_id IS NULL AND t.${charged}${id ? ` AND t.id = ${id}` : ''}
    UNION ALL
    SELECT back.mode, back.tenant_id, back.merchant_id, ${timeOf('back.created')}, back.currency, 0, 0, 0, 0, 0, 0, 0,
      -(${netSql('back')}), CASE back.type WHEN 'Refund' THEN ${feeSql('refund', 'payment')} ELSE 0 END,
      CASE back.type WHEN 'Chargeback' THEN ${feeSql('chargeback', 'payment')} ELSE 0 END
    FROM transactions back JOIN transactions payment ON payment.id = back.parent_id
      JOIN tenants book ON book.id = payment.tenant_id
    WHERE back.type IN (${sqlList(childMovementTypes)}) AND ${bookedSql('back')} AND payment.${charged}
      ${id ? `AND (back.id = ${id} OR back.parent_id = ${id})` : ''}`

const rollupBy = (table: string, time: string, timeOf: (instant: string) => string): Rollup => ({
  table,
  keys: ['mode', 'tenant_id', time, 'merchant_id', 'currency'],
  sums: Object.values(sumColumns),
  select: accountRows(time, timeOf),
})
/**
 * The account's rollups: by quarter hour, and by whole UTC day (a month reads its days, and pieces where cut), the
 * days filled from the pieces.
 */
export const accountRollups: Rollup[] = [
  rollupBy('account_pieces', 'piece', (instant) => utcPieceSql(15, instant)),
  {
    ...rollupBy('account_whole_days', 'utc_day', (instant) => `substr(${instant}, 1, 10)`),
    fill: `SELECT mode, tenant_id, substr(piece, 1, 10) AS utc_day, merchant_id, currency,
        ${Object.values(sumColumns)
          .map((column) => `SUM(${column}) AS ${column}`)
          .join(', ')}
      FROM account_pieces WHERE true GROUP BY mode, tenant_id, utc_day, merchant_id, currency`,
  },
]

/** The tables filled from the book, kept in step by every write and by a change of a tenant's book currency. */
export function createAccountRollups(db: SandboxDatabase): void {
  for (const rollup of accountRollups) {
    const time = rollup.keys[2]
    createRollup(db, rollup, { merchant: `mode, merchant_id, tenant_id, ${time}, currency, ${sums}` })
  }
  db.exec(`
    CREATE TRIGGER IF NOT EXISTS account_book_currency_changed AFTER UPDATE OF base_currency ON tenants BEGIN
      ${accountRollups.map((rollup) => refillSql(rollup, 'tenant_id = new.id')).join('\n')}
    END;`)
}

/** The kept sums a report reads of its book: the WHERE over mode, tenant_id and merchant_id, with its parameters. */
export interface AccountScope {
  where: string
  params: readonly unknown[]
}

/** The kept piece (a UTC quarter hour) an instant falls in, named as the pieces are. */
export const pieceOf = (instant: string) => instant.slice(0, 16)

/** The kept pieces' sums of [from, to) (instants on quarter hours), by `select` and `groupBy` over their columns. */
export function pieceSums<R>(
  db: SandboxDatabase,
  scope: AccountScope,
  span: { from: string; to: string },
  select: string,
  groupBy: string,
): (R & AccountSums)[] {
  return statementOf(
    db,
    `SELECT ${select}, ${summedSql} FROM account_pieces WHERE ${scope.where} AND piece >= ? AND piece < ?
     GROUP BY ${groupBy}`,
  ).all(...scope.params, pieceOf(span.from), pieceOf(span.to)) as (R & AccountSums)[]
}

/**
 * The kept sums of spans one after another, from `from` ('' for the book's beginning) to each span's `until` (instants
 * on quarter hours), by span (its label) and `columns` (currency, merchant_id): the whole UTC days inside a span
 * from the day table, the days a bound cuts from their pieces. A month of a tenant reads a few thousand rows.
 */
export function spanSums<R>(
  db: SandboxDatabase,
  scope: AccountScope,
  from: string,
  spans: readonly { label: string; until: string }[],
  columns: string,
): (R & AccountSums & { span: string })[] {
  const bounds = [from, ...spans.map((span) => span.until)].filter((bound) => bound !== '')
  const end = spans.at(-1)!.until
  const cut = [
    ...new Set(bounds.filter((bound) => !bound.startsWith('T00:00:00', 10)).map((bound) => bound.slice(0, 10))),
  ]
  // Computed bounds and labels (never a caller's text), so written into the SQL.
  const spanOf = (start: string) =>
    `CASE ${spans.map((span) => `WHEN ${start} < '${pieceOf(span.until)}' THEN '${span.label}'`).join(' ')} END`
  const kept = `${columns}, ${sums}`
  const parts = [
    `SELECT ${spanOf("utc_day || 'T00:00'")} AS span, ${kept} FROM account_whole_days
     WHERE ${scope.where} AND utc_day >= '${from.slice(0, 10)}' AND utc_day < '${end.slice(0, 10)}'
       AND utc_day NOT IN (${cut.map((day) => `'${day}'`).join(', ')})`,
    ...cut.map(
      (day) => `SELECT ${spanOf('piece')} AS span, ${kept} FROM account_pieces
        WHERE ${scope.where} AND piece >= '${pieceOf(from > day ? from : day)}'
          AND piece < '${pieceOf(end < addDays(day, 1) ? end : addDays(day, 1))}'`,
    ),
  ]
  return statementOf(
    db,
    `SELECT span, ${columns}, ${summedSql} FROM (${parts.join(' UNION ALL ')}) GROUP BY span, ${columns}`,
  ).all(...parts.flatMap(() => scope.params)) as (R & AccountSums & { span: string })[]
}
