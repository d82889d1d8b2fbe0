import type { Context } from 'hono'
import { languageOf } from '../domain/language'
import { sayIn } from '../words/say'

/** The language a request asks for (its Accept-Language). */
export const requestLanguage = (c: Context) => languageOf(c.req.header('Accept-Language'))

/** The sandbox's words in the language a request asks for (Accept-Language). */
export const sayFor = (c: Context) => sayIn(requestLanguage(c))
