import { toMajorUnits } from '@paydeck/core/values'
import type { Language } from '../domain/language'
import { wordIn } from './sandbox-words'

/**
 * The sandbox's texts with parameters, in a language: an English template ('{reference} less fees') is worded by
 * the sandbox's dictionary, then its parameters filled in. What a transaction's story says (its fees, accounting,
 * events, alerts, routing and disputes) is worded this way, when it is read, in the language the request asks for.
 */
export interface Say {
  (template: string, params?: Readonly<Record<string, string | number>>): string
  readonly language: Language
  /** An amount in minor units of a currency, as the language writes money (Latin digits in Arabic too). */
  money(amount: number, currency: string): string
  /** A country's name from its ISO code. */
  country(code: string): string
}

const localeOf = (language: Language) => (language === 'ar' ? 'ar-u-nu-latn' : language)

const sayers = new Map<Language, Say>()

/** The sandbox's words in a language (made once per language: its Intl formatters are not cheap). */
export function sayIn(language: Language): Say {
  let say = sayers.get(language)
  if (!say) sayers.set(language, (say = makeSay(language)))
  return say
}

function makeSay(language: Language): Say {
  const regions = new Intl.DisplayNames([language], { type: 'region' })
  const say = (template: string, params: Readonly<Record<string, string | number>> = {}) =>
    wordIn(template, language).replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    )
  return Object.assign(say, {
    language,
    money: (amount: number, currency: string) =>
      new Intl.NumberFormat(localeOf(language), { style: 'currency', currency, currencyDisplay: 'code' }).format(
        toMajorUnits(amount, currency),
      ),
    country: (code: string) => regions.of(code) ?? code,
  })
}

/** The sandbox's English, for callers that answer no request (the seed, the tests). */
export const english = sayIn('en')
