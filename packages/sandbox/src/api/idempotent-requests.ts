import type { Context } from 'hono'
import * as z from 'zod/mini'
import type { ApiEnv } from './auth.middleware'
import { invalid } from './problems'

// The requestId of a call idempotent by it, as the gate reads it; what is remembered under it is the domain's
// (domain/remembered-answers.ts).

/** The requestId header when it is a UUID, else null. */
export const requestIdOf = (c: Context): string | null => {
  const requestId = c.req.header('requestId') ?? ''
  return z.safeParse(z.uuid(), requestId).success ? requestId : null
}

/** The requestId the gate checked for a call the table declares idempotent by it. */
export function requestIdFor(c: Context<ApiEnv>): string {
  const requestId = c.get('requestId')
  if (!requestId) throw new Error(`${c.req.method} ${c.req.path} is not idempotent by requestId in the route table`)
  return requestId
}

export const missingRequestId = (c: Context) =>
  invalid(c, { requestId: ['Send a requestId header: a UUID made once for this action.'] })
