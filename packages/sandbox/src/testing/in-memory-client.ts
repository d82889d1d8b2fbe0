import { createPaydeck, memoryStorage, type Paydeck, type PaydeckOptions } from '@paydeck/core'
import { createSandbox, type Sandbox } from '../sandbox'
import { findServedRoute } from '../api/route-table'
import { routeNameOf } from '@paydeck/core/openapi'

export const IN_MEMORY_API = 'http://localhost:4000/v1'

/**
 * The calls (core's route names) every in-memory client of this test file made: a widget package's tests check them
 * against its endpoints.json, so a widget that calls something its list does not name fails.
 */
export const callsMade = new Set<string>()

/** The calls made that a package's endpoints.json (by entry) does not list: what a tenant's proxy would refuse. */
export function unlistedCalls(endpoints: Record<string, readonly { operationId: string }[]>): string[] {
  const listed = new Set(
    Object.values(endpoints).flatMap((entry) => entry.map(({ operationId }) => routeNameOf(operationId))),
  )
  return [...callsMade].filter((name) => !listed.has(name))
}

/**
 * For tests of core, apps and widgets: a Paydeck client signed in as a seeded user (a real access token; null for
 * none) against a fresh sandbox in memory, its calls answered without a network and recorded as sent.
 */
export async function inMemoryClient(
  email: string | null,
  overrides: Partial<PaydeckOptions> = {},
  /** Awaited before the sandbox answers a request: a test holds one answer back to see what shows meanwhile. */
  beforeAnswer?: (request: Request) => Promise<void> | void,
): Promise<{ paydeck: Paydeck; sandbox: Sandbox; sent: Request[]; token: string | null }> {
  const sandbox = createSandbox({ database: ':memory:' })
  const token = email ? await sandbox.issueAccessToken(email) : null
  const sent: Request[] = []
  const paydeck = createPaydeck({
    hosts: { api: IN_MEMORY_API },
    auth: { getAccessToken: () => token },
    storage: memoryStorage(),
    fetch: async (input, init) => {
      const request = new Request(input, init)
      sent.push(request.clone())
      const called = findServedRoute(request.method, new URL(request.url).pathname)
      if (called) callsMade.add(called.name)
      await beforeAnswer?.(request)
      return sandbox.fetch(request)
    },
    ...overrides,
  })
  return { paydeck, sandbox, sent, token }
}
