import { createPaydeck, memoryStorage, type Paydeck, type PaydeckOptions } from '@paydeck/core'
import { createSandbox, type Sandbox } from '../sandbox'

export const IN_MEMORY_API = 'http://localhost:4000/v1'

/**
 * For tests of core, apps and widgets: a Paydeck client signed in as a seeded user (a real access token; null for
 * none) against a fresh sandbox in memory, its calls answered without a network and recorded as sent.
 */
export async function inMemoryClient(
  email: string | null,
  overrides: Partial<PaydeckOptions> = {},
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
      return sandbox.fetch(request)
    },
    ...overrides,
  })
  return { paydeck, sandbox, sent, token }
}
