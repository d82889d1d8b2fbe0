import type { ReportColumnDefinition, ReportColumns, ReportRow } from '@paydeck/core/reports'
import { formatAmount } from '../shared/money'

/** A cell as its column's type shows it: money in its currency's decimals, percentages with their sign. */
export function cellText(column: ReportColumnDefinition, row: ReportRow, locale: string): string {
  const value = row[column.name] ?? null
  if (value === null) return '—'
  if (column.type === 'money' && typeof value === 'number')
    return formatAmount(value, String(row[column.currencyColumn ?? 'currency'] ?? 'EUR'), locale)
  if (column.type === 'percent' && typeof value === 'number') return `${value.toLocaleString(locale)} %`
  if (column.type === 'number' && typeof value === 'number') return value.toLocaleString(locale)
  return String(value)
}

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
