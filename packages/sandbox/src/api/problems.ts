import type { Context } from 'hono'
import { NOT_AUTHORIZED_MESSAGE } from '@paydeck/core/schemas'

// Error bodies in the shapes the client's error catalogue reads (seed 000 section 8).
export const unauthorized = (c: Context, message = 'Your session has ended. Sign in again.') =>
  c.json({ error: message }, 401)

export const forbidden = (c: Context) => c.json({ errors: [{ message: NOT_AUTHORIZED_MESSAGE }] }, 403)

export const notFound = (c: Context, message = 'Not found') => c.json({ error: message }, 404)

/** A validation problem: field name to messages, the first of which the client shows. */
export const invalid = (c: Context, errors: Record<string, string[]>) =>
  c.json({ title: 'One or more validation errors occurred.', status: 400, errors }, 400)

/** A body over the limit of its route, refused before it is read (a validation problem, so the client shows it). */
export const tooLarge = (c: Context, maxBytes: number) =>
  c.json(
    {
      title: 'The request is too large.',
      status: 413,
      errors: { body: [`The request is larger than the ${Math.round(maxBytes / 1_048_576)} MB this call accepts.`] },
    },
    413,
  )

/** Too many attempts: when to come back (Retry-After, in seconds) and why, in words. */
export const tooMany = (c: Context, message: string, retryAfterSeconds: number) => {
  c.header('Retry-After', String(retryAfterSeconds))
  return c.json({ error: message }, 429)
}

/** A call from a page whose origin the sandbox does not serve. */
export const forbiddenOrigin = (c: Context) =>
  c.json({ error: 'Only a page of an allowed origin may ask for a session.' }, 403)

/** A change the state of things refuses (already done, still in use, someone else's): why, in words. */
export const conflict = (c: Context, message: string) => c.json({ error: message }, 409)
