import { createContext, useContext, useMemo, type ReactNode } from 'react'
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

/** Locale, time zone and text for the controls below. */
export function UiProvider({ locale = 'en', timeZone = 'UTC', messages, children }: UiProviderProps) {
  const value = useMemo(
    () => ({ locale, timeZone, t: createTranslator(locale, messages), messages }),
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

type Catalogue<K extends string> = Record<K, string>
/** A language's catalogue, or how to load it: its own chunk, fetched (by `load`) before the language is shown. */
export type CatalogueSource<K extends string> = Catalogue<K> | (() => Promise<Catalogue<K>>)

/**
 * A widget's or an app's own catalogue (one per locale of ui's) as a hook that follows the surrounding UiProvider's
 * locale and takes the host's wording for `<namespace>.<key>`: `const useText = defineMessages('support', { en, tr,
 * ar })`, then `useText()('key', { name })`, plural forms in ICU's `{count, plural, one {…} other {…}}`. A language
 * that weighs (the portal's) is given as a loader, `() => import('./messages.tr').then(…)`, and loaded by
 * `useText.load(locale)` before it is shown; until then its words are English. The hook carries its namespace and
 * English text for the READMEs, and its catalogues (a lazy one once loaded) for the language tests.
 */
export function defineMessages<K extends string>(
  namespace: string,
  messages: { en: Catalogue<K> } & Record<Exclude<Locale, 'en'>, CatalogueSource<K>>,
) {
  const catalogues = Object.fromEntries(
    Object.entries(messages).filter((entry): entry is [Locale, Catalogue<K>] => typeof entry[1] !== 'function'),
  ) as Record<Locale, Catalogue<K>>
  async function load(locale: string): Promise<void> {
    const wanted = localeOf(locale)
    const source = messages[wanted]
    if (typeof source === 'function') catalogues[wanted] ??= await source()
  }
  function useText(): (key: K, params?: MessageParams) => string {
    const ui = useUi()
    const catalogue = catalogues[localeOf(ui.locale)] ?? messages.en
    const own = ui.messages as Partial<Record<string, string>> | undefined
    return (key, params) => interpolate(own?.[`${namespace}.${key}`] ?? catalogue[key], params, ui.locale)
  }
  return Object.assign(useText, { namespace, en: messages.en, catalogues, load })
}
