import { appendFileSync } from 'node:fs'
import type { MiddlewareHandler } from 'hono'
import type { HostName } from '@paydeck/core'

/** One call and its answer, as the contract test reads them. */
export interface Exchange {
  host: HostName
  method: string
  /** The path on the sandbox's origin (/v1/users, /reporting/...), as the OpenAPI document keys it. */
  path: string
  query: Record<string, string>
  status: number
  contentType: string
  /** A JSON answer's body, or a plain text answer's first 200 characters. */
  body?: unknown
}

/**
 * Writes every call a service answers to a JSON-lines file (the sandbox's --contract-log), for the contract test to
 * check against the OpenAPI document. Preflights never reach it: CORS answers them first. `handedBack` says when a
 * reader thread's answer will not be the one sent.
 */
export function contractLog(file: string, host: HostName, handedBack = () => false): MiddlewareHandler {
  return async (c, next) => {
    await next()
    // A reader thread's call that wrote is answered again by the sandbox's thread, which logs it then.
    if (handedBack()) return
    const contentType = c.res.headers.get('content-type') ?? ''
    const body = contentType.includes('json')
      ? await c.res
          .clone()
          .json()
          .catch(() => undefined)
      : contentType.startsWith('text/plain')
        ? (await c.res.clone().text()).slice(0, 200)
        : undefined
    const exchange: Exchange = {
      host,
      method: c.req.method,
      path: c.req.path,
      query: c.req.query(),
      status: c.res.status,
      contentType,
      ...(body === undefined ? {} : { body }),
    }
    appendFileSync(file, `${JSON.stringify(exchange)}\n`)
  }
}
