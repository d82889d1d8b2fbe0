/**
 * Whether trying again may help: a failure that says it cannot (core's errors carry `retryable`: a refusal, an answer
 * the client cannot read) is not offered Try again; any other failure is.
 */
export const mayRetry = (error: unknown): boolean =>
  !(typeof error === 'object' && error !== null && 'retryable' in error && error.retryable === false)

/** A failure's words, whatever was thrown. */
export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error)
