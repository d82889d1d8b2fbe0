import { createHash } from 'node:crypto'
import * as z from 'zod/mini'
import type { CheckedTransactionQuery } from '@paydeck/core/transactions'

// Deep pages by key (issue 67): a page's answer carries the keys of the pages beside it — the sort values and id of
// its last row (the next page) and of its first (the previous one) — so the next page starts where this one ended
// instead of walking every row before it. A key is the sandbox's own text: it names the page it leads to and the
// question it was made for, and is used only for that page of that question (any other falls back to the offset,
// which is always right).

/** One column of a sort, in its direction; a sort's last is always the id. */
export type SortPart = [column: string, direction: 'ASC' | 'DESC']

const keySchema = z.object({
  /** The page this key leads to. */
  page: z.number(),
  /** Which side of the values the page lies: after them (the next page) or before them (the previous). */
  side: z.enum(['after', 'before']),
  /** The question it was made for: the filters, the sort and the page size. */
  question: z.string(),
  values: z.array(z.union([z.string(), z.number()])),
})
type PageKey = z.infer<typeof keySchema>

/** The question a query asks, apart from which page: a key is good only for the question it was made for. */
const questionOf = ({ PageIndex: _page, key: _key, ...question }: CheckedTransactionQuery) =>
  createHash('sha256').update(JSON.stringify(question)).digest('base64url').slice(0, 16)

const encode = (key: PageKey) => Buffer.from(JSON.stringify(key)).toString('base64url')

/** The key a query brought, if it is one for this page of this question. */
function keyOf(query: CheckedTransactionQuery, parts: readonly SortPart[]): PageKey | null {
  if (!query.key) return null
  try {
    const read = z.safeParse(keySchema, JSON.parse(Buffer.from(query.key, 'base64url').toString('utf8')))
    if (!read.success) return null
    const key = read.data
    const fits =
      key.page === query.PageIndex && key.question === questionOf(query) && key.values.length === parts.length
    return fits ? key : null
  } catch {
    return null
  }
}

/**
 * Where a page starts by its key: the rows strictly beyond the key's values in the sort's order (or before them, for
 * the previous page, read in the reverse order; the page's own order puts it back). Null when the key is not this page's: the offset.
 */
export function keyedPage(query: CheckedTransactionQuery, parts: readonly SortPart[]) {
  const key = keyOf(query, parts)
  if (!key) return null
  const reverse = key.side === 'before'
  const beyond = (direction: SortPart[1]) => ((direction === 'DESC') !== reverse ? '<' : '>')
  // Lexicographic: beyond on the first column, or equal there and beyond on the next, and so on.
  const params: Record<string, string | number> = {}
  const names = parts.map((_, index) => `@key${index}`)
  parts.forEach((_, index) => (params[`key${index}`] = key.values[index]!))
  // The first column's inclusive bound is a plain range of the sort's index, which any index led by it reads (a row
  // value is read as a range only by an index of exactly those columns); the chain then drops the rows at the key.
  const [first, firstDirection] = parts[0]!
  const chain = parts
    .map((_, index) =>
      [
        ...parts.slice(0, index).map(([column], before) => `${column} = ${names[before]}`),
        `${parts[index]![0]} ${beyond(parts[index]![1])} ${names[index]}`,
      ].join(' AND '),
    )
    .join(') OR (')
  const clause = `(${first} ${beyond(firstDirection)}= ${names[0]} AND ((${chain})))`
  const order = parts
    .map(([column, direction]) => `${column} ${reverse ? (direction === 'ASC' ? 'DESC' : 'ASC') : direction}`)
    .join(', ')
  return { clause, params, order }
}

/** The keys of the pages beside one: after its last row, before its first; none where there is no such page. */
export function pageKeys(
  query: CheckedTransactionQuery,
  rows: readonly Record<string, unknown>[],
  parts: readonly SortPart[],
  count: number,
) {
  const valuesOf = (row: Record<string, unknown> | undefined) =>
    row ? parts.map(([column]) => row[column] as string | number) : null
  const make = (page: number, side: PageKey['side'], values: (string | number)[] | null) =>
    values && values.every((value) => value !== null && value !== undefined)
      ? encode({ page, side, question: questionOf(query), values })
      : null
  const more = (query.PageIndex + 1) * query.PageSize < count && rows.length === query.PageSize
  return {
    nextKey: more ? make(query.PageIndex + 1, 'after', valuesOf(rows.at(-1))) : null,
    previousKey: query.PageIndex > 0 ? make(query.PageIndex - 1, 'before', valuesOf(rows[0])) : null,
  }
}
