import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { failureOf, type Paydeck } from '@paydeck/core'
import { useCodeRequest } from './code-request'
import { PaydeckProvider } from './paydeck-provider'
import { useElementSettings } from './session.hooks'

// The page's default instance, for custom elements that are not handed one: a page calls configure() once.
let pageDefault: Paydeck | null = null
const listeners = new Set<() => void>()

/** Makes a Paydeck instance the page's default: every Paydeck element without its own uses it. */
export function configure(paydeck: Paydeck | null): void {
  pageDefault = paydeck
  listeners.forEach((listener) => listener())
}

export function getDefaultPaydeck(): Paydeck | null {
  return pageDefault
}

export function useDefaultPaydeck(): Paydeck | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => pageDefault,
  )
}

export const MISSING_INSTANCE_MESSAGE =
  'This Paydeck element has no client: set its paydeck property, or call configure(paydeck) on the page.'

/** Inside an element: the instance set on the element, else the page's default; says so when there is neither. */
export function PaydeckElementProvider({ paydeck, children }: { paydeck?: Paydeck | null; children: ReactNode }) {
  const fallback = useDefaultPaydeck()
  const instance = paydeck ?? fallback
  // Widgets read the signed-in user (permissions, time zone): the first element on a page loads its context once.
  useEffect(() => {
    if (instance?.session.getState().userStatus === 'idle') void instance.session.loadUserContext()
  }, [instance])
  if (!instance) {
    return (
      <p role="alert" style={{ font: 'inherit', color: '#b3261e' }}>
        {MISSING_INSTANCE_MESSAGE}
      </p>
    )
  }
  return <PaydeckProvider paydeck={instance}>{children}</PaydeckProvider>
}

/** The shape ui's defineElement takes as `host` (declared here: the React bindings do not import the design system). */
export interface PaydeckElementOptions {
  properties: readonly string[]
  wrap: (children: ReactNode, properties: Record<string, unknown>) => ReactNode
  useSettings: (locale: string | undefined) => { locale: string; timeZone: string }
  failureOf: typeof failureOf
  refresh: (properties: Record<string, unknown>, scopes: readonly (readonly unknown[])[]) => Promise<void>
  reportCrash: (properties: Record<string, unknown>, error: unknown, widget: string) => void
  useCodeRequest: typeof useCodeRequest
}

/**
 * What every widget element takes from its page: its `paydeck` property (else the page's configure() instance),
 * and the user's locale and time zone (its `locale` attribute first). `defineElement(View, { host: paydeckElement })`.
 */
export const paydeckElement: PaydeckElementOptions = {
  properties: ['paydeck'],
  wrap: (children, properties) => (
    <PaydeckElementProvider paydeck={properties.paydeck as Paydeck | undefined}>{children}</PaydeckElementProvider>
  ),
  useSettings: useElementSettings,
  useCodeRequest,
  failureOf,
  async refresh(properties, scopes) {
    const instance = (properties.paydeck as Paydeck | undefined) ?? pageDefault
    if (!instance) return
    // A user context that failed is asked again first: everything the element shows hangs on it.
    if (instance.session.getState().userStatus === 'failed') await instance.session.loadUserContext()
    await Promise.all(scopes.map((queryKey) => instance.queryClient.invalidateQueries({ queryKey })))
  },
  reportCrash(properties, error, widget) {
    const instance = (properties.paydeck as Paydeck | undefined) ?? pageDefault
    instance?.observer.failed(failureOf(error), 'widget', widget)
  },
}
