import type { MiddlewareHandler } from 'hono'
import { maskCardNumbersIn } from '@paydeck/core/transactions'

// Card numbers never land in free text: whatever a JSON body carries (a refund's reason, a ticket's comment, a note)
// is masked to the first six and last four digits before any handler reads, stores or logs it.

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export const maskCardNumbersInBodies: MiddlewareHandler = async (c, next) => {
  if (writes.has(c.req.method) && (c.req.header('content-type') ?? '').includes('json')) {
    const text = await c.req.text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      // Not JSON after all: the handler answers that as it always does.
      return next()
    }
    // Handlers read the body through Hono's cache, so the masked text is all they ever see.
    // (Hono keeps a body's read as its promise, whatever its type says.)
    Object.assign(c.req.bodyCache, { text: Promise.resolve(JSON.stringify(maskCardNumbersIn(body))) })
    delete c.req.bodyCache.json
  }
  return next()
}
