import { directionOf, localeOf, type Translate } from '../i18n/translator'
import type { MoneyValue } from '@paydeck/core/values'
import { dateTimeFormat, numberFormat } from './intl'

export const DEFAULT_LOCALE = 'en-GB'

/**
 * The locale numbers are written in: Arabic with Latin digits, as its dates, references and typed amounts are (one
 * set of digits on a screen; docs/decisions.md, "Arabic").
 */
export const numbersIn = (locale: string) =>
  localeOf(locale) === 'ar' && !locale.includes('-u-') ? `${locale}-u-nu-latn` : locale

/** A count or a plain figure as the locale groups it (12,345 in English, 12.345 in Turkish). */
export function formatNumber(
  value: number,
  locale = DEFAULT_LOCALE,
  { digits = 0, minimumDigits = 0 }: { digits?: number; minimumDigits?: number } = {},
) {
  return numberFormat(numbersIn(locale), {
    minimumFractionDigits: minimumDigits,
    maximumFractionDigits: digits,
    // Never "-0": a figure that rounds to nothing has no sign (an empty chart's axis, a net of nothing).
    signDisplay: 'negative',
  }).format(value)
}

/** An amount to write: its major-unit value and its currency's decimals (core's `moneyOf` makes one from minor units). */
export type { MoneyValue }

/**
 * An amount in the currency's major unit, with the currency's decimal places (default 2). Right to left, the currency
 * is its code (EUR 12.50): a symbol of Latin letters and signs (UK£, US$) is turned about by the text's direction.
 * The one way the widgets write money: an amount from the API is `formatMoney(moneyOf(minor, currency), locale)`.
 */
export function formatMoney(money: MoneyValue, locale?: string): string
export function formatMoney(
  amount: number,
  currency: string,
  options?: { decimalPlaces?: number; locale?: string },
): string
export function formatMoney(
  value: number | MoneyValue,
  currencyOrLocale?: string,
  options: { decimalPlaces?: number; locale?: string } = {},
): string {
  const { amount, currency, decimalPlaces, locale } =
    typeof value === 'number'
      ? {
          amount: value,
          currency: currencyOrLocale!,
          decimalPlaces: options.decimalPlaces ?? 2,
          locale: options.locale,
        }
      : { ...value, locale: currencyOrLocale }
  const writtenIn = locale ?? DEFAULT_LOCALE
  return numberFormat(numbersIn(writtenIn), {
    style: 'currency',
    currency,
    currencyDisplay: directionOf(writtenIn) === 'rtl' ? 'code' : 'symbol',
    minimumFractionDigits: decimalPlaces,
    maximumFractionDigits: decimalPlaces,
    signDisplay: 'negative',
  }).format(amount)
}

/** Bytes as a person reads them (KB, MB), in the user's locale. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return numberFormat(numbersIn(locale), {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value)
}

/** Fees always show 2 decimals (seed 002 section 9). */
export function formatFee(value: number, locale = DEFAULT_LOCALE): string {
  return numberFormat(numbersIn(locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  }).format(value)
}

/**
 * A percentage (90.1 for 90.1 %) as the locale writes one: 90.1% in English, %90,1 in Turkish; `signed` gives a
 * change (+1.5%, −2%). The one way the widgets write a share or a rate.
 */
export function formatPercent(
  value: number,
  locale = DEFAULT_LOCALE,
  { digits = 1, signed = false }: { digits?: number; signed?: boolean } = {},
): string {
  return numberFormat(numbersIn(locale), {
    style: 'percent',
    maximumFractionDigits: digits,
    signDisplay: signed ? 'exceptZero' : 'negative',
  }).format(value / 100)
}

type DateInput = Date | string | number

/** The date and time parts of an instant in a zone, two digits each (the year four), its hours 00–23. */
export function partsIn(value: DateInput, timeZone: string): Record<string, string> {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(value))
  return Object.fromEntries(parts.map((part) => [part.type, part.value]))
}

/** DD/MM/YYYY, DD/MM/YYYY HH:mm or DD/MM/YYYY HH:mm:ss in the user's time zone (configureTimeZone). */
export function formatDate(
  value: DateInput,
  {
    timeZone = 'UTC',
    time = 'none',
    lineAt = Date.now(),
  }: { timeZone?: string; time?: 'none' | 'minutes' | 'seconds'; lineAt?: DateInput } = {},
): string {
  const p = partsIn(value, timeZone)
  const date = `${p.day}/${p.month}/${p.year}`
  if (time === 'none') return date
  const clock = time === 'minutes' ? `${date} ${p.hour}:${p.minute}` : `${date} ${p.hour}:${p.minute}:${p.second}`
  // A time from the other side of a clock change than the screen's line ("Times in Europe/London, GMT") says its
  // own offset, so it reads back to its instant, and the hour the clocks repeat is never two identical strings.
  const own = zoneOffsetName(timeZone, value)
  return own === zoneOffsetName(timeZone, lineAt) ? clock : `${clock} ${own}`
}

/**
 * A zone's offset at an instant as people write it: GMT+1, GMT+5:45, GMT (Intl's short offset, as core's offsetName
 * writes the same offset: reading it here keeps core's time model out of every widget's first chunk).
 */
const zoneOffsetName = (timeZone: string, at: DateInput) =>
  dateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value ?? ''

/**
 * A zone as a screen names it: its IANA name and its offset at `at` (Europe/Stockholm, GMT+1), so a time read on a
 * support call is not taken for another zone's.
 */
export function zoneName(timeZone: string, at: DateInput = Date.now()): string {
  return timeZone === 'UTC' ? timeZone : `${timeZone}, ${zoneOffsetName(timeZone, at)}`
}

/** A day in full, as the locale writes it ("Sunday 6 December 2026", "6 Aralık 2026 Pazar"), in the zone given. */
export function formatLongDate(value: DateInput, locale = DEFAULT_LOCALE, timeZone = 'UTC'): string {
  return dateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(new Date(value))
}

/** Chart axis labels: DD/MM, or DD/MM HH for hourly series. */
export function formatChartLabel(value: DateInput, { timeZone = 'UTC', hourly = false } = {}): string {
  const p = partsIn(value, timeZone)
  return hourly ? `${p.day}/${p.month} ${p.hour}` : `${p.day}/${p.month}`
}

/** 'just now' under a minute, 'N minutes ago' under an hour, 'Nh ago' under a day, then the date. */
export function formatRelativeTime(
  value: DateInput,
  t: Translate,
  { now = Date.now(), timeZone = 'UTC' }: { now?: number; timeZone?: string } = {},
): string {
  const seconds = Math.max(0, (now - new Date(value).getTime()) / 1000)
  if (seconds < 60) return t('time.justNow')
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return t('time.minutesAgo', { count: minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return t('time.hoursAgo', { count: hours })
  return formatDate(value, { timeZone, time: 'minutes' })
}

/** A SWIFT/BIC code in groups of 4-2-2-4 (bank, country, location, branch). */
export function formatSwift(code: string): string {
  const clean = code.replace(/\s+/g, '').toUpperCase()
  return [clean.slice(0, 4), clean.slice(4, 6), clean.slice(6, 8), clean.slice(8, 12)].filter(Boolean).join(' ')
}

/** Keeps the first 6 and last 4 characters and stars the rest (card numbers, account references). */
export function mask(value: string, { first = 6, last = 4, char = '*' } = {}): string {
  if (value.length <= first + last) return value
  return `${value.slice(0, first)}${char.repeat(value.length - first - last)}${value.slice(-last)}`
}

/** DD/MM/YYYY (any of / . - between) to a Date at the start of that day in UTC; anything else is null. */
export function parseDayMonthYear(text: string): Date | null {
  const parts = text.trim().split(/[/.-]/)
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part))) return null
  const [day, month, year] = parts.map(Number) as [number, number, number]
  if (year < 1000) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null
}

/** A picked calendar day as the start of that day in UTC, as the date picker sends it without a time. */
export function startOfDayUtc(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day))
}
