import type { MiddlewareHandler } from 'hono'
import { requestLanguage } from './language'
import type { Language } from '../domain/language'
import { wordIn } from '../words/sandbox-words'

/** The fields of the dashboard's answers that hold the sandbox's own words (names, titles, headers, axis names). */
export const dashboardFields: ReadonlySet<string> = new Set([
  'name',
  'categoryName',
  'title',
  'description',
  'xAxisColumnName',
  'yAxisColumnName',
  'tableDataColumns',
])

/** The fields of price books' and proposals' answers that hold the sandbox's words: the seeded fee types. */
export const feeFields: ReadonlySet<string> = new Set(['feeTypeName'])

/** The fields of staff accounts' answers that may hold the sandbox's words: a shared role's name. */
export const roleFields: ReadonlySet<string> = new Set(['roleName'])

/**
 * An answer in a language: the texts of the given fields worded by the sandbox's dictionary, wherever they sit (the
 * viewer's dashboard, the management lists, a saved widget, a price book's fees); a text a person wrote that the
 * dictionary does not have is shown as written.
 */
export function wordedIn(value: unknown, language: Language, fields: ReadonlySet<string>, field?: string): unknown {
  if (language === 'en') return value
  if (typeof value === 'string') return field && fields.has(field) ? wordIn(value, language) : value
  // A list's items are of the list's field (tableDataColumns: ['Payments', …]).
  if (Array.isArray(value)) return value.map((item) => wordedIn(item, language, fields, field))
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wordedIn(item, language, fields, key)]))
}

/**
 * Words every JSON answer of the routes it guards by the request's Accept-Language: one place for all of a router's
 * answers, so no route can forget it.
 */
export const wordedAnswers =
  (fields: ReadonlySet<string>, { except }: { except?: string } = {}): MiddlewareHandler =>
  async (c, next) => {
    await next()
    // A route of figures (a widget's data) holds data, not the sandbox's words: it is sent as it is, unparsed.
    if (except && c.req.path.includes(except)) return
    const language = requestLanguage(c)
    if (language === 'en' || !c.res.headers.get('content-type')?.startsWith('application/json')) return
    const worded = JSON.stringify(wordedIn(await c.res.json(), language, fields))
    const headers = new Headers(c.res.headers)
    headers.delete('content-length')
    c.res = new Response(worded, { status: c.res.status, headers })
  }
