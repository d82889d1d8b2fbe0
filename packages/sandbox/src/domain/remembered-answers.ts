import { createHash } from 'node:crypto'
import type { SandboxDatabase } from '../db/database'
import { problemBody } from './problem'

// What moves money is done once per requestId (spec-decisions, "Outgoing requests"): a repeat gets the first answer,
// refusals too, and the same requestId with another body is refused. The card actions keep theirs with the
// transaction (transactions/actions.ts); uploads (bank orders, bulk updates) keep theirs here.

/** An answer as it was given: its status and body, kept to be given again. */
export interface Answer {
  status: number
  body: unknown
}

/** The answer to a requestId sent again with another body. */
export const reusedRequestId = (requestId: string): Answer => ({
  status: 422,
  body: problemBody(422, `The requestId ${requestId} was used for another request; start the action again.`),
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

/** How a request was first answered, as kept: who asked, what (its fingerprint), and the answer. */
export interface FirstAnswer {
  userId: number
  fingerprint: string
  status: number
  response: string
}

/**
 * The rule both stores follow (the card actions' and the uploads'): the first answer again to a repeat of the same
 * request by the same user, a refusal to another request under the same id, else `make`'s answer, which `keep` keeps.
 */
export function answerOnce(
  first: FirstAnswer | undefined,
  asked: { requestId: string; userId: number; fingerprint: string },
  make: () => Answer,
  keep: (answer: Answer) => void,
): Answer {
  if (first) {
    if (first.userId !== asked.userId || first.fingerprint !== asked.fingerprint)
      return reusedRequestId(asked.requestId)
    return { status: first.status, body: JSON.parse(first.response) }
  }
  const answer = make()
  keep(answer)
  return answer
}

/** `make` answered once per requestId, inside one database transaction (so two repeats cannot both make it). */
export function idempotentRequests(db: SandboxDatabase): Once {
  // The call is part of what was asked: the same id on another call is another request.
  const earlier = db.prepare(
    `SELECT user_id AS userId, call || ' ' || fingerprint AS fingerprint, status, response
     FROM idempotent_requests WHERE request_id = ?`,
  )
  const remember = db.prepare(
    `INSERT INTO idempotent_requests (request_id, user_id, call, fingerprint, status, response, created)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  return db.transaction(({ requestId, userId, call, fingerprint }: OnceCall, make: () => Answer): Answer =>
    answerOnce(
      earlier.get(requestId) as FirstAnswer | undefined,
      { requestId, userId, fingerprint: `${call} ${fingerprint}` },
      make,
      (answer) =>
        remember.run(
          requestId,
          userId,
          call,
          fingerprint,
          answer.status,
          JSON.stringify(answer.body),
          new Date().toISOString(),
        ),
    ),
  )
}
