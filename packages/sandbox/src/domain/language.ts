/** The languages the sandbox words its own texts in (notifications); the label layer's locales. */
export const languages = ['en', 'tr', 'ar'] as const
export type Language = (typeof languages)[number]

/** The first language of an Accept-Language header, by its q weights, that the sandbox speaks; else English. */
export function languageOf(header: string | undefined | null): Language {
  const asked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...options] = part.trim().split(';')
      const q = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)?.[1]).find(Boolean)
      return { language: tag.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q) }
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
  return (
    asked
      .map(({ language }) => language)
      .find((language): language is Language => (languages as readonly string[]).includes(language)) ?? 'en'
  )
}
