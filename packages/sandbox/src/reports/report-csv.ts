import { stringify } from 'csv-stringify/sync'
import type { ReportDefinition, ReportRow } from '@paydeck/core/reports'
import { csvAmount, headerLine, neutraliseCell } from '../db/csv'
import type { ReportContext, ReportSort, SandboxReport } from './report'

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
 * and times are in. The rows may come as they are read (a report of many rows, page by page).
 */
export function* reportCsv(
  definition: ReportDefinition,
  columns: readonly string[],
  rows: Iterable<ReportRow>,
  timeZone: string,
): Generator<string> {
  const labels = columns.map((name) => {
    const column = definition.columns.find((candidate) => candidate.name === name)!
    return column.type === 'date' || column.type === 'datetime' ? `${column.label} (${timeZone})` : column.label
  })
  yield headerLine(labels)
  const chunk = (batch: ReportRow[]) =>
    stringify(
      batch.map((row) => columns.map((name) => cellOf(definition, name, row))),
      { record_delimiter: '\n' },
    )
  const batch: ReportRow[] = []
  for (const row of rows) {
    batch.push(row)
    if (batch.length === ROWS_PER_CHUNK) yield chunk(batch.splice(0))
  }
  if (batch.length > 0) yield chunk(batch)
}

/**
 * Every row of a paged report in the order given, a page at a time as the file streams. The first page (small, so the
 * file's first bytes leave at once) is read before the answer starts: a filter the report refuses is still a 400.
 */
export function pagesOf(
  page: NonNullable<SandboxReport['page']>,
  context: ReportContext,
  sort: ReportSort | null,
): Iterable<ReportRow> {
  const [first, rest] = [1_000, 10_000]
  const opening = page(context, { sort, offset: 0, limit: first }).data
  return (function* () {
    yield* opening
    if (opening.length < first) return
    for (let offset = first; ; offset += rest) {
      const { data } = page(context, { sort, offset, limit: rest })
      yield* data
      if (data.length < rest) return
    }
  })()
}
