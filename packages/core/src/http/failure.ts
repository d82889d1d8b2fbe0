import {
  PaydeckAuthError,
  PaydeckConfigError,
  PaydeckHttpError,
  PaydeckNetworkError,
  PaydeckParseError,
} from './errors'

// The one place that says what kind of failure an error is, for a widget's error event and the monitoring hook.

export const failureKinds = ['auth', 'forbidden', 'not-found', 'network', 'server', 'parse', 'config'] as const
export type FailureKind = (typeof failureKinds)[number]

/** A failure as a host page or a monitoring tool reads it: no token, no body, no query string. */
export interface PaydeckFailure {
  kind: FailureKind
  /** Whether trying again later may help (the network, the server's 5xx and 429); a 4xx or a bad answer will not. */
  retryable: boolean
  /** The words a user is shown. */
  message: string
  /** The call that failed: its method and path without the query (which may carry a search for a person). */
  call: string | null
  status: number | null
  /** The server's id of the request (its X-Request-Id), to quote to support. */
  requestId: string | null
}

/** The method and path of a URL: an e-mail in a path segment is masked, the query is left out. */
export function callOf(method: string, url: string): string {
  const path = URL.canParse(url) ? new URL(url).pathname : url.split('?')[0]!
  return `${method} ${path.replace(/[^/]*@[^/]*/g, '…')}`
}

function kindOfStatus(status: number): FailureKind {
  if (status === 401) return 'auth'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'not-found'
  return 'server'
}

/** What kind of failure an error is. Anything not raised by the client (a fault in the page) is `config`. */
export function failureOf(error: unknown): PaydeckFailure {
  const message = error instanceof Error && error.message ? error.message : 'Unknown error'
  const none = { call: null, status: null, requestId: null }
  if (error instanceof PaydeckHttpError)
    return {
      kind: kindOfStatus(error.status),
      retryable: error.retryable,
      message,
      call: callOf(error.method, error.url),
      status: error.status,
      requestId: error.requestId,
    }
  if (error instanceof PaydeckNetworkError)
    return { kind: 'network', retryable: true, message, ...none, call: callOf(error.method, error.url) }
  if (error instanceof PaydeckParseError)
    return { kind: 'parse', retryable: false, message, ...none, call: callOf(error.method, error.url) }
  if (error instanceof PaydeckAuthError) return { kind: 'auth', retryable: false, message, ...none }
  if (error instanceof PaydeckConfigError) return { kind: 'config', retryable: false, message, ...none }
  return { kind: 'config', retryable: false, message, ...none }
}
