import type { UserKind } from '@paydeck/core'
import type { ReportColumnDefinition, ReportDefinition, ReportFilterField, ReportRow } from '@paydeck/core/reports'
import {
  addToTotals,
  approvalOf,
  approvalRate,
  declinedStatuses,
  emptyTotals,
  movementOfType,
  transactionStatuses,
  type MoneyRow,
  type MoneyTotals,
} from '@paydeck/core/transactions'
import { sqlList } from '../db/sql-list'
import { merchantNames } from '../transactions/lookup'
import { netTypes } from '../transactions/money-sql'
import type { ReportContext, SandboxReport } from './report'
import {
  MAX_REPORT_DAYS,
  column,
  counted,
  list,
  merchantFilter,
  money,
  periodFilter,
  periodOf,
  tenantFilter,
} from './report-fields'
import { pieces } from './time-buckets'
import { zoneDaysKept } from '../transactions/zone-days'
import { splitPeriod } from '../transactions/transaction-days'
import { keptTallyGroups, type KeptTally } from './kept-tallies'
import { transactionStatusLabels } from '@paydeck/core/labels'

// The transaction reports (seed 001's crm/reports/… and the merchant's reports/…): computed from the book of
// business by one indexed range scan grouped by UTC hour, then folded into the report zone's days in memory. Money
// is the money model's (core's money.ts): each refund, reversal and chargeback counts on the day it was booked, as
// the lookup's totals and the statement count it.

const statusFilter: ReportFilterField = {
  name: 'status',
  label: 'Status',
  type: 'select',
  multiSelectOptions: true,
  options: transactionStatuses.map((status) => ({ value: status, label: transactionStatusLabels.en[status] })),
}

/** The filters every transaction report takes: the period, currencies, merchants (staff) and statuses. */
export function commonFilters({ db, scope }: Pick<ReportContext, 'db' | 'scope'>): ReportFilterField[] {
  const currencies = db.prepare('SELECT code FROM currencies WHERE is_active = 1 ORDER BY code').all() as {
    code: string
  }[]
  const filters: ReportFilterField[] = [
    ...(scope.kind === 'platform' ? [tenantFilter(db)] : []),
    periodFilter,
    {
      name: 'currency',
      label: 'Currency',
      type: 'select',
      multiSelectOptions: true,
      options: currencies.map(({ code }) => ({ value: code, label: code })),
    },
  ]
  if (scope.kind !== 'merchant') filters.push(merchantFilter({ db, scope }))
  return filters
}

/** The scan's WHERE: the caller's book and the filters, on the (mode, tenant, created) index. */
export function scanWhere(
  context: ReportContext,
  extra: string[] = [],
  maxDays = MAX_REPORT_DAYS,
  { from, to }: { from: string; to: string } = periodOf(context, maxDays),
) {
  const { scope, filters } = context
  const where = ['mode = ?', 'tenant_id = ?', 'created >= ?', 'created < ?', ...extra]
  const params: unknown[] = [scope.mode, scope.tenantId, from, to]
  const merchants = scope.merchantId !== undefined ? [scope.merchantId] : list(filters.merchant).map(Number)
  inLists(where, params, { merchant_id: merchants, currency: list(filters.currency), status: list(filters.status) })
  return { clause: where.join(' AND '), params }
}

/** Adds `column IN (…)` to a WHERE for each column asked for some values (none asked: no condition). */
function inLists(where: string[], params: unknown[], lists: Record<string, readonly unknown[]>) {
  for (const [column, values] of Object.entries(lists)) {
    if (values.length === 0) continue
    where.push(`${column} IN (${values.map(() => '?').join(', ')})`)
    params.push(...values)
  }
}

interface Tally {
  count: number
  approved: number
  declined: number
  money: MoneyTotals
}
const emptyTally = (): Tally => ({ count: 0, approved: 0, declined: 0, money: emptyTotals() })
/** Payments are counted; every movement (a payment, a refund of it …) adds its money by the model. */
function add(tally: Tally, row: MoneyRow & { n: number }) {
  tally.money = addToTotals(tally.money, row)
  if (movementOfType[row.type] !== 'capture') return
  tally.count += row.n
  const outcome = approvalOf(row.status)
  if (outcome) tally[outcome] += row.n
}
const figures = (tally: Tally) => ({
  count: tally.count,
  approved: tally.approved,
  declined: tally.declined,
  approvalRate: approvalRate(tally.approved, tally.declined),
  volume: tally.money.gross,
  refunded: tally.money.refunded,
  chargedBack: tally.money.chargedBack,
  net: tally.money.net,
})
const figureColumns = [
  counted('count', 'Payments'),
  counted('approved', 'Approved'),
  counted('declined', 'Declined'),
  column('approvalRate', 'Approval rate', 'percent'),
  money('volume', 'Captured volume'),
  money('refunded', 'Refunded'),
  money('chargedBack', 'Charged back'),
  money('net', 'Net volume'),
]

/** Payments and what went back of them, each on its own day; payouts are not takings. */
const PAYMENTS_AND_RETURNS = `type IN (${netTypes.map((type) => `'${type}'`).join(', ')})`

/** How a tally report names its rows: the key columns, what the scan groups by, and a group's key values. */
export interface TallySpec {
  id: string
  title: string
  description: string
  keys: (kind: UserKind) => ReportColumnDefinition[]
  /** The scan's grouping expressions, each with its alias (status is added). */
  group: Record<string, string>
  /** A group's key values; `dayOf` folds a UTC hour into the report zone's day. */
  keyOf: (group: ScanGroup, dayOf: (hour: string) => string, merchantName: (id: number) => string) => ReportRow
  /** Money columns (and rows split by currency); without, counts only. */
  money: boolean
  series?: ReportDefinition['series']
  /** Its groups kept per day under this table (kept-tallies.ts), for a report whose groups have no time. */
  kept?: string
}
type ScanGroup = Record<string, string | number> & MoneyRow & { n: number }

const countColumns = figureColumns.filter((figure) => figure.type !== 'money')

/**
 * A tenant's tally by the zone's day and currency read from its days in that zone (zone-days.ts), where they answer
 * it: no merchant is asked for (they have none) and the zone's days are kept (or can be made now). Null where they do
 * not: the period's rows are scanned instead.
 */
function zoneDayGroups(spec: TallySpec, context: ReportContext, period: { firstDay: string; lastDay: string }) {
  const { scope, filters } = context
  const answers =
    Object.values(spec.group).every((expression) => expression === UTC_PIECE || expression === 'currency') &&
    scope.merchantId === undefined &&
    list(filters.merchant).length === 0 &&
    zoneDaysKept(context.db, context.timeZone)
  if (!answers) return null
  const where = ['zone = ?', 'mode = ?', 'tenant_id = ?', 'day >= ?', 'day <= ?', 'count <> 0', PAYMENTS_AND_RETURNS]
  const params: unknown[] = [context.timeZone, scope.mode, scope.tenantId, period.firstDay, period.lastDay]
  inLists(where, params, { currency: list(filters.currency), status: list(filters.status) })
  const select = Object.entries(spec.group).map(
    ([alias, expression]) => `${expression === UTC_PIECE ? 'day' : expression} AS ${alias}`,
  )
  return context.db
    .prepare(
      `SELECT ${select.join(', ')}, type, status, SUM(count) AS n, SUM(amount) AS amount FROM transaction_zone_days
       WHERE ${where.join(' AND ')} GROUP BY ${[...Object.keys(spec.group), 'type', 'status'].join(', ')}`,
    )
    .all(...params) as ScanGroup[]
}

const keptTallyOf = (spec: TallySpec): KeptTally => ({
  table: spec.kept!,
  keys: spec.group,
  rows: PAYMENTS_AND_RETURNS,
})

/**
 * A period's groups from the kept days (kept-tallies.ts): its whole UTC days kept, and the parts of a day at either end
 * (a zone's midnight is rarely UTC's) scanned from the transactions; the fold sums a key's groups from both.
 */
function keptGroups(
  tally: KeptTally,
  context: ReportContext,
  period: { from: string; to: string },
  scan: (where: string, params: unknown[]) => ScanGroup[],
): ScanGroup[] {
  const { scope, filters, db } = context
  const { days, edges } = splitPeriod(period.from, period.to)
  const where: string[] = []
  const params: unknown[] = []
  inLists(where, params, { currency: list(filters.currency), status: list(filters.status) })
  const merchantIds = scope.merchantId !== undefined ? [scope.merchantId] : list(filters.merchant).map(Number)
  const whole = days
    ? keptTallyGroups<ScanGroup>(db, tally, {
        mode: scope.mode,
        tenantId: scope.tenantId,
        merchantIds,
        from: days.from!,
        to: days.to!,
        where,
        params,
      })
    : []
  const ends = edges.flatMap((edge) => {
    const { clause, params: values } = scanWhere(context, [PAYMENTS_AND_RETURNS], MAX_REPORT_DAYS, {
      from: edge.from!,
      to: edge.to!,
    })
    return scan(clause, values)
  })
  return [...whole, ...ends]
}

/** The tally reports' kept groups (each report registers its own), made with the book's other kept tables. */
export const keptTallies: KeptTally[] = []

/**
 * A report of payments tallied by some keys (a day, a merchant, a method …, and the currency where money is shown):
 * one indexed scan of the period grouped by the keys and the status, folded into rows in memory.
 */
export function tallyReport(spec: TallySpec): SandboxReport {
  const aliases = Object.keys(spec.group)
  const kept = spec.kept ? keptTallyOf(spec) : undefined
  if (kept) keptTallies.push(kept)
  return {
    id: spec.id,
    permissions: { merchant: 'Merchant.Reports.View', tenant: 'Reports.View', platform: 'Reports.View' },
    definition: (context) => ({
      id: spec.id,
      title: spec.title,
      description: spec.description,
      countedBy: COUNTED_BY_CREATED,
      columns: [...spec.keys(context.scope.kind), ...(spec.money ? figureColumns : countColumns)],
      filters: [...commonFilters(context), statusFilter],
      series: spec.series ?? null,
      available: true,
      unavailableReason: null,
    }),
    rows: (context) => {
      const { clause, params } = scanWhere(context, [PAYMENTS_AND_RETURNS])
      const period = periodOf(context)
      const time = pieces(context.timeZone, period.from, period.to)
      const select = Object.entries(spec.group)
        .map(([alias, expression]) => `${expression === UTC_PIECE ? time.sql : expression} AS ${alias}`)
        .join(', ')
      const zoneDays = zoneDayGroups(spec, context, period)
      // The zone's days are named by their day already; the rows' groups by their piece of UTC time.
      const dayOf = zoneDays ? (day: string) => day : time.dayOf
      const scan = (where: string, values: unknown[]) =>
        context.db
          .prepare(
            `SELECT ${select}, type, status, COUNT(*) AS n, SUM(amount) AS amount
             FROM transactions WHERE ${where} GROUP BY ${[...aliases, 'type', 'status'].join(', ')}`,
          )
          .all(...values) as ScanGroup[]
      const groups = zoneDays ?? (kept ? keptGroups(kept, context, period, scan) : scan(clause, params))
      const names = merchantNames(context.db)
      const merchantName = (id: number) => names.get(id) ?? `Merchant ${id}`
      // Only the keys the caller's kind sees (a merchant has no merchant column: its rows are its own).
      const shown = spec.keys(context.scope.kind).map((key) => key.name)
      const rows = new Map<string, { key: ReportRow; tally: Tally }>()
      for (const group of groups) {
        const all = spec.keyOf(group, dayOf, merchantName)
        const key = Object.fromEntries(shown.map((name) => [name, all[name] ?? null]))
        const id = JSON.stringify(key)
        const entry = rows.get(id) ?? { key, tally: emptyTally() }
        add(entry.tally, group)
        rows.set(id, entry)
      }
      return [...rows.values()].map(({ key, tally }) => {
        const all = figures(tally)
        return spec.money
          ? { ...key, ...all }
          : { ...key, count: all.count, approved: all.approved, declined: all.declined, approvalRate: all.approvalRate }
      })
    },
  }
}

const day = column('day', 'Day', 'date')
const currency = column('currency', 'Currency', 'text')
const merchant = (kind: UserKind) => (kind === 'merchant' ? [] : [column('merchant', 'Merchant', 'text')])
/** Where a report groups by time: the piece of UTC time its zone needs (time-buckets.ts), chosen per request. */
/** What a payments report counts by: the day each payment was made (the lookup's Created). */
export const COUNTED_BY_CREATED = 'Each payment counts on the day it was made, in the report’s time zone.'

const UTC_PIECE = 'utc piece'
const hourly = { hour: UTC_PIECE }

/** The data-analytics report and window: payments by card, kept per day (a half year of a merchant is grouped). */
export const dataAnalytics: TallySpec = {
  id: 'data-analytics',
  title: 'Data analytics',
  description:
    'Payments by card brand, 3-D Secure outcome and issuing country: where approvals are won and lost, and the money captured.',
  keys: () => [
    column('cardBrand', 'Card brand', 'text'),
    column('threeDs', '3-D Secure', 'text'),
    column('cardCountry', 'Issuing country', 'text'),
    currency,
  ],
  group: {
    cardBrand: "COALESCE(card_brand, 'Not a card')",
    threeDs: 'three_ds',
    cardCountry: "COALESCE(card_country, '—')",
    currency: 'currency',
  },
  keyOf: (group) => ({
    cardBrand: group.cardBrand!,
    threeDs: group.threeDs!,
    cardCountry: group.cardCountry!,
    currency: group.currency!,
  }),
  money: true,
  kept: 'analytics_days',
}

const tallyReports = [
  tallyReport({
    id: 'transactions-daily',
    title: 'Transactions daily',
    description: 'Payments per day and currency: how many, how many approved and declined, and the money captured.',
    keys: () => [day, currency],
    group: { ...hourly, currency: 'currency' },
    keyOf: (group, dayOf) => ({ day: dayOf(String(group.hour)), currency: group.currency! }),
    money: true,
    series: { x: 'day', y: ['volume'], by: 'currency' },
  }),
  tallyReport({
    id: 'transactions-daily-v1',
    title: 'Transactions daily (v1)',
    description: 'The earlier daily layout: payments per day in every currency together, counts and approval rate.',
    keys: () => [day],
    group: hourly,
    keyOf: (group, dayOf) => ({ day: dayOf(String(group.hour)) }),
    money: false,
    series: { x: 'day', y: ['count', 'approved'] },
  }),
  tallyReport({
    id: 'transactions-summary',
    title: 'Transactions summary',
    description: 'The period per merchant and currency: payments, approval rate and the money captured and refunded.',
    keys: (kind) => [...merchant(kind), currency],
    group: { merchantId: 'merchant_id', currency: 'currency' },
    keyOf: (group, _, name) => ({ merchant: name(Number(group.merchantId)), currency: group.currency! }),
    money: true,
  }),
  tallyReport({
    id: 'transactions-summary-v1',
    title: 'Transactions summary (v1)',
    description: 'The earlier summary: the period per merchant, counts and approval rate.',
    keys: (kind) => merchant(kind),
    group: { merchantId: 'merchant_id' },
    keyOf: (group, _, name) => ({ merchant: name(Number(group.merchantId)) }),
    money: false,
  }),
  tallyReport({
    id: 'transactions-summary-v3',
    title: 'Transactions summary by payment method',
    description: 'The period per payment method and currency: payments, approval rate and the money captured.',
    keys: () => [column('paymentMethod', 'Payment method', 'text'), currency],
    group: { paymentMethod: 'payment_method', currency: 'currency' },
    keyOf: (group) => ({ paymentMethod: group.paymentMethod!, currency: group.currency! }),
    money: true,
  }),
  tallyReport(dataAnalytics),
  tallyReport({
    id: 'transactions-summary-per-day-month',
    title: 'Transactions summary per month',
    description: 'Payments per calendar month (in the report’s time zone) and currency.',
    keys: () => [column('month', 'Month', 'text'), currency],
    group: { ...hourly, currency: 'currency' },
    keyOf: (group, dayOf) => ({ month: dayOf(String(group.hour)).slice(0, 7), currency: group.currency! }),
    money: true,
    series: { x: 'month', y: ['volume'], by: 'currency' },
  }),
]

/** The declined payments of the period (whatever statuses the form asked for) and how a reason is named. */
const declinesWhere = (context: ReportContext) =>
  scanWhere({ ...context, filters: { ...context.filters, status: null } }, [
    PAYMENTS_AND_RETURNS,
    `status IN (${sqlList(declinedStatuses)})`,
  ])
const REASON = "COALESCE(decline_reason, 'No reason given')"

const declinedReasons: SandboxReport = {
  id: 'declined-transaction-reasons',
  permissions: { tenant: 'Reports.View', platform: 'Reports.View' },
  definition: (context) => ({
    id: 'declined-transaction-reasons',
    title: 'Declined transaction reasons',
    description: 'Why payments were declined in the period: each reason with its response code, count and share.',
    columns: [
      column('reason', 'Reason', 'text'),
      column('responseCode', 'Response code', 'text'),
      column('currency', 'Currency', 'text'),
      counted('count', 'Declines'),
      column('share', 'Share of declines', 'percent'),
      money('amount', 'Declined amount'),
    ],
    // The reason that costs most comes first.
    defaultSort: { column: 'count', desc: true },
    filters: commonFilters(context),
    series: null,
    available: true,
    unavailableReason: null,
  }),
  rows: (context) => {
    const { clause, params } = declinesWhere(context)
    const reasons = context.db
      .prepare(
        `SELECT ${REASON} AS reason, response_code AS responseCode, currency,
           COUNT(*) AS count, SUM(amount) AS amount
         FROM transactions WHERE ${clause} GROUP BY reason, responseCode, currency`,
      )
      .all(...params) as { reason: string; responseCode: string; currency: string; count: number; amount: number }[]
    const perCurrency = new Map<string, number>()
    for (const row of reasons) perCurrency.set(row.currency, (perCurrency.get(row.currency) ?? 0) + row.count)
    return reasons.map((row): ReportRow => ({
      ...row,
      share: Math.round((row.count / perCurrency.get(row.currency)!) * 1000) / 10,
    }))
  },
}

/** Declines per day and reason: whether a reason is growing (a chart line per reason). */
const declineReasons: SandboxReport = {
  id: 'decline-reasons',
  permissions: { tenant: 'Reports.View', platform: 'Reports.View' },
  definition: (context) => ({
    id: 'decline-reasons',
    title: 'Decline reasons by day',
    description: 'Declined payments per day and reason, with each reason’s share of the day’s declines.',
    columns: [
      day,
      column('reason', 'Reason', 'text'),
      column('responseCode', 'Response code', 'text'),
      counted('count', 'Declines'),
      column('share', 'Share of the day', 'percent'),
    ],
    filters: commonFilters(context),
    series: { x: 'day', y: ['count'], by: 'reason' },
    available: true,
    unavailableReason: null,
  }),
  rows: (context) => {
    const { clause, params } = declinesWhere(context)
    const period = periodOf(context)
    const { sql, dayOf } = pieces(context.timeZone, period.from, period.to)
    const groups = context.db
      .prepare(
        `SELECT ${sql} AS hour, ${REASON} AS reason,
           response_code AS responseCode, COUNT(*) AS count
         FROM transactions WHERE ${clause} GROUP BY hour, reason, responseCode`,
      )
      .all(...params) as { hour: string; reason: string; responseCode: string; count: number }[]
    const rows = new Map<string, { day: string; reason: string; responseCode: string; count: number }>()
    const perDay = new Map<string, number>()
    for (const group of groups) {
      const key = `${dayOf(group.hour)} ${group.reason} ${group.responseCode}`
      const row = rows.get(key) ?? {
        day: dayOf(group.hour),
        reason: group.reason,
        responseCode: group.responseCode,
        count: 0,
      }
      row.count += group.count
      rows.set(key, row)
      perDay.set(row.day, (perDay.get(row.day) ?? 0) + group.count)
    }
    return [...rows.values()].map((row) => ({
      ...row,
      share: Math.round((row.count / perDay.get(row.day)!) * 1000) / 10,
    }))
  },
}

export const transactionReports: readonly SandboxReport[] = [...tallyReports, declinedReasons, declineReasons]
