// The label layer (docs/decisions.md, "Labels"): every enumerated value a user can see has words in English,
// Turkish and Arabic here, keyed by core's own value lists, so a value without a label does not compile. Widgets
// spread these into their catalogues (where a host may still reword a key); the sandbox answers in them by
// Accept-Language.

export const labelLocales = ['en', 'tr', 'ar'] as const

export type LabelLocale = (typeof labelLocales)[number]

/** One enumeration's words in every locale. */
export type Labels<V extends string> = Record<LabelLocale, Record<V, string>>

/** The locale's own words, English for a locale the catalogue does not have (tr-TR reads tr). */
export function labelsIn<V extends string>(labels: Labels<V>, locale: string): Record<V, string> {
  const language = locale.toLowerCase().split('-')[0] as LabelLocale
  return labelLocales.includes(language) ? labels[language] : labels.en
}

/**
 * A value's words; for a value no catalogue knows (a tenant's own method, a newer server's status), the code made
 * readable ("PARTIAL_CAPTURE" → "Partial capture", "PartiallyRefunded" → "Partially refunded"), never the raw code.
 */
export function labelOf<V extends string>(labels: Labels<V>, value: string, locale: string): string {
  const words = labelsIn(labels, locale) as Record<string, string>
  // Own keys only: a server's "constructor" is a code to make readable, not Object's prototype.
  return isLabelled(labels, value) ? words[value]! : readable(value)
}

/** Whether a catalogue words a value (its own keys, never Object's prototype). */
export const isLabelled = <V extends string>(labels: Labels<V>, value: string): value is V =>
  Object.hasOwn(labels.en, value)

export function readable(code: string): string {
  const words = code
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A catalogue's words as a widget's message keys: prefixed('status.', labels.en) gives { 'status.Captured': … }. */
export function prefixed<P extends string, V extends string>(prefix: P, words: Record<V, string>) {
  return Object.fromEntries(Object.entries(words).map(([value, text]) => [`${prefix}${value}`, text])) as Record<
    `${P}${V}`,
    string
  >
}
