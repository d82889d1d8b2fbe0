import type { Sandbox } from '../sandbox'

/** For the sandbox's own tests: API calls as a seeded user (a real token), JSON in, the Response out. */
export function apiCaller(sandbox: Sandbox, base = 'http://localhost:4000/v1') {
  const call = async (email: string, path: string, init: { method?: string; body?: unknown } = {}) => {
    const token = await sandbox.issueAccessToken(email)
    return sandbox.fetch(
      new Request(`${base}/${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    )
  }
  return { call, json: async (email: string, path: string) => (await call(email, path)).json() }
}
