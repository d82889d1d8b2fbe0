import { addDays } from '@paydeck/core/time'
import type { SandboxDatabase } from '../db/database'
import { sqlList } from '../db/sql-list'
import { statementOf } from '../db/statements'
import { baseCurrencyOf } from '../dashboard/exchange-rates'
import type { FeePart } from '../pricebooks/charges'
import { chargedStatuses } from '../transactions/fees'
import { bookedSql, returnTypes, totalSql } from '../transactions/money-sql'
import { utcPieceSql } from './time-buckets'

// What the merchants' accounts moved by, kept per quarter hour of UTC (the finest piece a zone's day needs,
// time-buckets.ts): the account statement and the invoices sum these, where they priced every payment of the
// merchant's history with the price list (a JavaScript function per row: bands and per-payment rounding are not
// linear in the amount). Kept per UTC day of the rows' creation, as kept-activity.ts keeps API calls: a day is derived
// by the first report that needs it, and forgotten in the transaction of every write that changes what it says (a
// payment or a refund, chargeback or payout created, changed or deleted that day, or a payment whose refunds were;
// the tenant's book currency, which prices its fixed fees).

const charged = `status IN (${sqlList(chargedStatuses)})`
/** One part of a payment's fees as its detail lists them (pricebooks/charges.ts), in the tenant's book (@book). */
const feeSql = (part: FeePart, payment = '') =>
  `standard_fee('${part}', ${payment}type, ${payment}payment_method, ${payment}amount, ${payment}currency, @book)`
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
  /** What went back of payments: refunds, reversals, chargebacks. */
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
 * A kept table of sums by a span of time (`time`: a quarter hour or a UTC day), the day of the book each row was
 * derived from (to forget it), and a merchant's and a tenant's rows by time holding every sum.
 */
const keptTable = (table: string, time: string) => `
    CREATE TABLE IF NOT EXISTS ${table} (
      mode TEXT NOT NULL, tenant_id INTEGER NOT NULL, day TEXT NOT NULL, merchant_id INTEGER NOT NULL,
      ${time} TEXT NOT NULL, currency TEXT NOT NULL,
      ${Object.values(sumColumns)
        .map((column) => `${column} INTEGER NOT NULL`)
        .join(', ')});
    CREATE INDEX IF NOT EXISTS ${table}_day ON ${table} (mode, tenant_id, day);
    CREATE INDEX IF NOT EXISTS ${table}_merchant ON ${table} (mode, merchant_id, tenant_id, ${time}, currency, ${sums});
    CREATE INDEX IF NOT EXISTS ${table}_tenant ON ${table} (mode, tenant_id, ${time}, merchant_id, currency, ${sums});`

/** Forgets the day a row of transactions was created on, of its tenant. */
const forgetCreated = (ref: 'new' | 'old') =>
  `DELETE FROM account_days WHERE mode = ${ref}.mode AND tenant_id = ${ref}.tenant_id
     AND day = substr(${ref}.created, 1, 10);`
/** Forgets the days a payment's refunds and chargebacks were created on: their fees are the payment's. */
const forgetChildren = (ref: 'new' | 'old') =>
  `DELETE FROM account_days WHERE (mode, tenant_id, day) IN (
     SELECT mode, tenant_id, substr(created, 1, 10) FROM transactions WHERE parent_id = ${ref}.id);`

// The day's payments and payouts charged, by the piece they were booked in; and what went back of a charged
// payment (a refund, reversal or chargeback, booked), by the piece it was made in, with the fee it cost.
// With @mode, @tenant, the day (@day, from @start to @end) and the book's currency (@book).
export const accountDaySql = `
    INSERT INTO account_pieces (mode, tenant_id, day, merchant_id, piece, currency, ${sums})
    SELECT mode, tenant_id, @day, merchant_id, ${utcPieceSql(15, bookedAt)} AS piece, currency,
      SUM(type <> 'Payout'), COUNT(*), SUM(${totalSql('gross')}), SUM(${totalSql('paidOut')}),
      SUM(${feeSql('percentage')}), SUM(${feeSql('fixed')}), SUM(${feeSql('payout')}), 0, 0, 0
    FROM transactions WHERE mode = @mode AND tenant_id = @tenant AND created >= @start AND created < @end
      AND parent_id IS NULL AND ${charged}
    GROUP BY merchant_id, piece, currency
    UNION ALL
    SELECT back.mode, back.tenant_id, @day, back.merchant_id, ${utcPieceSql(15, 'back.created')} AS piece,
      back.currency, 0, 0, 0, 0, 0, 0, 0, SUM(back.amount),
      SUM(CASE back.type WHEN 'Refund' THEN ${feeSql('refund', 'payment.')} ELSE 0 END),
      SUM(CASE back.type WHEN 'Chargeback' THEN ${feeSql('chargeback', 'payment.')} ELSE 0 END)
    FROM transactions back JOIN transactions payment ON payment.id = back.parent_id
    WHERE back.mode = @mode AND back.tenant_id = @tenant AND back.created >= @start AND back.created < @end
      AND back.type IN (${sqlList(returnTypes)}) AND ${bookedSql('back')} AND payment.${charged}
    GROUP BY back.merchant_id, piece, back.currency`

/** The tables and the triggers that forget a day when a write changes it; nothing is derived until asked. */
export function createKeptAccount(db: SandboxDatabase): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS account_days (
      mode TEXT NOT NULL, tenant_id INTEGER NOT NULL, day TEXT NOT NULL, PRIMARY KEY (mode, tenant_id, day)
    ) WITHOUT ROWID;
    ${keptTable('account_pieces', 'piece')}
    -- The same by whole UTC days: a month, or all before a period, reads its days and only the pieces of the days
    -- its bounds cut (a zone's midnight is rarely UTC's).
    ${keptTable('account_whole_days', 'utc_day')}
    CREATE TRIGGER IF NOT EXISTS account_transaction_added AFTER INSERT ON transactions
      BEGIN ${forgetCreated('new')} END;
    CREATE TRIGGER IF NOT EXISTS account_transaction_changed AFTER UPDATE ON transactions
      BEGIN ${forgetCreated('old')} ${forgetCreated('new')} ${forgetChildren('new')} END;
    CREATE TRIGGER IF NOT EXISTS account_transaction_deleted AFTER DELETE ON transactions
      BEGIN ${forgetCreated('old')} ${forgetChildren('old')} END;
    CREATE TRIGGER IF NOT EXISTS account_book_currency_changed AFTER UPDATE OF base_currency ON tenants
      BEGIN DELETE FROM account_days WHERE tenant_id = new.id; END;
  `)
}

/** A tenant's book, and the last instant (exclusive) a report reads of it. */
export interface AccountQuery {
  mode: string
  tenantId: number
  until: string
}

const readers = new WeakMap<SandboxDatabase, ReturnType<typeof keepsOf>>()
const keepsFor = (db: SandboxDatabase) => {
  let keeps = readers.get(db)
  if (!keeps) readers.set(db, (keeps = keepsOf(db)))
  return keeps
}
/** Derives the days of a tenant's book up to an instant that are not kept (prepared once per connection). */
export function keepAccount(db: SandboxDatabase, query: AccountQuery): void {
  keepsFor(db).keep(query)
}
/** Derives one day of a tenant's book if it is not kept (keep-ahead.ts); true if it derived it. */
export function keepAccountDay(db: SandboxDatabase, mode: string, tenantId: number, day: string): boolean {
  return keepsFor(db).keepDay(mode, tenantId, day)
}

function keepsOf(db: SandboxDatabase) {
  const firstDay = db
    .prepare('SELECT substr(MIN(created), 1, 10) FROM transactions WHERE mode = ? AND tenant_id = ?')
    .pluck()
  const keptDays = db
    .prepare('SELECT day FROM account_days WHERE mode = ? AND tenant_id = ? AND day >= ? AND day <= ?')
    .pluck()
  const keepDay = db.prepare('INSERT OR REPLACE INTO account_days (mode, tenant_id, day) VALUES (?, ?, ?)')
  const forget = ['account_pieces', 'account_whole_days'].map((table) =>
    db.prepare(`DELETE FROM ${table} WHERE mode = ? AND tenant_id = ? AND day = ?`),
  )
  const derive = db.prepare(accountDaySql)
  const wholeDays = db.prepare(`
    INSERT INTO account_whole_days (mode, tenant_id, day, merchant_id, utc_day, currency, ${sums})
    SELECT mode, tenant_id, day, merchant_id, substr(piece, 1, 10), currency, ${Object.values(sumColumns)
      .map((column) => `SUM(${column})`)
      .join(', ')}
    FROM account_pieces WHERE mode = ? AND tenant_id = ? AND day = ?
    GROUP BY merchant_id, substr(piece, 1, 10), currency`)

  const deriveDay = db.transaction((mode: string, tenant: number, day: string, book: string) => {
    for (const statement of forget) statement.run(mode, tenant, day)
    derive.run({
      mode,
      tenant,
      day,
      start: `${day}T00:00:00.000Z`,
      end: `${addDays(day, 1)}T00:00:00.000Z`,
      book,
    })
    wholeDays.run(mode, tenant, day)
    keepDay.run(mode, tenant, day)
  })

  return {
    keep({ mode, tenantId, until }: AccountQuery) {
      const first = firstDay.get(mode, tenantId) as string | null
      if (!first) return
      const last = new Date(Date.parse(until) - 1).toISOString().slice(0, 10)
      const kept = new Set(keptDays.all(mode, tenantId, first, last) as string[])
      const book = baseCurrencyOf(db, tenantId)
      for (let day = first; day <= last; day = addDays(day, 1)) if (!kept.has(day)) deriveDay(mode, tenantId, day, book)
    },
    keepDay(mode: string, tenantId: number, day: string): boolean {
      if (keptDays.all(mode, tenantId, day, day).length > 0) return false
      deriveDay(mode, tenantId, day, baseCurrencyOf(db, tenantId))
      return true
    },
  }
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
