import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { PaydeckHttpError, PaydeckNetworkError, PaydeckParseError } from './errors'
import { callOf, failureOf } from './failure'
import type { Observer } from '../config/observability'
import { parseBody } from './error-message'
import { outgoingHeaders, requestCredentials, resolveUrl, type Hosts, type OutgoingContext } from './request-rules'
import { sendRequest, StatusError, TimeoutError } from './send-request'

/** A new record's id, as a text answer carries it. */
export const idReplySchema = z.string().check(z.regex(/^[1-9]\d{0,15}$/, 'expected the id of the new record'))

export type SearchParams = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  searchParams?: SearchParams
  json?: unknown
  body?: BodyInit
  headers?: Record<string, string>
  signal?: AbortSignal
  /** The caller handles a failure on its own (the bell's poll logs and waits): onError listeners do not hear of it. */
  quiet?: boolean
  /** How many times a failure that may pass is tried again (a GET twice by default, a change never); a poll that backs off on its own asks for none. */
  retry?: number
  /** The bytes of the answer received so far, as they arrive (a long download shows its progress). */
  onDownloadProgress?: (receivedBytes: number) => void
  /** What a one-time code would confirm, in the user's words ("Deactivate Deniz Aydın"), if the change asks for one. */
  confirms?: string
}

export interface HttpClient {
  /** A JSON answer, parsed with its schema. */
  json<S extends $ZodType>(schema: S, path: string, options?: RequestOptions): Promise<z.infer<S>>
  text(path: string, options?: RequestOptions): Promise<string>
  /** A text answer that is a new record's id (a created ticket): a positive whole number, else a parse error. */
  id(path: string, options?: RequestOptions): Promise<number>
  blob(path: string, options?: RequestOptions): Promise<Blob>
  /** Where a path goes and the headers the rules give it: for a transport fetch cannot be (an upload with progress). */
  target(path: string): Promise<{ url: string; headers: Record<string, string> }>
  /** Every failed call, after retries (an aborted call is not a failure): an app shows them in one place. */
  onError(listener: (error: Error) => void): () => void
  /**
   * Who asks the user for their one-time code when a change is refused for the want of one (their role marks its
   * permission "Needs a code"): the change is sent again with the code given, and its caller only hears how it ends.
   * Without one, the refusal is the caller's like any other. The last one still listening is asked.
   */
  onCodeNeeded(handler: (request: CodeRequest) => void): () => void
}

/** A change waiting for the user's one-time code. */
export interface CodeRequest {
  /** Why a code is asked, in words (none was sent; or the last one was wrong or used). */
  message: string
  /** What the code confirms, in the user's words, where the caller said (`RequestOptions.confirms`). */
  action?: string
  /** Sends the change again with this code: null once it is made, else what is wrong with the code (ask again). */
  send: (code: string) => Promise<string | null>
  /** The user gives up: the change fails with the refusal. */
  cancel: () => void
}

/** The header a one-time code goes in (spec-decisions: the documents' header names). */
export const SCA_HEADER = 'scaCode'

/** What is wrong with the code of a change refused for it (a validation problem naming scaCode), if that is why. */
function codeProblemOf(failure: unknown): string | undefined {
  if (!(failure instanceof PaydeckHttpError) || failure.status !== 400) return undefined
  const errors = (failure.body as { errors?: unknown } | undefined)?.errors
  const messages = errors && typeof errors === 'object' ? (errors as Record<string, unknown>)[SCA_HEADER] : undefined
  return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined
}

export interface HttpClientOptions {
  hosts: Hosts
  /** What the rules read for a request to this path. */
  context: (path: string) => Promise<OutgoingContext>
  fetch?: typeof fetch
  /** The monitoring hook: each call's duration, each failure. */
  observer?: Observer
}

/** The header the server names a request by. */
const REQUEST_ID = 'X-Request-Id'

/** How long an attempt waits for an answer. */
const TIMEOUT_MS = 30_000

/** The one place requests leave from: the rule table decides URL and headers; send-request the retries and timeouts. */
export function createHttpClient({ hosts, context, fetch: fetchFn, observer }: HttpClientOptions): HttpClient {
  const errorListeners = new Set<(error: Error) => void>()
  // Whoever asks for a code: the last to listen while it listens (an app's shell, or each element on a page).
  const codeHandlers: ((request: CodeRequest) => void)[] = []
  const reported = (error: Error, options: RequestOptions = {}): Error => {
    if (error.name === 'AbortError') return error
    observer?.failed(failureOf(error), 'call')
    if (!options.quiet) for (const listener of errorListeners) listener(error)
    return error
  }

  async function send(path: string, options: RequestOptions = {}): Promise<{ response: Response; url: string }> {
    const outgoing = await context(path)
    const url = resolveUrl(path, hosts, outgoing.userKind)
    const method = options.method ?? 'GET'
    const headers = new Headers({ ...outgoingHeaders(outgoing), ...options.headers })
    const json = options.json !== undefined
    if (json && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
    const body = json ? JSON.stringify(options.json) : options.body
    const target = withSearchParams(url, options.searchParams)
    const makeRequest = (signal: AbortSignal) =>
      new Request(target, { method, headers, body: body ?? null, credentials: requestCredentials, signal })
    const started = performance.now()
    const timed = (status: number | null, requestId: string | null) =>
      observer?.event({
        type: 'api-call',
        call: callOf(method, url),
        status,
        durationMs: Math.round(performance.now() - started),
        requestId,
      })
    try {
      const response = await sendRequest(makeRequest, {
        fetch: fetchFn ?? ((request) => globalThis.fetch(request)),
        // A read is tried again twice; a change never on its own (it may have been made).
        retries: options.retry ?? (method === 'GET' ? 2 : 0),
        timeoutMs: TIMEOUT_MS,
        signal: options.signal,
        onDownloadProgress: options.onDownloadProgress,
      })
      timed(response.status, response.headers.get(REQUEST_ID))
      return { response, url }
    } catch (error) {
      const failure = await toPaydeckError(error, url, method)
      if (failure instanceof PaydeckHttpError) timed(failure.status, failure.requestId)
      else if (failure.name !== 'AbortError') timed(null, null)
      const message = codeProblemOf(failure)
      const codeHandler = codeHandlers.at(-1)
      if (message === undefined || !codeHandler || options.headers?.[SCA_HEADER] !== undefined)
        throw reported(failure, options)
      return askForCode(path, options, failure, message, codeHandler)
    }
  }

  /** The change again with the code the user gives, until it is made, fails otherwise, or they give up. */
  function askForCode(
    path: string,
    options: RequestOptions,
    failure: Error,
    message: string,
    handler: (request: CodeRequest) => void,
  ): Promise<{ response: Response; url: string }> {
    return new Promise((resolve, reject) =>
      handler({
        message,
        ...(options.confirms !== undefined && { action: options.confirms }),
        send: async (code) => {
          try {
            resolve(await send(path, { ...options, headers: { ...options.headers, [SCA_HEADER]: code }, quiet: true }))
            return null
          } catch (retryFailure) {
            const problem = codeProblemOf(retryFailure)
            if (problem !== undefined) return problem
            reject(reported(retryFailure as Error, options))
            return null
          }
        },
        cancel: () => reject(reported(failure, options)),
      }),
    )
  }

  return {
    async json(schema, path, options) {
      const { response, url } = await send(path, options)
      const text = await response.text()
      const parsed = z.safeParse(schema, text ? parseBody(text) : undefined)
      if (!parsed.success) throw reported(new PaydeckParseError(url, parsed.error.issues, options?.method), options)
      return parsed.data
    },
    async text(path, options) {
      return (await send(path, options)).response.text()
    },
    async id(path, options) {
      const { response, url } = await send(path, options)
      const parsed = z.safeParse(idReplySchema, (await response.text()).trim())
      if (!parsed.success) throw reported(new PaydeckParseError(url, parsed.error.issues, options?.method), options)
      return Number(parsed.data)
    },
    async blob(path, options) {
      return (await send(path, options)).response.blob()
    },
    async target(path) {
      const outgoing = await context(path)
      return { url: resolveUrl(path, hosts, outgoing.userKind), headers: outgoingHeaders(outgoing) }
    },
    onError(listener) {
      errorListeners.add(listener)
      return () => void errorListeners.delete(listener)
    },
    onCodeNeeded(handler) {
      codeHandlers.push(handler)
      return () => {
        const index = codeHandlers.lastIndexOf(handler)
        if (index >= 0) codeHandlers.splice(index, 1)
      }
    },
  }
}

/** The URL with the given query in place of its own; a parameter without a value is left out. */
export function withSearchParams(url: string, params: SearchParams | undefined): string {
  if (!params) return url
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined) query.set(key, String(value))
  const text = query.toString()
  return url.replace(/(?:\?[^#]*)?(?=#|$)/, text ? `?${text}` : '')
}

async function toPaydeckError(error: unknown, url: string, method: string): Promise<Error> {
  if (error instanceof StatusError) {
    // Blob answers carry their error as text too, so one read covers JSON, text and blob bodies.
    const { response } = error
    const text = await response.text().catch(() => '')
    return new PaydeckHttpError(response.status, parseBody(text), url, method, response.headers.get(REQUEST_ID))
  }
  if (error instanceof TimeoutError || error instanceof TypeError)
    return new PaydeckNetworkError(url, { cause: error }, method)
  if (error instanceof Error && error.name === 'AbortError') return error
  return error instanceof Error ? error : new Error(String(error))
}
