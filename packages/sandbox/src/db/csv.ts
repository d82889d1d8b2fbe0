const csvCell = (value: unknown) => {
  const text = String(value ?? '')
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows as CSV with a header line, cells quoted where they must be (RFC 4180). */
export const toCsv = (columns: string[], rows: Record<string, unknown>[]) =>
  [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))].join('\n') + '\n'
