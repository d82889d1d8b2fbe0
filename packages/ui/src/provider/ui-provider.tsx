import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { LocaleProvider } from '@ark-ui/react/locale'
import { languageLoaded, languageShown, lazyCatalogue, loadLanguage, useLanguagesArrived } from '../i18n/languages'
import type { Messages } from '../i18n/messages.en'
import {
  createTranslator,
  interpolate,
  localeOf,
  type Locale,
  type MessageParams,
  type Translate,
} from '../i18n/translator'

/**
 * A host's own wording: the design system's keys as they are (`'filters.apply'`), a widget's behind its namespace
 * (`'notifications.title'`). Each key's English text is in the package's README.
 */
export type TextOverrides = Partial<Messages> & Partial<Record<`${string}.${string}`, string>>

export interface UiSettings {
  locale: string
  /** The zone dates and times are shown in: the user's configureTimeZone, unless a ZoneScope chose another. */
  timeZone: string
  /** The user's own zone, when a ZoneScope shows another. */
  userTimeZone?: string
  /** Set by a ZoneScope: shows its screen's times in another zone (undefined: the user's again). */
  showTimesIn?: (zone: string | undefined) => void
  t: Translate
  messages?: TextOverrides
}

export const UiContext = createContext<UiSettings>({ locale: 'en', timeZone: 'UTC', t: createTranslator('en') })

export interface UiProviderProps {
  locale?: string
  timeZone?: string
  /** A host's own wording for any key of the design system's or a widget's catalogue. */
  messages?: TextOverrides
  children: ReactNode
}

/**
 * Locale, time zone and text for the controls below. A language's words load the first time it is asked for: until
 * they are here the screen stays in the language it was in (nothing is drawn on a first showing), so no screen shows
 * English for a moment.
 */
export function UiProvider({ locale = 'en', timeZone = 'UTC', messages, children }: UiProviderProps) {
  const arrived = useLanguagesArrived()
  const ready = languageLoaded(locale)
  const [lastShown, setLastShown] = useState(ready ? locale : undefined)
  // The language on screen until another's words are here (remembered as React's "state from the last render").
  if (ready && lastShown !== locale) setLastShown(locale)
  const shown = ready ? locale : lastShown
  useEffect(() => {
    // Shown from now: a chunk that loads while its words do waits for them too (withShownWords).
    languageShown(locale)
    // Again after each arrival while not ready: a catalogue a chunk registered meanwhile has no words yet.
    if (!ready) void loadLanguage(locale)
  }, [ready, locale, arrived])
  const value = useMemo(
    () => shown && { locale: shown, timeZone, t: createTranslator(shown, messages), messages },
    // `arrived`: a catalogue registered after the language loaded (a screen's chunk) words its screen once it is here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, timeZone, messages, arrived],
  )
  if (!value) return null
  // Ark's controls (tabs, selects, pickers) take their direction from its locale: without it they run left to right
  // in Arabic too (their parts carry dir="ltr").
  return (
    <UiContext.Provider value={value}>
      <LocaleProvider locale={value.locale}>{children}</LocaleProvider>
    </UiContext.Provider>
  )
}

export function useUi(): UiSettings {
  return useContext(UiContext)
}

export function useT(): Translate {
  return useContext(UiContext).t
}

type Catalogue<K extends string> = Record<K, string>
/** A language's catalogue, or how to load it: its own chunk, fetched the first time the language is shown. */
export type CatalogueSource<K extends string> = Catalogue<K> | (() => Promise<Catalogue<K>>)

/**
 * A widget's or an app's own catalogue (one per locale of ui's) as a hook that follows the surrounding UiProvider's
 * locale and takes the host's wording for `<namespace>.<key>`: `const useText = defineMessages('support', { en, tr:
 * () => import('./messages.tr').then((module) => module.tr), ar: … })`, then `useText()('key', { name })`, plural
 * forms in ICU's `{count, plural, one {…} other {…}}`. Turkish and Arabic are loaders, so a page in English carries
 * English only; the UiProvider loads a language before it shows it (`loadLanguage`), and a lazily loaded screen
 * whose chunk brings a catalogue is shown once its words are here too (`lazyWithWords`). The hook carries its namespace and English text for the READMEs,
 * and its catalogues (the other languages once loaded, `load(locale)`) for the language tests.
 */
export function defineMessages<K extends string>(
  namespace: string,
  messages: { en: Catalogue<K> } & Record<Exclude<Locale, 'en'>, CatalogueSource<K>>,
) {
  const words = lazyCatalogue<Catalogue<K>>(localeOf, messages)
  function useText(): (key: K, params?: MessageParams) => string {
    const ui = useUi()
    useLanguagesArrived()
    // A chunk loaded by `lazyWithWords` (or a route that awaits `withShownWords`) brings its words with it; any other
    // shows English until they arrive, then its own words.
    if (!words.loaded(ui.locale)) void words.load(ui.locale)
    const catalogue = words.wordsFor(ui.locale)
    const own = ui.messages as Partial<Record<string, string>> | undefined
    return (key, params) => interpolate(own?.[`${namespace}.${key}`] ?? catalogue[key], params, ui.locale)
  }
  return Object.assign(useText, {
    namespace,
    en: messages.en,
    catalogues: words.words as { en: Catalogue<K> } & Partial<Record<Locale, Catalogue<K>>>,
    load: words.load,
  })
}
