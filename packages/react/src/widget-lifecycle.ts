import { useEffect, useRef } from 'react'
import { failureOf, type PaydeckFailure } from '@paydeck/core'
import { usePaydeck } from './paydeck-provider'
import { useUserContextFailure } from './session.hooks'

/** The lifecycle callbacks every widget takes (its element raises paydeck-ready and paydeck-error with the same). */
export interface WidgetLifecycleProps {
  /** Once, when the widget first shows real content (not its loading state). */
  onReady?: (event: WidgetReadyEvent) => void
  /** Each time the widget shows an error: its kind, whether trying again may help, the call that failed. */
  onError?: (failure: PaydeckFailure) => void
}

export interface WidgetReadyEvent {
  /** The widget, as its element's tag without `paydeck-` (notifications-bell, transaction-lookup …). */
  widget: string
}

/**
 * Tells the widget's callbacks and the instance's monitoring hook when it first shows content and when it shows an
 * error: `ready` is true once its main data is shown; `error` is the failure it shows, else null. A signed-in user's
 * context that could not be loaded (a refused or missing token, the server down) is every widget's failure too, said
 * once: the widget's own call failing the same way after it raises nothing more.
 */
export function useWidgetLifecycle(
  widget: string,
  state: { ready: boolean; error: unknown },
  { onReady, onError }: WidgetLifecycleProps,
): void {
  const { observer } = usePaydeck()
  const callbacks = useRef({ onReady, onError })
  useEffect(() => {
    callbacks.current = { onReady, onError }
  })
  const mountedAt = useRef(performance.now())
  const readied = useRef(false)
  const contextFailure = useUserContextFailure()
  const error = state.error ?? contextFailure
  const lastSaid = useRef<string | null>(null)
  useEffect(() => {
    if (!state.ready || readied.current) return
    readied.current = true
    observer.event({ type: 'ready', widget, durationMs: Math.round(performance.now() - mountedAt.current) })
    callbacks.current.onReady?.({ widget })
  }, [state.ready, observer, widget])
  useEffect(() => {
    if (!error) {
      lastSaid.current = null
      return
    }
    const failure = failureOf(error)
    const said = `${failure.kind} ${failure.status ?? ''}`
    if (said === lastSaid.current) return
    lastSaid.current = said
    observer.failed(failure, 'widget', widget)
    callbacks.current.onError?.(failure)
  }, [error, observer, widget])
}
