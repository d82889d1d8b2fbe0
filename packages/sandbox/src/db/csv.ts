const csvCell = (value: unknown) => {
  const text = String(value ?? '')
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows as CSV with a header line, cells quoted where they must be (RFC 4180). */
export const toCsv = (columns: string[], rows: Record<string, unknown>[]) =>
  [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))].join('\n') + '\n'

/** The time in a file name: 20261122T153000 (seed 000: a prefix and a timestamp). */
export const fileStamp = (at = new Date()) => at.toISOString().replace(/[-:]/g, '').slice(0, 15)

/** Headers of a CSV answer saved under a name. */
export const csvHeaders = (name: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}.csv"`,
})
