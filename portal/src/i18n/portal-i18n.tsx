import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { usePaydeck, useUser } from '@paydeck/react'
import { defineMessages, directionOf, loadLanguage, UiProvider } from '@paydeck/ui'
import { portalEn } from './messages.en'

export const portalLocales = ['en', 'tr', 'ar'] as const
export type PortalLocale = (typeof portalLocales)[number]

/**
 * The portal's own words, on the packages' message system (namespace `portal`): English comes with the first
 * screen; Turkish and Arabic are chunks of their own, loaded before the language is shown.
 */
export const usePortalT = defineMessages('portal', {
  en: portalEn,
  tr: () => import('./messages.tr').then((module) => module.portalTr),
  ar: () => import('./messages.ar').then((module) => module.portalAr),
})

/** A language's words, the portal's, the design system's and the widgets' loaded so far, fetched before it is shown. */
export const loadPortalLocale = (locale: PortalLocale) => loadLanguage(locale)

/** Where the chosen language is remembered (local storage, as the theme and user type are). */
export const LOCALE_KEY = 'paydeck.locale'

export type PortalTranslate = ReturnType<typeof usePortalT>

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
}

const I18nContext = createContext<PortalI18n | null>(null)

/**
 * The portal's language (English, Turkish or Arabic, remembered) for its own text, the design system's and the
 * widgets', with the signed-in user's time zone for dates.
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
