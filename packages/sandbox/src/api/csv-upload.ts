import { parse } from 'csv-parse/sync'
import { MAX_UPLOAD_BYTES } from '@paydeck/core/files'
import { fingerprintOf } from '../domain/remembered-answers'
import { refuse } from '../domain/problem'

// An uploaded CSV (bank orders, bulk updates) read into its rows, each with the line it came from so a refusal can
// name it. The first line names the columns, in the order the upload expects.

/** More rows than one upload takes; larger batches are split by whoever sends them. */
export const MAX_CSV_ROWS = 10_000

export interface CsvRow<C extends string> {
  /** The line of the file the row ends on (the header is line 1). */
  line: number
  values: Record<C, string>
}

export interface CsvUpload<C extends string> {
  fileName: string
  /** The file's content and form fields digested: what a repeat of the same upload shares. */
  fingerprint: string
  /** The file's rows alone digested, whatever its name or line endings: the same file uploaded again has the same. */
  contentHash: string
  fields: Record<string, string>
  rows: CsvRow<C>[]
}

/**
 * The multipart form's file (csvFile, a File: the gate read the form by its declaration) read into rows; refused, in
 * words, for what is wrong with the file itself. The form's other fields are part of what a repeat shares.
 */
export async function readCsvUpload<C extends string>(
  { csvFile: file, ...form }: { csvFile: File } & Record<string, unknown>,
  columns: readonly C[],
): Promise<CsvUpload<C>> {
  const refuseFile = (message: string) => refuse.field('csvFile', message)
  if (!/\.csv$/i.test(file.name)) throw refuseFile(`File type not allowed ${file.name}`)
  if (file.size > MAX_UPLOAD_BYTES) throw refuseFile(`File ${file.name} size bigger than allowed`)
  let records: { record: string[]; info: { lines: number } }[]
  const text = await file.text()
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records
  } catch (error) {
    throw refuseFile(`${file.name} is not a CSV file: ${(error as Error).message}`)
  }
  const [header, ...body] = records
  const named = header?.record.map((name) => name.toLowerCase())
  if (!named || columns.some((column, index) => named[index] !== column.toLowerCase()))
    throw refuseFile(`The first line must name the columns ${columns.join(', ')}.`)
  if (body.length === 0) throw refuseFile(`${file.name} has no rows after its first line.`)
  if (body.length > MAX_CSV_ROWS)
    throw refuseFile(`${file.name} has ${body.length} rows; send at most ${MAX_CSV_ROWS}.`)
  const fields = Object.fromEntries(
    Object.entries(form).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  )
  return {
    fileName: file.name,
    fingerprint: fingerprintOf(file.name, text, fields),
    contentHash: fingerprintOf(body.map(({ record }) => record)),
    fields,
    rows: body.map(({ record, info }) => ({
      line: info.lines,
      values: Object.fromEntries(columns.map((column, index) => [column, record[index] ?? ''])) as Record<C, string>,
    })),
  }
}
