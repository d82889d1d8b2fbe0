// Reads an amount as a person types or pastes it, in their locale: never a guess, and nothing dropped silently.
import { numbersIn } from '../format/format'
import { numberFormat } from '../format/intl'

export type AmountReading =
  | { kind: 'empty' }
  /** minor: the amount in the currency's minor units; major: the same as plain digits with a point ("1234.50"). */
  | { kind: 'amount'; minor: number; major: string }
  | { kind: 'unreadable' }
  | { kind: 'negative' }
  | { kind: 'tooManyDecimals'; decimalPlaces: number }
  | { kind: 'otherCurrency'; written: string }
  | { kind: 'tooLarge' }

export interface AmountOptions {
  /** The locale the user writes in: it decides what a lone separator before three digits means. */
  locale: string
  /** The currency's decimal places (2 for EUR, 0 for JPY, 3 for KWD). */
  decimalPlaces: number
  /** The field's currency: a code or symbol of another one is refused, not ignored. */
  currency?: string
}

const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g
const latinDigit = (digit: string) => String((digit.codePointAt(0)! - 0x0660) % (0x06f0 - 0x0660))
// Spaces of every width and apostrophes group thousands (1 234,50; 1’234.50); Arabic has its own signs.
const GROUP_SIGNS = /[\s\u00a0\u202f'’\u066c]/
const ARABIC_DECIMAL = '\u066b'

/** The locale's decimal separator, as numbers are written on screen (Latin digits in Arabic too). */
function decimalSeparatorOf(locale: string): string {
  const parts = numberFormat(numbersIn(locale)).formatToParts(1.5)
  return parts.find((part) => part.type === 'decimal')?.value ?? '.'
}

/** The ways a currency is written around an amount: its code, and its symbols in the languages we speak. */
function currencySigns(currency: string, locale: string): Set<string> {
  const signs = new Set([currency.toUpperCase()])
  for (const lang of [locale, 'en', 'tr', 'ar']) {
    for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const) {
      const part = numberFormat(lang, { style: 'currency', currency, currencyDisplay })
        .formatToParts(1)
        .find((item) => item.type === 'currency')
      if (part) signs.add(part.value.toUpperCase())
    }
  }
  return signs
}

// A currency written before or after the figures: a symbol, or letters (a code such as EUR or TL).
const AROUND = /^([^\d\s.,\u066b\u066c-]*)\s*(.*?)\s*([^\d\s.,\u066b\u066c]*)$/su

/**
 * Reads an amount typed or pasted in the user's locale: a decimal comma or point, thousands grouped by points,
 * commas, spaces or apostrophes, a currency code or sign around it, Arabic-Indic digits. When both separators
 * appear, the last is the decimal one; a lone separator before exactly three digits is read as the locale writes
 * it (1,234 is a thousand in English, one and a bit in Turkish, which a two-decimal currency then refuses).
 */
export function readAmount(text: string, { locale, decimalPlaces, currency }: AmountOptions): AmountReading {
  const trimmed = text.replace(ARABIC_DIGITS, latinDigit).trim()
  if (trimmed === '') return { kind: 'empty' }
  // An accountant's negative: (10.00).
  if (/^\(.*\)$/.test(trimmed)) return { kind: 'negative' }
  const [, before = '', figures = '', after = ''] = AROUND.exec(trimmed) ?? []
  if (!/\d/.test(figures)) return { kind: 'unreadable' }
  for (const written of [before, after].filter(Boolean)) {
    if (written.includes('-') || written.includes('−')) return { kind: 'negative' }
    if (currency && !currencySigns(currency, locale).has(written.toUpperCase()))
      return { kind: 'otherCurrency', written }
    if (!currency) return { kind: 'unreadable' }
  }
  if (/^[-−]/.test(figures)) return { kind: 'negative' }
  if (!/^[\d.,\s\u00a0\u202f'’\u066b\u066c]+$/.test(figures)) return { kind: 'unreadable' }

  const split = splitDecimal(figures, decimalSeparatorOf(locale), decimalPlaces)
  if (!split) return { kind: 'unreadable' }
  const { whole, fraction } = split
  if (fraction.length > decimalPlaces) return { kind: 'tooManyDecimals', decimalPlaces }
  const minor = Number(`${whole || '0'}${fraction.padEnd(decimalPlaces, '0')}`)
  if (!Number.isSafeInteger(minor)) return { kind: 'tooLarge' }
  const digits = String(minor).padStart(decimalPlaces + 1, '0')
  const major = decimalPlaces ? `${digits.slice(0, -decimalPlaces)}.${digits.slice(-decimalPlaces)}` : digits
  return { kind: 'amount', minor, major }
}

/** The whole part's digits and the fraction's, or null when the grouping cannot be read. */
function splitDecimal(
  figures: string,
  localeDecimal: string,
  decimalPlaces: number,
): { whole: string; fraction: string } | null {
  const marks = [...figures].filter((char) => !/\d/.test(char) && !GROUP_SIGNS.test(char))
  const decimal = decimalMark(figures, marks, localeDecimal, decimalPlaces)
  if (decimal === undefined) return null
  const at = decimal === null ? -1 : figures.lastIndexOf(decimal)
  const wholeText = at < 0 ? figures : figures.slice(0, at)
  const fraction = at < 0 ? '' : figures.slice(at + 1)
  if (!/^\d*$/.test(fraction)) return null
  const groups = wholeText.split(/[.,\s\u00a0\u202f'’\u066c]/)
  if (
    groups.length > 1 &&
    groups.some((group, index) => (index === 0 ? !/^\d{1,3}$/.test(group) : !/^\d{3}$/.test(group)))
  )
    return null
  return { whole: groups.join(''), fraction }
}

/** Which mark is the decimal separator: null for none, undefined when the marks cannot be read. */
function decimalMark(
  figures: string,
  marks: string[],
  localeDecimal: string,
  decimalPlaces: number,
): string | null | undefined {
  if (marks.length === 0) return null
  if (marks.includes(ARABIC_DECIMAL))
    return marks.filter((mark) => mark === ARABIC_DECIMAL).length === 1 ? ARABIC_DECIMAL : undefined
  const last = marks[marks.length - 1]!
  const kinds = new Set(marks)
  // Both kinds: the last is the decimal one, and it comes once.
  if (kinds.size > 1) return marks.indexOf(last) === marks.length - 1 ? last : undefined
  // One kind, several times: thousands.
  if (marks.length > 1) return null
  const after = figures.length - figures.lastIndexOf(last) - 1
  if (after !== 3) return last
  // A lone mark before three digits: as the locale writes it, unless three decimals cannot be meant.
  if (decimalPlaces < 3 && /^0?[.,]/.test(figures)) return last
  return last === localeDecimal ? last : null
}
