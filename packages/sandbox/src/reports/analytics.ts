import type { Analytics, AnalyticsPeriod, AnalyticsSlice } from '@paydeck/core/analytics'
import type { ReportFilterValues, ReportRow } from '@paydeck/core/reports'
import { reportById } from './catalogue'
import type { ReportContext } from './report'
import { addDays, dayIn, firstOfMonth } from '@paydeck/core/time'
import { approvalRate as rate } from '@paydeck/core/transactions'

// The data-analytics window's figures: the data-analytics report's rows (payments by card brand, 3-D Secure
// outcome, issuing country and currency, one indexed scan) folded into its sections, with the period before.

const TOP_COUNTRIES = 10

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1

/** A period's first and last day in the zone, as of now, and the same number of days just before it. */
export function analyticsDays(period: AnalyticsPeriod, timeZone: string, now = Date.now()) {
  const today = dayIn(now, timeZone)
  const monthStart = firstOfMonth(today)
  const [from, to] = {
    'last-7-days': [addDays(today, -6), today],
    'last-30-days': [addDays(today, -29), today],
    'last-90-days': [addDays(today, -89), today],
    'this-month': [monthStart, today],
    'last-month': [firstOfMonth(today, -1), addDays(monthStart, -1)],
  }[period] as [string, string]
  const length = daysBetween(from, to)
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1) }
}

interface Tally {
  payments: number
  approved: number
  declined: number
}
const numberOf = (row: ReportRow, name: string) => Number(row[name] ?? 0)

function headlineOf(rows: readonly ReportRow[]) {
  const tally = rows.reduce<Tally>(
    (sum, row) => ({
      payments: sum.payments + numberOf(row, 'count'),
      approved: sum.approved + numberOf(row, 'approved'),
      declined: sum.declined + numberOf(row, 'declined'),
    }),
    { payments: 0, approved: 0, declined: 0 },
  )
  return { ...tally, approvalRate: rate(tally.approved, tally.declined) }
}

/** The rows summed by one key, most payments first. */
function slicesBy(rows: readonly ReportRow[], key: string): AnalyticsSlice[] {
  const tallies = new Map<string, Tally>()
  for (const row of rows) {
    const label = String(row[key])
    const tally = tallies.get(label) ?? { payments: 0, approved: 0, declined: 0 }
    tally.payments += numberOf(row, 'count')
    tally.approved += numberOf(row, 'approved')
    tally.declined += numberOf(row, 'declined')
    tallies.set(label, tally)
  }
  return [...tallies]
    .map(([label, tally]) => ({
      label,
      payments: tally.payments,
      approved: tally.approved,
      approvalRate: rate(tally.approved, tally.declined),
      declined: tally.declined,
    }))
    .sort((a, b) => b.payments - a.payments || a.label.localeCompare(b.label))
    .map(({ declined: _declined, ...slice }) => slice)
}

/** The first countries and one slice for the rest, whose rate is recomputed from its own counts. */
function topCountries(rows: readonly ReportRow[]): AnalyticsSlice[] {
  const slices = slicesBy(rows, 'cardCountry')
  if (slices.length <= TOP_COUNTRIES + 1) return slices
  const rest = slices.slice(TOP_COUNTRIES)
  const restRows = rows.filter((row) => rest.some((slice) => slice.label === row.cardCountry))
  const other = headlineOf(restRows)
  return [
    ...slices.slice(0, TOP_COUNTRIES),
    { label: 'Other countries', payments: other.payments, approved: other.approved, approvalRate: other.approvalRate },
  ]
}

/** The data-analytics report's rows for some filters: computed, or (the API's) kept from an earlier call. */
type RowsOf = (filters: ReportFilterValues, compute: () => ReportRow[]) => ReportRow[]

export function analyticsOf(
  context: Omit<ReportContext, 'filters'>,
  period: AnalyticsPeriod,
  now = Date.now(),
  rowsOf: RowsOf = (_, compute) => compute(),
): Analytics {
  const days = analyticsDays(period, context.timeZone, now)
  const report = reportById.get('data-analytics')!
  const rowsFor = (from: string, to: string) =>
    rowsOf({ from, to }, () => report.rows({ ...context, filters: { from, to } }))
  const rows = rowsFor(days.from, days.to)
  const previous = rowsFor(days.previousFrom, days.previousTo)
  const captured = new Map<string, { volume: number; payments: number }>()
  for (const row of rows) {
    const currency = String(row.currency)
    const entry = captured.get(currency) ?? { volume: 0, payments: 0 }
    entry.volume += numberOf(row, 'volume')
    entry.payments += numberOf(row, 'count')
    captured.set(currency, entry)
  }
  return {
    period,
    ...days,
    timeZone: context.timeZone,
    headline: headlineOf(rows),
    previous: headlineOf(previous),
    captured: [...captured]
      .map(([currency, entry]) => ({ currency, ...entry }))
      .sort((a, b) => b.volume - a.volume || a.currency.localeCompare(b.currency)),
    cardBrands: slicesBy(rows, 'cardBrand'),
    threeDs: slicesBy(rows, 'threeDs'),
    countries: topCountries(rows),
  }
}
