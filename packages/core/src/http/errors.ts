import type { $ZodIssue } from 'zod/v4/core'
import { errorMessageFor } from './error-message'

/** A call that reached the server and came back with an error status. */
export class PaydeckHttpError extends Error {
  override readonly name = 'PaydeckHttpError'
  /** Whether asking again may help: the server failed or was busy (5xx, 429); a refusal (4xx) stands. */
  readonly retryable: boolean
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly url: string,
    readonly method = 'GET',
    /** The server's id of the request (its X-Request-Id header), when it sent one. */
    readonly requestId: string | null = null,
  ) {
    super(errorMessageFor(status, body))
    this.retryable = status >= 500 || status === 429
  }
}

/** A call that did not reach the server, or whose answer never came. */
export class PaydeckNetworkError extends Error {
  override readonly name = 'PaydeckNetworkError'
  readonly retryable = true
  constructor(
    readonly url: string,
    options?: ErrorOptions,
    readonly method = 'GET',
  ) {
    super('The server could not be reached. Check your connection and try again.', options)
  }
}

/** An answer that does not have the shape the contract promises. */
export class PaydeckParseError extends Error {
  override readonly name = 'PaydeckParseError'
  readonly retryable = false
  constructor(
    readonly url: string,
    readonly issues: $ZodIssue[],
    readonly method = 'GET',
  ) {
    const first = issues[0]
    const where = first && first.path.length > 0 ? ` at ${first.path.join('.')}` : ''
    super(`The server sent an answer this client does not understand${where}: ${first?.message ?? 'invalid'}`)
  }
}

/** Sign-in or sign-out failed, or no token could be had. */
export class PaydeckAuthError extends Error {
  override readonly name = 'PaydeckAuthError'
  readonly retryable = false
}

/** createPaydeck was given options it cannot use; the message names the field. */
export class PaydeckConfigError extends Error {
  override readonly name = 'PaydeckConfigError'
  readonly retryable = false
}

export type PaydeckError = PaydeckHttpError | PaydeckNetworkError | PaydeckParseError | PaydeckAuthError

/** The text to show a user for any failure. */
export function userMessageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return 'Unknown error'
}
