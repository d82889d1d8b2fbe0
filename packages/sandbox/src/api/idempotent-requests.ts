import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import * as z from 'zod/mini'
import type { SandboxDatabase } from '../db/database'
import { invalid } from './problems'

// What moves money is done once per requestId (spec-decisions, "Outgoing requests"): a repeat gets the first answer,
// refusals too, and the same requestId with another body is refused. The card actions keep theirs with the
// transaction (transactions/actions.ts); uploads (bank orders, bulk updates) keep theirs here.

export interface Answer {
  status: number
  body: unknown
}

/** The requestId header when it is a UUID, else null. */
export const requestIdOf = (c: Context): string | null => {
  const requestId = c.req.header('requestId') ?? ''
  return z.safeParse(z.uuid(), requestId).success ? requestId : null
}

export const missingRequestId = (c: Context) =>
  invalid(c, { requestId: ['Send a requestId header: a UUID made once for this action.'] })

/** The answer to a requestId sent again with another body. */
export const reusedRequestId = (requestId: string): Answer => ({
  status: 422,
  body: { error: `The requestId ${requestId} was used for another request; start the action again.` },
})

/** A request's fingerprint: a digest of what it asks, so a repeat is told from another request. */
export const fingerprintOf = (...parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex')

export interface OnceCall {
  requestId: string
  userId: number
  /** The call, as `POST /api/crm/tenpaybankorders`. */
  call: string
  fingerprint: string
}

/** Answers `make` once per requestId. */
export type Once = (call: OnceCall, make: () => Answer) => Answer

/** `make` answered once per requestId, inside one database transaction (so two repeats cannot both make it). */
export function idempotentRequests(db: SandboxDatabase): Once {
  const earlier = db.prepare(
    'SELECT user_id AS userId, call, fingerprint, status, response FROM idempotent_requests WHERE request_id = ?',
  )
  const remember = db.prepare(
    `INSERT INTO idempotent_requests (request_id, user_id, call, fingerprint, status, response, created)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  return db.transaction(({ requestId, userId, call, fingerprint }: OnceCall, make: () => Answer): Answer => {
    const first = earlier.get(requestId) as
      { userId: number; call: string; fingerprint: string; status: number; response: string } | undefined
    if (first) {
      if (first.userId !== userId || first.call !== call || first.fingerprint !== fingerprint)
        return reusedRequestId(requestId)
      return { status: first.status, body: JSON.parse(first.response) }
    }
    const answer = make()
    remember.run(
      requestId,
      userId,
      call,
      fingerprint,
      answer.status,
      JSON.stringify(answer.body),
      new Date().toISOString(),
    )
    return answer
  })
}
