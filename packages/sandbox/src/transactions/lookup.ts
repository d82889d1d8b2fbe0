import { REFERENCE_NUMBER } from './reference-number'
import {
  TRANSACTION_COUNT_LIMIT,
  type CheckedTransactionQuery,
  type MoneyTotals,
  type Transaction,
  type TransactionSortField,
} from '@paydeck/core/transactions'
import { keyedPage, pageKeys, type SortPart } from './lookup-keys'
import type { SandboxDatabase } from '../db/database'
import { statementOf } from '../db/statements'
import { moneyTotalsSql } from './money-sql'
import { CUSTOMER_TEXT, foldedText, HAS_CUSTOMER_TEXT } from './folded-text'
import { rollupFor, splitPeriod } from './transaction-days'

/** Whose transactions a caller sees: one mode of one tenant, or of one merchant. */
export interface LookupScope {
  mode: 'Test' | 'Live'
  tenantId: number
  merchantId?: number
}

export interface TransactionRow {
  id: number
  mode: 'Test' | 'Live'
  tenant_id: number
  merchant_id: number
  website: string
  external_id: string
  type: Transaction['type']
  status: Transaction['status']
  amount: number
  currency: string
  refunded_amount: number
  payment_method: string
  card_brand: 'Visa' | 'Mastercard' | 'Amex' | null
  card_bin: string | null
  card_last4: string | null
  card_country: string | null
  customer_name: string
  customer_email: string
  customer_ip: string
  customer_country: string
  service_provider: string
  mid: string
  response_code: string
  decline_reason: string | null
  three_ds: Transaction['threeDSecure']
  risk_score: number
  parent_id: number | null
  created: string
  updated: string
  settled: string | null
  /** Who made it by an action (a refund from the detail); null for the book's own. */
  action_by?: string | null
}

/** Amounts of different currencies are not one scale: sorting by amount sorts within each currency. */
const sortColumns: Record<TransactionSortField, string> = {
  created: 'created',
  amount: 'amount',
  status: 'status',
  externalId: 'external_id',
  paymentMethod: 'payment_method',
}

/** A lookup's order, column by column, ties by id; amounts are compared within their currency. */
function sortPartsOf(query: CheckedTransactionQuery): SortPart[] {
  const direction = query.sortDirection === 'asc' ? 'ASC' : 'DESC'
  const own: SortPart[] = [[sortColumns[query.sortBy], direction]]
  return [...(query.sortBy === 'amount' ? [['currency', 'ASC'] as SortPart] : []), ...own, ['id', direction]]
}

/** The character after every other: `key` to `key + HIGH` is every text that starts with key (an index range). */
const HIGH = '\uffff'

/** The conditions of a WHERE clause (all must hold) and their named parameters. */
interface Where {
  clauses: string[]
  params: Record<string, unknown>
}

const and = (clauses: readonly string[]) => clauses.join(' AND ') || 'TRUE'

/**
 * The filters of a lookup other than the period, the search and the amounts: equalities within the caller's mode and
 * tenant, on columns the transactions and their daily rollup (transaction-days.ts) both have.
 */
function filterWhere(scope: LookupScope, query: CheckedTransactionQuery): Where {
  const where = ['mode = @mode', 'tenant_id = @tenant']
  const params: Record<string, unknown> = { mode: scope.mode, tenant: scope.tenantId }
  const inList = (column: string, name: string, values: readonly (string | number)[] | undefined) => {
    if (!values || values.length === 0) return
    where.push(`${column} IN (${values.map((_, index) => `@${name}${index}`).join(', ')})`)
    values.forEach((value, index) => (params[`${name}${index}`] = value))
  }
  if (scope.merchantId !== undefined) {
    where.push('merchant_id = @merchant')
    params.merchant = scope.merchantId
  } else inList('merchant_id', 'merchant', query.merchantId)
  inList('status', 'status', query.status)
  inList('type', 'type', query.type)
  inList('payment_method', 'method', query.paymentMethod)
  inList('currency', 'currency', query.currency)
  return { clauses: where, params }
}

/** The bounds of a period on a column, named apart by `name` so that several periods share one statement. */
function periodWhere(column: string, name: string, period: { from?: string; to?: string }): Where {
  const where: string[] = []
  const params: Record<string, unknown> = {}
  if (period.from !== undefined) {
    where.push(`${column} >= @${name}From`)
    params[`${name}From`] = period.from
  }
  if (period.to !== undefined) {
    where.push(`${column} < @${name}To`)
    params[`${name}To`] = period.to
  }
  return { clauses: where, params }
}

const instantOf = (value: string | undefined) => (value === undefined ? undefined : new Date(value).toISOString())

/** The period up to which the customer search reads the tenant's rows of the period rather than the trigram index. */
export const SCANNED_SEARCH_DAYS = 31

/**
 * The ids whose customer's e-mail or name holds a part (folded, folded-text.ts), two ways that find the same rows.
 * Within a month, the tenant's rows of the period through their covering index of folded texts (tx_tenant_text): a
 * few milliseconds whatever the part, where a common part ("@mail.", "son") has the trigram index answer tens of
 * thousands of ids to check one by one. Over a longer period, or none, the trigram index (transactions_search).
 */
export function customerTextMatch(from: string | undefined, to: string | undefined, periodClauses: string[]) {
  const days = from && to ? (Date.parse(to) - Date.parse(from)) / 86_400_000 : Infinity
  if (days <= SCANNED_SEARCH_DAYS)
    return {
      clause: `SELECT id FROM transactions WHERE ${and(['mode = @mode', 'tenant_id = @tenant', ...periodClauses])}
        AND ${HAS_CUSTOMER_TEXT} AND instr(${CUSTOMER_TEXT}, @folded) > 0`,
      params: (key: string) => ({ folded: foldedText(key) }),
    }
  return {
    clause: 'SELECT rowid FROM transactions_search WHERE transactions_search MATCH @text',
    params: (key: string) => ({ text: `"${foldedText(key).replace(/"/g, '""')}"` }),
  }
}

/**
 * The WHERE clause of a lookup and its parameters. Every filter is an indexed range or an equality within the
 * caller's mode and tenant, and the period's index covers every other filter's column, so a page reads index entries
 * only, whatever the book's size.
 */
export function lookupWhere(scope: LookupScope, query: CheckedTransactionQuery) {
  const filters = filterWhere(scope, query)
  const period = periodWhere('created', 'created', { from: instantOf(query.from), to: instantOf(query.to) })
  const where = [...filters.clauses, ...period.clauses]
  const params: Record<string, unknown> = { ...filters.params, ...period.params }
  const key = query.searchKey
  if (key) {
    // Each way a key can match is its own indexed lookup of ids, and the page reads their union: an OR of them
    // would leave SQLite no index to use.
    const own = 'SELECT id FROM transactions WHERE mode = @mode AND tenant_id = @tenant AND'
    const matches = [`${own} external_id >= @key AND external_id < @keyEnd`]
    params.key = key
    params.keyEnd = key + HIGH
    if (/^\d+$/.test(key)) {
      // The order's number, and its refunds' and captures' (ORD-16843-R, ORD-16843-R2): '-' to '.' is the dash.
      matches.push(`${own} ${REFERENCE_NUMBER} = @key`)
      matches.push(`${own} ${REFERENCE_NUMBER} >= @key || '-' AND ${REFERENCE_NUMBER} < @key || '.'`)
      matches.push('SELECT @keyId')
      params.keyId = Number(key)
    }
    if (/^\d{4}$/.test(key)) matches.push(`${own} card_last4 = @key`)
    // Any part of three characters or more of a customer's e-mail or name.
    if (key.length >= 3 && /[\p{L}@._-]/u.test(key)) {
      const text = customerTextMatch(instantOf(query.from), instantOf(query.to), period.clauses)
      matches.push(text.clause)
      Object.assign(params, text.params(key))
    }
    where.push(`id IN (${matches.join(' UNION ')})`)
  }
  if (query.amountFrom !== undefined) {
    where.push('amount >= @amountFrom')
    params.amountFrom = query.amountFrom
  }
  if (query.amountTo !== undefined) {
    where.push('amount <= @amountTo')
    params.amountTo = query.amountTo
  }
  // A search's ids are few: read them by id and check the rest on each row, rather than let the planner walk the
  // merchant's or the period's index (every row of it) for the page's order. (A unary + keeps a column off its index.)
  const clauses = key ? where.map((clause) => (clause.startsWith('id IN (') ? clause : `+${clause}`)) : where
  return { clause: and(clauses), params }
}

/** Whether the daily rollup can count a query: its filters are the rollup's keys (no search, no amount range). */
const rolledUp = (query: CheckedTransactionQuery) =>
  !query.searchKey && query.amountFrom === undefined && query.amountTo === undefined

/**
 * The rows a query matches as one table of (currency, type, status, n, amount): the rollup's whole days and the
 * transactions at the period's ends, or the transactions alone where the rollup cannot filter.
 */
function matchedGroups(
  scope: LookupScope,
  query: CheckedTransactionQuery,
): { clause: string; params: Where['params'] } {
  if (!rolledUp(query)) {
    const { clause, params } = lookupWhere(scope, query)
    return { clause: `SELECT currency, type, status, 1 AS n, amount FROM transactions WHERE ${clause}`, params }
  }
  const filters = filterWhere(scope, query)
  const { days, edges } = splitPeriod(instantOf(query.from), instantOf(query.to))
  const parts: { clause: string; params: Where['params'] }[] = []
  if (days) {
    const period = periodWhere('day', 'day', days)
    parts.push({
      clause: `SELECT currency, type, status, count AS n, amount FROM ${rollupFor(Boolean(query.paymentMethod?.length))}
        WHERE ${and([...filters.clauses, ...period.clauses])}`,
      params: period.params,
    })
  }
  edges.forEach((edge, index) => {
    const period = periodWhere('created', `edge${index}`, edge)
    parts.push({
      clause: `SELECT currency, type, status, 1 AS n, amount FROM transactions
        WHERE ${and([...filters.clauses, ...period.clauses])}`,
      params: period.params,
    })
  })
  return {
    clause: parts.map((part) => part.clause).join(' UNION ALL ') || 'SELECT NULL, NULL, NULL, 0, 0 WHERE FALSE',
    params: Object.assign({ ...filters.params }, ...parts.map((part) => part.params)),
  }
}

/** How many rows a query matches: from the rollup, exactly; else counted up to the limit (one past it shows more). */
function countOf(db: SandboxDatabase, scope: LookupScope, query: CheckedTransactionQuery): number {
  if (!rolledUp(query)) {
    const { clause, params } = lookupWhere(scope, query)
    const counted = statementOf(
      db,
      `SELECT COUNT(*) AS count FROM (SELECT 1 FROM transactions WHERE ${clause} LIMIT @cap)`,
    )
    return (counted.get({ ...params, cap: TRANSACTION_COUNT_LIMIT + 1 }) as { count: number }).count
  }
  const { clause, params } = matchedGroups(scope, query)
  return (statementOf(db, `SELECT COALESCE(SUM(n), 0) AS count FROM (${clause})`).get(params) as { count: number })
    .count
}

/**
 * One page, sorted (ties by id), and how many match, counted up to the limit. The page's ids are chosen from the
 * period's covering index alone (no row is read to sort a week by amount), then only the page's rows are read.
 */
export function lookupPage(db: SandboxDatabase, scope: LookupScope, query: CheckedTransactionQuery) {
  const count = countOf(db, scope, query)
  const { clause, params } = lookupWhere(scope, query)
  const parts = sortPartsOf(query)
  const order = parts.map(([column, direction]) => `${column} ${direction}`).join(', ')
  // Beside a page already read, by its key (any depth costs one page); else by the offset.
  const keyed = keyedPage(query, parts)
  const read = (where: string, pageOrder: string, offset: number, extra: Where['params'] = {}) =>
    statementOf(
      db,
      `WITH page AS (SELECT id FROM transactions WHERE ${where} ORDER BY ${pageOrder} LIMIT @limit OFFSET @offset)
         SELECT transactions.* FROM page JOIN transactions USING (id) ORDER BY ${order}`,
    ).all({ ...params, ...extra, limit: query.PageSize, offset }) as TransactionRow[]
  const rows =
    count === 0
      ? []
      : keyed
        ? read(`${clause} AND ${keyed.clause}`, keyed.order, 0, keyed.params)
        : read(clause, order, query.PageIndex * query.PageSize)
  const merchants = merchantsById(db)
  return {
    count: Math.min(count, TRANSACTION_COUNT_LIMIT),
    ...(count > TRANSACTION_COUNT_LIMIT && { countIsLowerBound: true }),
    data: rows.map((row) => toTransaction(row, merchants)),
    ...pageKeys(query, rows as unknown as Record<string, unknown>[], parts, count),
  }
}

/**
 * The lookup's totals line: per currency, how many rows the filters match (no paging) and the money model's totals
 * of them: captured, refunded, charged back, paid out and the net (a refunded sale and its refund net to nothing).
 * Read from the daily rollup where the filters allow, summed per currency, type and status first: the money model's
 * SQL then sums a few dozen groups' amounts as it would sum rows'.
 */
export function lookupTotals(db: SandboxDatabase, scope: LookupScope, query: CheckedTransactionQuery) {
  const { clause, params } = matchedGroups(scope, query)
  const volumes = statementOf(
    db,
    `SELECT currency, SUM(n) AS count, ${moneyTotalsSql()} FROM (
         SELECT currency, type, status, SUM(n) AS n, SUM(amount) AS amount FROM (${clause})
         GROUP BY currency, type, status
       ) GROUP BY currency HAVING SUM(n) > 0 ORDER BY gross DESC, currency`,
  ).all(params) as ({ currency: string; count: number } & MoneyTotals)[]
  return { count: volumes.reduce((sum, volume) => sum + volume.count, 0), volumes }
}

/** What a transaction says of its merchant: the name, and the zone a support call may read its times in. */
export interface MerchantFacts {
  name: string
  timeZone: string
}

export function merchantsById(db: SandboxDatabase): Map<number, MerchantFacts> {
  const rows = statementOf(
    db,
    'SELECT id, legal_business_name AS name, time_zone AS timeZone FROM merchants',
  ).all() as ({
    id: number
  } & MerchantFacts)[]
  return new Map(rows.map(({ id, ...facts }) => [id, facts]))
}

export function merchantNames(db: SandboxDatabase): Map<number, string> {
  return new Map([...merchantsById(db)].map(([id, merchant]) => [id, merchant.name]))
}

export function toTransaction(row: TransactionRow, merchants: Map<number, MerchantFacts>): Transaction {
  const merchant = merchants.get(row.merchant_id)
  return {
    id: row.id,
    externalId: row.external_id,
    mode: row.mode,
    tenantId: row.tenant_id,
    merchantId: row.merchant_id,
    merchantName: merchant?.name ?? '',
    ...(merchant && { merchantTimeZone: merchant.timeZone }),
    website: row.website,
    type: row.type,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    refundedAmount: row.refunded_amount,
    paymentMethod: row.payment_method,
    card:
      row.card_brand && row.card_bin && row.card_last4
        ? { brand: row.card_brand, bin: row.card_bin, last4: row.card_last4, issuingCountry: row.card_country ?? '' }
        : null,
    customer: {
      name: row.customer_name,
      email: row.customer_email,
      ip: row.customer_ip,
      country: row.customer_country,
    },
    serviceProvider: row.service_provider,
    mid: row.mid,
    responseCode: row.response_code,
    declineReason: row.decline_reason,
    threeDSecure: row.three_ds,
    riskScore: row.risk_score,
    parentId: row.parent_id,
    created: row.created,
    updated: row.updated,
    settled: row.settled,
  }
}

/** One transaction as stored, by its id (whose it is, the caller decides). */
export function transactionById(db: SandboxDatabase): (id: number) => TransactionRow | undefined {
  const byId = db.prepare('SELECT * FROM transactions WHERE id = ?')
  return (id) => byId.get(id) as TransactionRow | undefined
}

/** A transaction's children (refunds, captures, chargebacks …), the oldest first. */
export function transactionChildren(db: SandboxDatabase): (parentId: number) => TransactionRow[] {
  const childrenOf = db.prepare('SELECT * FROM transactions WHERE parent_id = ? ORDER BY created, id')
  return (parentId) => childrenOf.all(parentId) as TransactionRow[]
}
