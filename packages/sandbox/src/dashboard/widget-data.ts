import { isPaymentSql } from '../transactions/money-sql'
import type { Page } from '../domain/page'
import type { WidgetData, WidgetDataRow } from '@paydeck/core/dashboard'
import { addToTotals, emptyTotals, type MoneyRow } from '@paydeck/core/transactions'
import { addToTally, approvalRateOf, emptyTally, sumTallies, type Tally } from '../domain/tally'
import { dayIn, timeZoneProblem, nextDay, wallClockIn, widgetDateRanges, widgetRangeSpan } from '@paydeck/core/time'
import type { SandboxDatabase } from '../db/database'
import { pieces } from '../reports/time-buckets'
import type { ReportScope } from '../reports/report'
import { merchantNames } from '../transactions/lookup'
import { baseCurrencyOf, toBase } from './exchange-rates'
import { webhookStatus } from './webhook-status'
import { pipelineByStage, pipelineElements } from './pipeline-data'
import { disputeRatesReport } from '../reports/dispute-rates-report'

// The dashboard's data sources (seed 002: transactions by status, currency, payment method, service provider and
// date, in the tenant's base currency; reporting by customer; counts and success rate; volume by country), each an
// indexed scan of the caller's book for the widget's filters, answered as seed 002's widget data result.

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** The longest period a widget covers (the book's length). */
export const MAX_WIDGET_DAYS = 186

/** Seed 002 section 7's widget filters, parsed: lists from comma-joined values, the period resolved. */
export interface WidgetQuery {
  from: number
  to: number
  /** The user's zone by name: days and hours are its own (core's time model). */
  timeZone: string
  currency: string[]
  transactionType: string[]
  transactionStatus: string[]
  customer: number[]
  pageIndex: number
  pageSize: number
  /** Whether the widget named its page size (a table with a pager); else it shows its first rows and the rest as one. */
  paged: boolean
  /** Per hour rather than per day: a period of at most two days (the last 24 hours, a day of the detail dialog). */
  hourly: boolean
  /** The pipeline of the pipeline sources (their first for opportunities when none is named). */
  pipelineId: number | null
}

/** The rows a widget shows when it names no page size. */
const WIDGET_ROWS = 5

export class WidgetFilterError extends Error {}

/** The widget's query string as a query, or why it cannot run. */
export function widgetQueryOf(params: URLSearchParams, page: Page, now = Date.now()): WidgetQuery {
  const listOf = (name: string) =>
    (params.get(name) ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean)
  const timeZone = params.get('timeZone') ?? 'UTC'
  const zoneProblem = timeZoneProblem(timeZone)
  if (zoneProblem) throw new WidgetFilterError(zoneProblem)
  const range = params.get('dateRange') ?? (params.get('startDate') ? null : 'last30Days')
  let from: number
  let to: number
  if (range !== null) {
    const named = widgetDateRanges.find((name) => name === range)
    if (!named) throw new WidgetFilterError(`dateRange is one of ${widgetDateRanges.join(', ')}.`)
    // The time model's period: the last days of the user's zone, today included (the last 24 hours as hours).
    ;({ from, to } = widgetRangeSpan(named, timeZone, now))
  } else {
    from = Date.parse(params.get('startDate')!)
    to = params.get('endDate') ? Date.parse(params.get('endDate')!) : now
    if (Number.isNaN(from) || Number.isNaN(to)) throw new WidgetFilterError('startDate and endDate are ISO dates.')
    if (to <= from) throw new WidgetFilterError('endDate is after startDate.')
    if (to - from > MAX_WIDGET_DAYS * DAY)
      throw new WidgetFilterError(`A widget covers at most ${MAX_WIDGET_DAYS} days.`)
  }
  return {
    from,
    to,
    timeZone,
    currency: listOf('currency'),
    transactionType: listOf('transactionType'),
    transactionStatus: listOf('transactionStatus'),
    customer: listOf('customer')
      .map(Number)
      .filter((id) => id > 0),
    // A widget that names no page size shows its first five rows (seed 002); one that names it, the gate's page.
    pageIndex: page.pageIndex,
    pageSize: params.has('PageSize') || params.has('pageSize') ? page.pageSize : WIDGET_ROWS,
    paged: params.has('PageSize') || params.has('pageSize'),
    hourly: to - from <= 2 * DAY,
    pipelineId: Number(params.get('pipelineId')) > 0 ? Number(params.get('pipelineId')) : null,
  }
}

interface Group extends MoneyRow {
  key: string
  currency: string
  n: number
}

/** The volume a group adds: payments by the money model's gross (what they captured), so it is the reports'. */
const volumeOf = (group: Group) => addToTotals(emptyTotals(), group).gross

interface SourceContext {
  db: SandboxDatabase
  scope: ReportScope
  query: WidgetQuery
}

/** One scan of the caller's payments in [from, to) for the filters, grouped by an expression, the currency and status. */
function scan(context: SourceContext, keyExpression: string, from = context.query.from, to = context.query.to) {
  const { scope, query } = context
  const where = ['mode = ?', 'tenant_id = ?', 'created >= ?', 'created < ?']
  const params: unknown[] = [scope.mode, scope.tenantId, new Date(from).toISOString(), new Date(to).toISOString()]
  const inList = (column: string, values: readonly unknown[]) => {
    if (values.length === 0) return
    where.push(`${column} IN (${values.map(() => '?').join(', ')})`)
    params.push(...values)
  }
  if (scope.merchantId !== undefined) inList('merchant_id', [scope.merchantId])
  else inList('merchant_id', query.customer)
  inList('currency', query.currency)
  inList('status', query.transactionStatus)
  if (query.transactionType.length > 0) inList('type', query.transactionType)
  else where.push(isPaymentSql())
  return context.db
    .prepare(
      `SELECT ${keyExpression} AS key, currency, type, status, COUNT(*) AS n, SUM(amount) AS amount
       FROM transactions WHERE ${where.join(' AND ')} GROUP BY key, currency, type, status`,
    )
    .all(...params) as Group[]
}

/** Groups folded into tallies per key, money converted into the base currency; every row asked for is counted. */
function tallies(context: SourceContext, groups: readonly Group[], base: string) {
  const byKey = new Map<string, Tally>()
  for (const group of groups) {
    const tally = byKey.get(group.key) ?? emptyTally()
    byKey.set(group.key, addToTally(tally, { ...group, amount: toBase(group.amount, group.currency, base) }, true))
  }
  return byKey
}

/** Captured, in the base currency's minor units. */
const volumeIn = (tally: Tally) => Math.round(tally.money.gross)

function result(context: SourceContext, rows: WidgetDataRow[], total: Tally, base: string): WidgetData {
  const start = context.query.pageIndex * context.query.pageSize
  return {
    count: rows.length,
    data: rows.slice(start, start + context.query.pageSize),
    totalCount: total.count,
    totalVolume: volumeIn(total),
    baseCurrency: base,
    alertViewModels: [],
  }
}

interface ShareOptions {
  /** A value's words where the column holds ids (a customer's name). */
  label?: (key: string, context: SourceContext) => string
  /** What the rows are ranked by: the measure the widget shows (volume on a map, payments elsewhere). */
  rankBy?: 'count' | 'volume'
  /** A short closed set (statuses): every value is its own row, so a pie covers the whole. */
  everyValue?: boolean
}

/**
 * A tally per value of a column, largest first: status, payment method, provider, country, customer. Shown without
 * a pager, the rows past the first few are one row marked `other`, so the rows always add up to the total.
 */
const byColumn =
  (keyExpression: string, keyName: string, { label, rankBy = 'count', everyValue = false }: ShareOptions = {}) =>
  (context: SourceContext): WidgetData => {
    const base = baseCurrencyOf(context.db, context.scope.tenantId)
    const byKey = tallies(context, scan(context, keyExpression), base)
    const rowOf = (tally: Tally) => ({
      count: tally.count,
      volume: volumeIn(tally),
      successRate: approvalRateOf(tally),
    })
    const measure = (tally: Tally) => (rankBy === 'volume' ? tally.money.gross : tally.count)
    const ranked = [...byKey].sort(([, a], [, b]) => measure(b) - measure(a))
    const { paged, pageSize } = context.query
    const shown = everyValue || paged || ranked.length <= pageSize ? ranked : ranked.slice(0, pageSize - 1)
    const rest = ranked.slice(shown.length)
    const rows: WidgetDataRow[] = shown.map(([key, tally]) => ({
      [keyName]: label ? label(key, context) : key,
      ...(keyName === 'customer' && { customerId: Number(key) }),
      ...rowOf(tally),
    }))
    if (rest.length > 0)
      rows.push({ [keyName]: null, other: true, ...rowOf(sumTallies(rest.map(([, tally]) => tally))) })
    const page =
      everyValue && !paged ? { ...context, query: { ...context.query, pageSize: rows.length || 1 } } : context
    return result(page, rows, sumTallies(byKey.values()), base)
  }

/** The local hour ("2026-11-24T09:00") or day of an instant in the zone: a bucket of the by-date series. */
const bucketOf = (instant: number, timeZone: string, hourly: boolean) =>
  hourly ? `${wallClockIn(instant, timeZone).slice(0, 13).replace(' ', 'T')}:00` : dayIn(instant, timeZone)

/** The hours (or days) of the period as the user's clock names them, each once (a day may have 23 or 25 hours). */
function bucketsOf({ from, to, timeZone, hourly }: WidgetQuery): string[] {
  const keys: string[] = []
  if (!hourly) {
    // Days by the calendar, not by instants: 180 of them, not 4,320 hours asked of Intl on every request.
    for (let day = dayIn(from, timeZone), last = dayIn(to - 1, timeZone); day <= last; day = nextDay(day))
      keys.push(day)
    return keys
  }
  // At most two days: quarter hours, so a zone's :30 and :45 hours and a day's 23 or 25 are all found.
  for (let at = from; at < to; at += 15 * 60_000) keys.push(bucketOf(at, timeZone, true))
  return [...new Set(keys)]
}

/** The payments per day (per hour over at most two days), in the user's days and hours. */
function byDate(context: SourceContext): WidgetData {
  const base = baseCurrencyOf(context.db, context.scope.tenantId)
  const { from, to, timeZone, hourly } = context.query
  // Scanned by pieces of UTC time no local hour splits, then folded into the zone's hours or days.
  const piece = pieces(timeZone, new Date(from).toISOString(), new Date(to).toISOString())
  const groups = scan(context, piece.sql).map((group) => ({
    ...group,
    key: bucketOf(Date.parse(`${group.key}:00Z`), timeZone, hourly),
  }))
  const byKey = tallies(context, groups, base)
  // Every hour or day of the period has its row, a quiet one with zeros: a line does not jump over it.
  for (const key of bucketsOf(context.query)) if (!byKey.has(key)) byKey.set(key, emptyTally())
  const rows = [...byKey]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, tally]) => ({
      date,
      count: tally.count,
      approved: tally.approved,
      declined: tally.declined,
      volume: volumeIn(tally),
      successRate: approvalRateOf(tally),
    }))
  // A chart reads the whole series: no paging.
  return {
    ...result(
      { ...context, query: { ...context.query, pageIndex: 0, pageSize: rows.length } },
      rows,
      sumTallies(byKey.values()),
      base,
    ),
  }
}

/** Per currency: its own volume, and in the base currency. */
function byCurrency(context: SourceContext): WidgetData {
  const base = baseCurrencyOf(context.db, context.scope.tenantId)
  const groups = scan(context, 'currency')
  const byKey = tallies(context, groups, base)
  const own = new Map<string, number>()
  for (const group of groups) own.set(group.currency, (own.get(group.currency) ?? 0) + volumeOf(group))
  const rows = [...byKey]
    .sort(([, a], [, b]) => b.money.gross - a.money.gross)
    .map(([currency, tally]) => ({
      currency,
      count: tally.count,
      volume: own.get(currency) ?? 0,
      baseVolume: volumeIn(tally),
      successRate: approvalRateOf(tally),
    }))
  return result(context, rows, sumTallies(byKey.values()), base)
}

/** One figure over the period and over the one before it of the same length: count and success-rate widgets. */
function headline(context: SourceContext): WidgetData {
  const base = baseCurrencyOf(context.db, context.scope.tenantId)
  const { from, to } = context.query
  const now = sumTallies(tallies(context, scan(context, "'all'"), base).values())
  const before = sumTallies(tallies(context, scan(context, "'all'", from - (to - from), from), base).values())
  return {
    count: now.count,
    data: [{ count: now.count, approved: now.approved, declined: now.declined, successRate: approvalRateOf(now) }],
    totalCount: now.count,
    totalVolume: volumeIn(now),
    baseCurrency: base,
    alertViewModels: [],
    previous: { count: before.count, totalVolume: volumeIn(before), successRate: approvalRateOf(before) },
  }
}

const merchantLabel = (key: string, context: SourceContext) =>
  merchantNames(context.db).get(Number(key)) ?? `Merchant ${key}`

const tallyColumns = ['count', 'volume', 'successRate']

/**
 * The dispute rates report's rows (issue 66) over the widget's period, by UTC month as the report has them: one
 * source of the figures for the report and its widget. The latest month first; none without a payment or a dispute.
 */
function disputeRates({ db, scope, query }: SourceContext): WidgetData {
  const filters = { from: dayIn(query.from, 'UTC'), to: dayIn(query.to - 1, 'UTC') }
  const rows = disputeRatesReport.rows({ db, scope, filters, timeZone: 'UTC' }).reverse()
  const data = rows.slice(0, query.paged ? query.pageSize : WIDGET_ROWS) as WidgetDataRow[]
  return {
    count: data.length,
    data,
    totalCount: rows.length,
    totalVolume: 0,
    baseCurrency: baseCurrencyOf(db, scope.tenantId),
    alertViewModels: [],
  }
}

/** Every data source by its endpoint id, with the columns of its rows; staffOnly ones answer merchants 403. */
export const dataSources: Record<
  string,
  { run: (context: SourceContext) => WidgetData; columns: readonly string[]; staffOnly?: boolean }
> = {
  'transactions-by-status': {
    run: byColumn('status', 'status', { everyValue: true }),
    columns: ['status', ...tallyColumns],
  },
  'transactions-by-currency': {
    run: byCurrency,
    columns: ['currency', 'count', 'volume', 'baseVolume', 'successRate'],
  },
  'transactions-by-payment-method': {
    run: byColumn('payment_method', 'paymentMethod'),
    columns: ['paymentMethod', ...tallyColumns],
  },
  'transactions-by-service-provider': {
    run: byColumn('service_provider', 'serviceProvider'),
    columns: ['serviceProvider', ...tallyColumns],
  },
  'transactions-by-date': {
    run: byDate,
    columns: ['date', 'count', 'approved', 'declined', 'volume', 'successRate'],
  },
  'transactions-by-customer': {
    run: byColumn('merchant_id', 'customer', { label: merchantLabel }),
    columns: ['customer', 'customerId', ...tallyColumns],
    staffOnly: true,
  },
  'volume-by-country': {
    run: byColumn('customer_country', 'country', { rankBy: 'volume' }),
    columns: ['country', ...tallyColumns],
  },
  'transactions-count': { run: headline, columns: ['count', 'approved', 'declined', 'successRate'] },
  'success-rate': { run: headline, columns: ['count', 'approved', 'declined', 'successRate'] },
  'dispute-rates': {
    run: disputeRates,
    columns: ['month', 'currency', 'payments', 'disputes', 'rateByCount', 'rateByAmount', 'winRate'],
  },
  'webhook-status': { run: webhookStatus, columns: ['customer', 'status', 'lastDelivery'], staffOnly: true },
  'pipeline-by-stage': {
    run: pipelineByStage,
    columns: ['stage', 'stageNumber', 'probability', 'count', 'volume', 'weightedVolume'],
    staffOnly: true,
  },
  'pipeline-elements': {
    run: pipelineElements,
    columns: ['name', 'kind', 'pipeline', 'stage', 'volume', 'updated'],
    staffOnly: true,
  },
}

export type { SourceContext }
