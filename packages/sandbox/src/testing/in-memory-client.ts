import { createPaydeck, memoryStorage, type Paydeck } from '@paydeck/core'
import { createSandbox, type Sandbox } from '../sandbox'

/**
 * For tests of apps and widgets: a Paydeck client signed in as a seeded user (a real access token) against a
 * fresh sandbox in memory, its calls answered without a network.
 */
export async function inMemoryClient(email: string): Promise<{ paydeck: Paydeck; sandbox: Sandbox }> {
  const sandbox = createSandbox({ database: ':memory:' })
  const token = await sandbox.issueAccessToken(email)
  const paydeck = createPaydeck({
    hosts: { api: 'http://localhost:4000/v1' },
    auth: { getAccessToken: () => token },
    storage: memoryStorage(),
    fetch: (input, init) => sandbox.fetch(new Request(input, init)),
  })
  return { paydeck, sandbox }
}
