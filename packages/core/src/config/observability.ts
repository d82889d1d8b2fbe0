import type { PaydeckFailure } from '../http/failure'

// The monitoring hook (createPaydeck's `observability`): what a team's error tracker and metrics receive. Nothing
// personal by default: calls by method and path, no query, no body, no token; error messages only when asked for.

export type PaydeckEvent =
  /** A call to the API and how long it took (retries included); status null when no answer came. */
  | { type: 'api-call'; call: string; status: number | null; durationMs: number; requestId: string | null }
  /** A widget's first real content, this long after it mounted. */
  | { type: 'ready'; widget: string; durationMs: number }

export interface PaydeckErrorReport extends Omit<PaydeckFailure, 'message'> {
  /** `call`: a failed call, whoever made it; `widget`: a widget shows an error (its call is named too). */
  source: 'call' | 'widget'
  /** The widget showing it (as its element's tag without `paydeck-`), else null. */
  widget: string | null
  /** The words the user saw, only with `messages: true` (a server's message may name a person). */
  message?: string
}

export interface Observability {
  onError?: (report: PaydeckErrorReport) => void
  onEvent?: (event: PaydeckEvent) => void
  /** Adds each error's message to its report. */
  messages?: boolean
}

/** What the client and the widgets tell the hook; a hook that throws is ignored, never the page's problem. */
export interface Observer {
  event(event: PaydeckEvent): void
  failed(failure: PaydeckFailure, source: PaydeckErrorReport['source'], widget?: string | null): void
}

export function createObserver(hook: Observability | undefined): Observer {
  const safely = (run: () => void) => {
    try {
      run()
    } catch (error) {
      console.warn('Paydeck: the observability hook threw', error)
    }
  }
  return {
    event: (event) => hook?.onEvent && safely(() => hook.onEvent!(event)),
    failed: ({ message, ...failure }, source, widget = null) =>
      hook?.onError && safely(() => hook.onError!({ ...failure, source, widget, ...(hook.messages && { message }) })),
  }
}
