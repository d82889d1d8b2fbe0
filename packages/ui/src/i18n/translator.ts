import { lazyCatalogue } from './languages'
import { en, type MessageKey, type Messages } from './messages.en'

export const locales = ['en', 'tr', 'ar'] as const
export type Locale = (typeof locales)[number]

// ui's own words: English in every bundle, Turkish and Arabic each a chunk fetched when first shown.
const uiWords = lazyCatalogue<Messages>(localeOf, {
  en,
  tr: () => import('./messages.tr').then((module) => module.tr),
  ar: () => import('./messages.ar').then((module) => module.ar),
})

/** ui's catalogues by locale: English, and each other language once loaded (`loadLanguage`). */
export const catalogues = uiWords.words as { en: Messages } & Partial<Record<Locale, Messages>>

export type MessageParams = Record<string, string | number>
export type Translate = (key: MessageKey, params?: MessageParams) => string

/** The catalogue of a locale ('tr-TR' finds 'tr'; unknown locales, and a language not loaded yet, get English). */
export function catalogueFor(locale: string): Messages {
  return uiWords.wordsFor(locale)
}

/** The languages written right to left (of ui's locales and beyond, for a host's own catalogue). */
const rightToLeft = new Set(['ar', 'fa', 'he', 'ur'])

/** The direction a locale's text runs in: a page or an element in Arabic is laid out mirrored. */
export const directionOf = (locale: string): 'ltr' | 'rtl' => (rightToLeft.has(languageOf(locale)) ? 'rtl' : 'ltr')

/** A locale's language ('tr-TR' is 'tr'). */
const languageOf = (locale: string) => locale.toLowerCase().split('-')[0]!

/** The locale of ui's whose words a locale reads ('tr-TR' reads 'tr'; a locale without a catalogue reads English). */
export function localeOf(locale: string): Locale {
  const language = languageOf(locale) as Locale
  return (locales as readonly string[]).includes(language) ? language : 'en'
}

const pluralRules = new Map<string, Intl.PluralRules>()
const pluralOf = (locale: string, count: number) => {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)))
  return rules.select(count)
}

// {count, plural, one {# widget} other {# widgets}}: ICU's plural form, its choices chosen by the locale's rules
// (Intl.PluralRules), with =0 or =1 for an exact number and # for the number as the caller gives it.
const plural = /\{(\w+),\s*plural,\s*((?:[=\w]+\s*\{[^{}]*\}\s*)+)\}/g
const choice = /([=\w]+)\s*\{([^{}]*)\}/g

/**
 * A message with its {name} placeholders filled, and its plural forms chosen for the locale; a placeholder without
 * a value stays as it is.
 */
export function interpolate(template: string, params?: MessageParams, locale = 'en'): string {
  return template
    .replace(plural, (whole, name: string, body: string) => {
      const value = params?.[name]
      const count = typeof value === 'number' ? value : Number(String(value ?? '').replace(/[^\d.-]/g, ''))
      if (value === undefined || Number.isNaN(count)) return whole
      const choices = new Map([...body.matchAll(choice)].map(([, key, text]) => [key!, text!]))
      const text = choices.get(`=${count}`) ?? choices.get(pluralOf(locale, count)) ?? choices.get('other') ?? whole
      return text.replace(/#/g, String(value))
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole))
}

/** A translate function for a locale, with a host's overrides per key. */
export function createTranslator(locale: string, overrides: Partial<Messages> = {}): Translate {
  const messages = { ...catalogueFor(locale), ...overrides }
  return (key, params) => interpolate(messages[key], params, locale)
}
