// Intl's formatters, made once per locale and options: making one reads the locale's data (a fraction of a
// millisecond each, a tenth of a first render when every cell of a table made its own); using one is cheap.

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function kept<F>(formats: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = make()))
  return format
}

/** `new Intl.NumberFormat(locale, options)`, made once. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options))

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options))
