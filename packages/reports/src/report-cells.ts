import type { ReportColumnDefinition, ReportColumns, ReportRow } from '@paydeck/core/reports'
import { moneyOf } from '@paydeck/core/transactions'
import { formatDate, formatMoney, formatNumber, formatPercent } from '@paydeck/ui'

/**
 * A cell as its column's type shows it: money in its currency's decimals, a percentage as the locale writes one,
 * a day and a time as the filters and the rest of the product write them (DD/MM/YYYY), a time in the report's zone.
 */
export function cellText(column: ReportColumnDefinition, row: ReportRow, locale: string, timeZone = 'UTC'): string {
  const value = row[column.name] ?? null
  if (value === null) return '—'
  if (column.type === 'money' && typeof value === 'number')
    return formatMoney(moneyOf(value, String(row[column.currencyColumn ?? 'currency'] ?? 'EUR')), locale)
  if (column.type === 'percent' && typeof value === 'number') return formatPercent(value, locale)
  // A day is already the zone's calendar day (2026-11-01): written as it is, read at UTC so no zone moves it.
  if (column.type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return formatDate(`${value}T00:00:00Z`)
  if (column.type === 'datetime' && typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return formatDate(value, { timeZone, time: 'minutes' })
  if (column.type === 'number' && typeof value === 'number') return formatNumber(value, locale, { digits: 2 })
  return String(value)
}

/** Whether a column holds figures (money, counts, percentages): end-aligned, as a ledger writes them. */
export const isFigure = (column: Pick<ReportColumnDefinition, 'type'>) =>
  column.type === 'money' || column.type === 'number' || column.type === 'percent'

/**
 * The columns the user sees, in their order: the saved choice where there is one (a column the report gained since
 * follows at the end, as its default says), the report's defaults otherwise.
 */
export function shownColumns(
  columns: readonly ReportColumnDefinition[],
  saved: ReportColumns | undefined,
): ReportColumnDefinition[] {
  const byName = new Map(columns.map((column) => [column.name, column]))
  if (!saved) return columns.filter((column) => column.defaultVisible)
  const listed = new Set(saved.items.map((item) => item.name))
  return [
    ...saved.items.filter((item) => item.visible && byName.has(item.name)).map((item) => byName.get(item.name)!),
    ...columns.filter((column) => !listed.has(column.name) && column.defaultVisible),
  ]
}
