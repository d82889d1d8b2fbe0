import type { UserKind } from '@paydeck/core'
import type { ReportRow } from '@paydeck/core/reports'
import { declinedStatuses } from '@paydeck/core/transactions'
import { sqlList } from '../db/sql-list'
import type { ReportContext, SandboxReport } from './report'
import { column, counted, money, periodOf } from './report-fields'
import { pieces } from './time-buckets'
import { commonFilters, scanWhere } from './transaction-scan'
import { PAYMENTS_AND_RETURNS, UTC_PIECE, tallyReport, type TallySpec } from './tally'

// The transaction reports (seed 001's crm/reports/… and the merchant's reports/…): computed from the book of
// business by one indexed range scan grouped by UTC hour, then folded into the report zone's days in memory. Money
// is the money model's (core's money.ts): each refund, reversal and chargeback counts on the day it was booked, as
// the lookup's totals and the statement count it.

const day = column('day', 'Day', 'date')
const currency = column('currency', 'Currency', 'text')
const merchant = (kind: UserKind) => (kind === 'merchant' ? [] : [column('merchant', 'Merchant', 'text')])

/** Grouped by time: the piece of UTC time the report's zone needs (time-buckets.ts), chosen per request. */
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
  rollup: 'analytics_days',
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
