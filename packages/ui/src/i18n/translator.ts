import { en, type MessageKey, type Messages } from './messages.en'
import { tr } from './messages.tr'

export const catalogues = { en, tr } as const
export type Locale = keyof typeof catalogues
export const locales = Object.keys(catalogues) as Locale[]

export type MessageParams = Record<string, string | number>
export type Translate = (key: MessageKey, params?: MessageParams) => string

/** The catalogue of a locale ('tr-TR' finds 'tr'; unknown locales get English). */
export function catalogueFor(locale: string): Messages {
  const language = locale.toLowerCase().split('-')[0] as Locale
  return catalogues[language] ?? en
}

/** A message with its {name} placeholders filled; a placeholder without a value stays as it is. */
export function interpolate(template: string, params?: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  )
}

/** A translate function for a locale, with a host's overrides per key. */
export function createTranslator(locale: string, overrides: Partial<Messages> = {}): Translate {
  const messages = { ...catalogueFor(locale), ...overrides }
  return (key, params) => interpolate(messages[key], params)
}
