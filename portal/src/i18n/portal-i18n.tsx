import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { usePaydeck, useUser } from '@paydeck/react'
import { directionOf, interpolate, UiProvider } from '@paydeck/ui'
import { portalEn, type PortalMessageKey, type PortalMessages } from './messages.en'

export const portalLocales = ['en', 'tr', 'ar'] as const
export type PortalLocale = (typeof portalLocales)[number]
// English comes with the first screen; another language is its own chunk, loaded before it is shown.
const catalogues: Partial<Record<PortalLocale, PortalMessages>> = { en: portalEn }

export async function loadPortalLocale(locale: PortalLocale): Promise<void> {
  if (locale === 'tr') catalogues.tr ??= (await import('./messages.tr')).portalTr
  if (locale === 'ar') catalogues.ar ??= (await import('./messages.ar')).portalAr
}

/** Where the chosen language is remembered (local storage, as the theme and user type are). */
export const LOCALE_KEY = 'paydeck.locale'

export type PortalTranslate = (key: PortalMessageKey, params?: Record<string, string | number>) => string

export function createPortalTranslator(locale: PortalLocale): PortalTranslate {
  const messages = catalogues[locale] ?? portalEn
  return (key, params) => interpolate(messages[key], params, locale)
}

/** The remembered language, else the browser's. */
export function preferredLocale(): PortalLocale {
  const saved = localStorage.getItem(LOCALE_KEY)
  if ((portalLocales as readonly string[]).includes(saved ?? '')) return saved as PortalLocale
  const language = navigator.language.toLowerCase().split('-')[0]
  return portalLocales.find((locale) => locale === language) ?? 'en'
}

interface PortalI18n {
  locale: PortalLocale
  setLocale(locale: PortalLocale): void
  t: PortalTranslate
}

const I18nContext = createContext<PortalI18n | null>(null)

/**
 * The portal's language (English, Turkish or Arabic, remembered) for its own text and the design system's, with the
 * signed-in user's time zone for dates.
 */
export function PortalI18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState(preferredLocale)
  const timeZone = useUser()?.configureTimeZone
  const paydeck = usePaydeck()
  useEffect(() => {
    document.documentElement.lang = locale
    // Arabic runs right to left: the whole page mirrors (the styles are written in logical properties).
    document.documentElement.dir = directionOf(locale)
    // What the sandbox words (notifications, reasons, report names) follows the portal's language.
    paydeck.setLocale(locale)
  }, [locale, paydeck])
  const value = useMemo<PortalI18n>(
    () => ({
      locale,
      t: createPortalTranslator(locale),
      setLocale(next) {
        localStorage.setItem(LOCALE_KEY, next)
        void loadPortalLocale(next).then(() => setLocaleState(next))
      },
    }),
    [locale],
  )
  return (
    <I18nContext.Provider value={value}>
      <UiProvider locale={locale} timeZone={timeZone}>
        {children}
      </UiProvider>
    </I18nContext.Provider>
  )
}

export function usePortalI18n(): PortalI18n {
  const value = useContext(I18nContext)
  if (!value) throw new Error('usePortalI18n() needs <PortalI18nProvider> around the app')
  return value
}

export const usePortalT = () => usePortalI18n().t
