import { Suspense, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { lazyWithWords } from '../i18n/languages'
import { AlertsContext, createToastQueue } from './alerts'

// The provider has an entry of its own (@paydeck/ui/alerts): ui's index never reaches its lazy import, which a
// bundler would otherwise pull into every widget's first render (esbuild assigns a file to one chunk).

const Toasts = lazyWithWords(() => import('./toasts'))

/** Runs once the page is idle (after its first screen and its first answers), or soon where the browser cannot say. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run)
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, 200)
  return () => clearTimeout(id)
}

export function AlertsProvider({ children }: { children: ReactNode }) {
  const queue = useMemo(() => createToastQueue(), [])
  const wanted = useSyncExternalStore(queue.subscribe, queue.wanted, queue.wanted)
  // The toaster's live region is on the page before the first toast, so that a screen reader announces it.
  useEffect(() => whenIdle(queue.want), [queue])
  return (
    <AlertsContext.Provider value={queue}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <Toasts attach={queue.attach} />
        </Suspense>
      )}
    </AlertsContext.Provider>
  )
}
