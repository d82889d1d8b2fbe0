import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * The languages beyond English, loaded when a screen is shown in them: every catalogue (ui's own, each widget's
 * `defineMessages`, an app's) keeps its Turkish and Arabic in chunks of their own, fetched the first time that
 * language is asked for. A page in English downloads English only.
 */
export interface LazyCatalogue {
  /** Fetches the locale's words (once; a failed fetch leaves English). */
  load(locale: string): Promise<void>
  /** Whether the locale's words are here (English always is). */
  loaded(locale: string): boolean
}

const catalogues = new Set<LazyCatalogue>()
const listeners = new Set<() => void>()
let version = 0
/** The languages other than English a UiProvider on this page has shown. */
const shownLanguages = new Set<string>()

/** Notes a language a screen shows, so the words of a chunk loaded later are fetched with it (`withShownWords`). */
export function languageShown(locale: string): void {
  shownLanguages.add(locale)
}

/**
 * Resolves to a chunk once the words it brings are here in every language shown on the page: a lazily loaded
 * screen defines its catalogue when its chunk runs, after its language was loaded, and would otherwise show
 * English until its words arrived.
 */
export async function withShownWords<T>(chunk: T): Promise<T> {
  await Promise.all([...shownLanguages].map(loadLanguage))
  return chunk
}

/** React's `lazy` for a component whose chunk may bring a catalogue: shown once its words are here too. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's lazy takes any component, as this does
export function lazyWithWords<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => load().then(withShownWords))
}

/** Counts a catalogue among those `loadLanguage` loads. */
export function registerCatalogue(catalogue: LazyCatalogue): void {
  catalogues.add(catalogue)
}

/** Tells the screens a language's words arrived, so what showed English while they loaded is worded again. */
export function languageArrived(): void {
  version += 1
  for (const listener of listeners) listener()
}

/** Whether every catalogue known so far has the locale's words. */
export function languageLoaded(locale: string): boolean {
  for (const catalogue of catalogues) if (!catalogue.loaded(locale)) return false
  return true
}

/**
 * Loads the locale's words of every catalogue: an app awaits it before it first shows a language. A chunk that
 * arrives meanwhile may bring a catalogue of its own; its words are loaded too before this resolves.
 */
export async function loadLanguage(locale: string): Promise<void> {
  // Ends: a catalogue's load settles with words, its own or English (lazyCatalogue), and only those are registered.
  let missing: LazyCatalogue[]
  while ((missing = [...catalogues].filter((catalogue) => !catalogue.loaded(locale))).length > 0)
    await Promise.all(missing.map((catalogue) => catalogue.load(locale)))
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Re-renders the caller when a language's words arrive. */
export function useLanguagesArrived(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  )
}

/**
 * A catalogue whose other languages load on demand: English given, each other language a loader
 * (`() => import('./messages.tr').then((module) => module.tr)`) or the words themselves.
 */
export function lazyCatalogue<C>(
  languageOf: (locale: string) => string,
  sources: { en: C } & Record<string, C | (() => Promise<C>)>,
): LazyCatalogue & { words: Record<string, C>; wordsFor(locale: string): C } {
  const words: Record<string, C> = Object.fromEntries(
    Object.entries(sources).filter((entry): entry is [string, C] => typeof entry[1] !== 'function'),
  )
  const loading = new Map<string, Promise<void>>()
  const catalogue = {
    words,
    wordsFor: (locale: string) => words[languageOf(locale)] ?? sources.en,
    loaded: (locale: string) => languageOf(locale) in words || !(languageOf(locale) in sources),
    load(locale: string): Promise<void> {
      const language = languageOf(locale)
      const source = sources[language]
      if (typeof source !== 'function' || language in words) return Promise.resolve()
      let pending = loading.get(language)
      if (!pending) {
        pending = (source as () => Promise<C>)()
          .then(
            (loaded: C) => void (words[language] = loaded),
            // Offline, or a deployment replaced the chunk: English rather than no words at all.
            () => void (words[language] = sources.en),
          )
          .then(languageArrived)
        loading.set(language, pending)
      }
      return pending
    },
  }
  registerCatalogue(catalogue)
  return catalogue
}
