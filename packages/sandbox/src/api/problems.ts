import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { NOT_AUTHORIZED_MESSAGE } from '@paydeck/core/schemas'
import { problemBody, type ProblemExtras } from '../domain/problem'

// Every error the sandbox answers is one shape, RFC 9457's problem details: the status, its title, and what went
// wrong in words (`detail`, the sentence the client shows); a validation problem adds `errors` (field to messages),
// a refused file its `rows`. Core's error catalogue reads it (seed 000 section 8 and spec-decisions).

/** A body of any status as its answer: a failure as problem details, anything else as JSON. */
export const answerWith = (c: Context, status: number, body: unknown) =>
  status >= 400
    ? c.body(JSON.stringify(body), status as ContentfulStatusCode, { 'Content-Type': 'application/problem+json' })
    : c.json(body as object, status as ContentfulStatusCode)

/** An error answer. */
export const problem = (c: Context, status: number, detail: string, extras?: ProblemExtras) =>
  answerWith(c, status, problemBody(status, detail, extras))

export const unauthorized = (c: Context, message = 'Your session has ended. Sign in again.') => problem(c, 401, message)

export const forbidden = (c: Context) => problem(c, 403, NOT_AUTHORIZED_MESSAGE)

export const notFound = (c: Context, message = 'Not found') => problem(c, 404, message)

/** A validation problem: field name to messages; its detail is the first message, which the client shows. */
export const invalid = (c: Context, errors: Record<string, string[]>) =>
  problem(c, 400, Object.values(errors).flat()[0] ?? 'The request is not valid.', { errors })

/** A body over the limit of its route, refused before it is read. */
export const tooLarge = (c: Context, maxBytes: number) =>
  problem(c, 413, `The request is larger than the ${Math.round(maxBytes / 1_048_576)} MB this call accepts.`)

/** Too many attempts: when to come back (Retry-After, in seconds) and why, in words. */
export const tooMany = (c: Context, message: string, retryAfterSeconds: number) => {
  c.header('Retry-After', String(retryAfterSeconds))
  return problem(c, 429, message)
}

/** A call from a page whose origin the sandbox does not serve. */
export const forbiddenOrigin = (c: Context) =>
  problem(c, 403, 'Only a page of an allowed origin may ask for a session.')

/** A change the state of things refuses (already done, still in use, someone else's): why, in words. */
export const conflict = (c: Context, message: string) => problem(c, 409, message)
