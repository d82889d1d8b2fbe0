// How one request leaves and comes back: a time limit, quick retries of a read the network or a busy server
// failed, and the bytes of a long answer counted as they arrive. The client's own rules (URL, headers, errors in
// words) are http-client's; this is the transport under them, on the browser's fetch.

/** An answer with an error status: the caller reads its body for the server's words. */
export class StatusError extends Error {
  override readonly name = 'StatusError'
  constructor(readonly response: Response) {
    super(`${response.status} ${response.statusText}`)
  }
}

/** No answer came within the time limit. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError'
}

export interface SendOptions {
  fetch: typeof fetch
  /** How many times a failed attempt is tried again (a read may be; a change never is). */
  retries: number
  /** How long one attempt waits for the answer's headers. */
  timeoutMs: number
  signal?: AbortSignal | undefined
  /** The bytes of the answer received so far, as they arrive. */
  onDownloadProgress?: ((receivedBytes: number) => void) | undefined
}

/** Statuses that may pass: a timeout, a busy or failing server, a gateway. */
const passingStatuses = new Set([408, 413, 429, 500, 502, 503, 504])
/** Statuses whose Retry-After says when to come back (a 413 is tried again only when it says so). */
const toldWhenStatuses = new Set([413, 429, 503])

/**
 * Sends a request, made afresh for each attempt (a Request's body is read once), and resolves with an answer of a
 * 2xx status. Rejects with StatusError, TimeoutError, the fetch's TypeError when the network failed, or the
 * caller's AbortError. Attempts after a failure wait 0.3 s, then 0.6 s, or what the server's Retry-After says.
 */
export async function sendRequest(
  makeRequest: (signal: AbortSignal) => Request,
  options: SendOptions,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    let failure: unknown
    try {
      const response = await attemptOnce(makeRequest, options)
      if (response.ok) return withProgress(response, options.onDownloadProgress)
      failure = new StatusError(response)
    } catch (error) {
      failure = error
    }
    const wait = attempt < options.retries ? retryDelayMs(failure, attempt, options.timeoutMs) : undefined
    if (wait === undefined) throw failure
    await delay(wait, options.signal)
  }
}

/** When to try again after this failure, or undefined when trying again would not help (or the server said not soon). */
export function retryDelayMs(failure: unknown, attempt: number, timeoutMs: number): number | undefined {
  const backoff = 300 * 2 ** attempt
  // fetch rejects with a TypeError when the network failed; a timeout or an abort is not tried again.
  if (failure instanceof TypeError) return backoff
  if (!(failure instanceof StatusError) || !passingStatuses.has(failure.response.status)) return undefined
  const { status, headers } = failure.response
  const told = toldWhenStatuses.has(status) ? retryAfterMs(headers.get('Retry-After')) : undefined
  if (told === undefined) return status === 413 ? undefined : backoff
  // A wait longer than an attempt may take is the caller's to decide (a rate limit of a minute): fail now.
  return told <= timeoutMs ? told : undefined
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now. */
function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined
  const seconds = Number(value)
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now()
  return Number.isNaN(ms) ? undefined : Math.max(0, ms)
}

async function attemptOnce(makeRequest: (signal: AbortSignal) => Request, options: SendOptions): Promise<Response> {
  const { signal } = options
  signal?.throwIfAborted()
  const controller = new AbortController()
  const abort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', abort, { once: true })
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs)
  try {
    return await options.fetch(makeRequest(controller.signal))
  } catch (error) {
    if (timedOut) throw new TimeoutError(`No answer within ${options.timeoutMs / 1000} s`, { cause: error })
    throw error
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', abort)
  }
}

/** The answer as it is, its body counted chunk by chunk when someone listens. */
function withProgress(response: Response, onProgress: SendOptions['onDownloadProgress']): Response {
  if (!onProgress || !response.body) return response
  let received = 0
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength
        onProgress(received)
        controller.enqueue(chunk)
      },
    }),
  )
  return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers })
}

/** Waits, unless the caller gives up first. */
function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', abort)
    }
    const abort = () => {
      done()
      reject(signal!.reason)
    }
    const timer = setTimeout(() => {
      done()
      resolve()
    }, ms)
    signal?.addEventListener('abort', abort, { once: true })
  })
}
