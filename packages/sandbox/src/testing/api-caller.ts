import type { Sandbox } from '../sandbox'

export interface CallInit {
  method?: string
  /** JSON, or a FormData / string sent as it is. */
  body?: unknown
  headers?: Record<string, string>
}

/**
 * For the sandbox's own tests: calls as a seeded user (a real token, made once per user) to a service of the
 * sandbox (the API under /v1 by default), the Response out.
 */
export function apiCaller(sandbox: Sandbox, base = 'http://localhost:4000/v1') {
  const tokens = new Map<string, Promise<string>>()
  const tokenOf = (email: string) => {
    if (!tokens.has(email)) tokens.set(email, sandbox.issueAccessToken(email))
    return tokens.get(email)!
  }
  const call = async (email: string, path: string, init: CallInit = {}) => {
    const raw = init.body instanceof FormData || typeof init.body === 'string'
    const headers: Record<string, string> = { Authorization: `Bearer ${await tokenOf(email)}`, ...init.headers }
    if (init.body !== undefined && !raw) headers['Content-Type'] = 'application/json'
    return sandbox.fetch(
      new Request(`${base}/${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : raw ? (init.body as BodyInit) : JSON.stringify(init.body),
      }),
    )
  }
  return {
    call,
    json: async (email: string, path: string, init?: CallInit) => (await call(email, path, init)).json(),
  }
}
