import { stringify } from 'csv-stringify/sync'
import { decimalText } from '@paydeck/core/values'

/** Excel and LibreOffice read a file as UTF-8 (ı, €, Arabic) only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF'

/**
 * A cell a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage return) gets a leading
 * apostrophe, which spreadsheets show as text (OWASP's CSV injection advice). Numbers stay numbers, negative
 * amounts too (-30.00 is a refund, not a formula).
 */
export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  const text = String(value)
  if (/^-?\d+(\.\d+)?$/.test(text)) return text
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

/** A CSV file's first line: the byte order mark, then its headings. */
export const headerLine = (headings: readonly string[]) =>
  UTF8_BOM + stringify([headings.map(neutraliseCell)], { record_delimiter: '\n' })

/** An amount in minor units as the decimal a spreadsheet sums (12.50), by its currency's digits. */
export const csvAmount = (amount: number, currency: string): string => decimalText(amount, currency)

/** Rows as CSV with a header line (RFC 4180 quoting by csv-stringify), every cell neutralised. */
export const toCsv = (columns: string[], rows: Record<string, unknown>[]) =>
  headerLine(columns) +
  stringify(
    rows.map((row) => columns.map((column) => neutraliseCell(row[column]))),
    { record_delimiter: '\n' },
  )

/** The time in a file name: 20261122T153000 (seed 000: a prefix and a timestamp). */
export const fileStamp = (at = new Date()) => at.toISOString().replace(/[-:]/g, '').slice(0, 15)

/** Headers of a CSV answer saved under a name. */
export const csvHeaders = (name: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}.csv"`,
})

/** A CSV file streamed chunk by chunk as the reader takes it, in constant memory. */
export function csvStreamResponse(name: string, chunks: Iterator<string>): Response {
  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks.next()
      if (chunk.done) controller.close()
      else controller.enqueue(encoder.encode(chunk.value))
    },
  })
  return new Response(stream, { headers: csvHeaders(name) })
}
