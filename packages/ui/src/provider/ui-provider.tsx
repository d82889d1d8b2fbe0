import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { Messages } from '../i18n/messages.en'
import { createTranslator, interpolate, type MessageParams, type Translate } from '../i18n/translator'

export interface UiSettings {
  locale: string
  /** The user's configureTimeZone; dates and times are shown in it. */
  timeZone: string
  t: Translate
}

const UiContext = createContext<UiSettings>({ locale: 'en', timeZone: 'UTC', t: createTranslator('en') })

export interface UiProviderProps {
  locale?: string
  timeZone?: string
  /** A host's own wording for any catalogue key. */
  messages?: Partial<Messages>
  children: ReactNode
}

/** Locale, time zone and text for the controls below. */
export function UiProvider({ locale = 'en', timeZone = 'UTC', messages, children }: UiProviderProps) {
  const value = useMemo(
    () => ({ locale, timeZone, t: createTranslator(locale, messages) }),
    [locale, timeZone, messages],
  )
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>
}

export function useUi(): UiSettings {
  return useContext(UiContext)
}

export function useT(): Translate {
  return useContext(UiContext).t
}

/**
 * A widget's own catalogue (English and Turkish) as a hook that follows the surrounding UiProvider's locale:
 * `const useText = defineMessages({ en, tr })`, then `useText()('key', { name })`.
 */
export function defineMessages<K extends string>(messages: { en: Record<K, string>; tr: Record<K, string> }) {
  return function useText(): (key: K, params?: MessageParams) => string {
    const language = useUi().locale.toLowerCase().split('-')[0]
    const catalogue = language === 'tr' ? messages.tr : messages.en
    return (key, params) => interpolate(catalogue[key], params)
  }
}
