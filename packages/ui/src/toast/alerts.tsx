import { createContext, useContext } from 'react'

/** Alert toasts last 5000 ms unless persistent; error snackbars 7 s (seeds 000 and 001). */
export const ALERT_DURATION_MS = 5000
export const ERROR_SNACKBAR_MS = 7000

export const severities = ['success', 'warning', 'info', 'failed'] as const
export type Severity = (typeof severities)[number]

const arkTypes = { success: 'success', warning: 'warning', info: 'info', failed: 'error' } as const

export interface AlertOptions {
  severity: Severity
  message: string
  title?: string
  persistent?: boolean
}

export interface Alerts {
  /** Shows a toast; its id, or undefined for an unknown severity. */
  alert(options: AlertOptions): string | undefined
  /** The error snackbar: 7 s, with a close X. */
  error(message: string): string
  /** Dismisses the error snackbars shown (a failed call's belongs to the page it failed on). */
  dismissErrors(): void
}

/** A toast as the toaster takes it. */
export interface ToastRequest {
  id: string
  title?: string
  description: string
  type: (typeof arkTypes)[Severity]
  duration: number
  meta: { severity: Severity; snackbar?: boolean }
}

/** The toaster, once its code has loaded. */
export interface ToastSink {
  create(request: ToastRequest): void
  dismissErrors(): void
}

/**
 * The alerts and the toaster they wait for: toasts asked for before the toaster's code (the toast machine, about
 * 7 KB gzip) has loaded are kept and shown when it attaches. The provider loads it when the page is idle, or with
 * the first toast.
 */
export interface ToastQueue extends Alerts {
  attach(sink: ToastSink): () => void
  wanted(): boolean
  want(): void
  subscribe(listener: () => void): () => void
}

let lastId = 0

/** One queue per provider, never a module singleton: two widgets on a page keep their own. */
export function createToastQueue(): ToastQueue {
  let sink: ToastSink | null = null
  let pending: ToastRequest[] = []
  let wanted = false
  const listeners = new Set<() => void>()
  const want = () => {
    if (wanted) return
    wanted = true
    listeners.forEach((listener) => listener())
  }
  const show = (request: Omit<ToastRequest, 'id'>) => {
    const toast = { ...request, id: `paydeck-toast-${++lastId}` }
    if (sink) sink.create(toast)
    else {
      pending.push(toast)
      want()
    }
    return toast.id
  }
  return {
    alert({ severity, message, title, persistent = false }) {
      if (!severities.includes(severity)) {
        console.error(`alert: unknown severity ${String(severity)}`)
        return undefined
      }
      return show({
        title,
        description: message,
        type: arkTypes[severity],
        duration: persistent ? Infinity : ALERT_DURATION_MS,
        meta: { severity },
      })
    },
    error(message) {
      return show({
        description: message,
        type: 'error',
        duration: ERROR_SNACKBAR_MS,
        meta: { severity: 'failed', snackbar: true },
      })
    },
    dismissErrors() {
      pending = pending.filter((toast) => toast.type !== 'error')
      sink?.dismissErrors()
    },
    attach(next) {
      sink = next
      for (const toast of pending.splice(0)) next.create(toast)
      return () => void (sink = sink === next ? null : sink)
    },
    wanted: () => wanted,
    want,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const AlertsContext = createContext<Alerts | null>(null)

export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext)
  if (!alerts) throw new Error('useAlerts() was called outside <AlertsProvider> (@paydeck/ui/alerts).')
  return alerts
}
