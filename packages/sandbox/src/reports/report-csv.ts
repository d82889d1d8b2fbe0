import { stringify } from 'csv-stringify/sync'
import type { ReportDefinition, ReportRow } from '@paydeck/core/reports'
import { csvAmount, headerLine, neutraliseCell } from '../db/csv'

// A report's rows as CSV, for the export the user streams and the files automated reports generate alike.

const ROWS_PER_CHUNK = 500

/** A cell as a spreadsheet reads it: money as the currency's decimals, the rest as it is; never a formula. */
function cellOf(definition: ReportDefinition, name: string, row: ReportRow): string {
  const column = definition.columns.find((candidate) => candidate.name === name)!
  const value = row[name] ?? null
  if (column.type === 'money' && typeof value === 'number')
    return csvAmount(value, String(row[column.currencyColumn ?? 'currency'] ?? 'EUR'))
  return neutraliseCell(value)
}

/**
 * The CSV of the rows in the columns given, a chunk of rows at a time: the header first, naming the zone its days
 * and times are in.
 */
export function* reportCsv(
  definition: ReportDefinition,
  columns: readonly string[],
  rows: readonly ReportRow[],
  timeZone: string,
): Generator<string> {
  const labels = columns.map((name) => {
    const column = definition.columns.find((candidate) => candidate.name === name)!
    return column.type === 'date' || column.type === 'datetime' ? `${column.label} (${timeZone})` : column.label
  })
  yield headerLine(labels)
  for (let next = 0; next < rows.length; next += ROWS_PER_CHUNK)
    yield stringify(
      rows.slice(next, next + ROWS_PER_CHUNK).map((row) => columns.map((name) => cellOf(definition, name, row))),
      { record_delimiter: '\n' },
    )
}
