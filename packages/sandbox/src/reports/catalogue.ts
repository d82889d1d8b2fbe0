import type { ReportDefinition, ReportPage, ReportRow, ReportSeries } from '@paydeck/core/reports'
import type { SandboxReport, ReportContext, ReportSort } from './report'
import { activityReports } from './activity-reports'
import { alertReport } from './alert-report'
import { disputeRatesReport } from './dispute-rates-report'
import { deliveryReports } from './delivery-reports'
import { statementReports } from './statement-reports'
import { transactionReports } from './transaction-reports'

// The report catalogue: every report the sandbox computes, and those whose data it does not hold, which say so.

const unavailable = (id: string, title: string, reason: string): SandboxReport => ({
  id,
  permissions: { tenant: 'Reports.View', platform: 'Reports.View' },
  definition: (): ReportDefinition => ({
    id,
    title,
    description: reason,
    columns: [],
    filters: [],
    series: null,
    available: false,
    unavailableReason: reason,
  }),
  rows: () => [],
})

export const reports: readonly SandboxReport[] = [
  ...transactionReports,
  ...activityReports,
  ...deliveryReports,
  ...statementReports,
  alertReport,
  disputeRatesReport,
  unavailable(
    'pmp-configuration-report',
    'PMP configuration report',
    'The sandbox holds no payment-method-provider configuration, so this report has nothing to compute from.',
  ),
]

export const reportById = new Map(reports.map((report) => [report.id, report]))

/** The rows' sums over the total columns, one line per currency (money never adds across currencies). */
export function totalsOf(definition: ReportDefinition, rows: readonly ReportRow[]): ReportPage['totals'] {
  const summed = definition.columns.filter((column) => column.total)
  if (summed.length === 0) return []
  const currencyColumn = summed.find((column) => column.currencyColumn)?.currencyColumn
  const lines = new Map<string | null, Record<string, number>>()
  for (const row of rows) {
    const currency = currencyColumn ? String(row[currencyColumn] ?? '') || null : null
    const line = lines.get(currency) ?? Object.fromEntries(summed.map((column) => [column.name, 0]))
    for (const column of summed) line[column.name]! += Number(row[column.name] ?? 0)
    lines.set(currency, line)
  }
  return [...lines]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([currency, values]) => ({ currency, values }))
}

/** A series report's chart lines over every row: each drawn column per value of the `by` column, along the axis. */
export function seriesOf(definition: ReportDefinition, rows: readonly ReportRow[]): ReportSeries[] | null {
  const spec = definition.series
  if (!spec) return null
  const lines = new Map<string, ReportSeries>()
  for (const row of rows)
    for (const column of spec.y) {
      const group = spec.by ? String(row[spec.by] ?? '') : null
      const key = JSON.stringify([column, group])
      const line = lines.get(key) ?? { column, group, points: [] }
      line.points.push({ x: String(row[spec.x]), value: Number(row[column] ?? 0) })
      lines.set(key, line)
    }
  // A line has a point at every x of the report from its first: a day without a reason's declines is 0, a day
  // without a currency's movements keeps its balance.
  const xs = [...new Set(rows.map((row) => String(row[spec.x])))].sort()
  for (const line of lines.values()) {
    const byX = new Map(line.points.map((point) => [point.x, point.value]))
    let last: number | undefined
    line.points = xs.flatMap((x) => {
      last = byX.get(x) ?? (spec.gaps === 'previous' ? last : 0)
      return last === undefined ? [] : [{ x, value: last }]
    })
  }
  return [...lines.values()].sort((a, b) => String(a.group).localeCompare(String(b.group)))
}

/** The order asked for (a sortable column), else the report's default order, else the first column descending. */
export function sortOf(
  definition: ReportDefinition,
  sortBy: string | undefined,
  direction: 'asc' | 'desc',
): ReportSort | null {
  const asked = definition.columns.find((candidate) => candidate.name === sortBy && candidate.sortable)
  const byDefault = definition.defaultSort
  const column =
    asked ?? definition.columns.find((candidate) => candidate.name === byDefault?.column) ?? definition.columns[0]
  if (!column) return null
  return { column: column.name, descending: asked || !byDefault ? direction === 'desc' : byDefault.desc }
}

/** Rows in the order `sortOf` decides, nulls last; rows of equal values keep their order. */
export function sortRows(
  definition: ReportDefinition,
  rows: ReportRow[],
  sortBy: string | undefined,
  direction: 'asc' | 'desc',
): ReportRow[] {
  const sort = sortOf(definition, sortBy, direction)
  if (!sort) return rows
  const sign = sort.descending ? -1 : 1
  return rows.sort((a, b) => {
    const x = a[sort.column] ?? null
    const y = b[sort.column] ?? null
    if (x === y) return 0
    if (x === null) return 1
    if (y === null) return -1
    return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * sign
  })
}

export type { ReportContext }
