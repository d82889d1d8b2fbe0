// Test helper: a Paydeck client wired to the real sandbox app in memory, recording what it sends.
import { createSandbox } from '@paydeck/sandbox'
import { createPaydeck, type Paydeck } from '../config/create-paydeck'
import type { PaydeckOptions } from '../config/options.schema'
import { memoryStorage, type KeyValueStorage } from '../storage/key-value-storage'

export const API = 'http://localhost:4000/v1'

export async function sandboxClient(
  email: string | null,
  overrides: Partial<PaydeckOptions> & { storage?: KeyValueStorage } = {},
): Promise<{ paydeck: Paydeck; sent: Request[]; token: string | null }> {
  const sandbox = createSandbox({ database: ':memory:' })
  const token = email ? await sandbox.issueAccessToken(email) : null
  const sent: Request[] = []
  const paydeck = createPaydeck({
    hosts: { api: API },
    auth: { getAccessToken: () => token },
    storage: memoryStorage(),
    fetch: async (input, init) => {
      const request = new Request(input, init)
      sent.push(request.clone())
      return sandbox.fetch(request)
    },
    ...overrides,
  })
  return { paydeck, sent, token }
}
