import type { MiddlewareHandler } from 'hono'
import { requestLanguage, type Language } from '../api/language'
import { wordIn } from '../words/sandbox-words'

/** The fields of the dashboard's answers that hold the sandbox's own words (names, titles, headers, axis names). */
export const wordedFields: ReadonlySet<string> = new Set([
  'name',
  'categoryName',
  'title',
  'description',
  'xAxisColumnName',
  'yAxisColumnName',
  'tableDataColumns',
])

/**
 * A dashboard answer in a language: the seeded categories, titles, descriptions, column headers and axis names
 * worded by the sandbox's dictionary, wherever they sit (the viewer's dashboard, the management lists, a saved
 * widget); a text an administrator wrote that the dictionary does not have is shown as written.
 */
export function seededWordsIn(value: unknown, language: Language, field?: string): unknown {
  if (language === 'en') return value
  if (typeof value === 'string') return field && wordedFields.has(field) ? wordIn(value, language) : value
  // A list's items are of the list's field (tableDataColumns: ['Payments', …]).
  if (Array.isArray(value)) return value.map((item) => seededWordsIn(item, language, field))
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, seededWordsIn(item, language, key)]))
}

/** Words every JSON answer of the routes it guards by the request's Accept-Language (one place for all of them). */
export const seededWords: MiddlewareHandler = async (c, next) => {
  await next()
  const language = requestLanguage(c)
  if (language === 'en' || !c.res.headers.get('content-type')?.startsWith('application/json')) return
  const worded = JSON.stringify(seededWordsIn(await c.res.json(), language))
  const headers = new Headers(c.res.headers)
  headers.delete('content-length')
  c.res = new Response(worded, { status: c.res.status, headers })
}
