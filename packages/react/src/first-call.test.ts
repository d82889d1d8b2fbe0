import { describe, expect, it } from 'vitest'
import { inMemoryClient } from '@paydeck/test-harness'

const paths = (sent: Request[]) => sent.map((request) => new URL(request.url).pathname)

// An element on a page may be the first to call, before anything has loaded the user's context: a call whose
// address depends on the kind of user waits for it (one request) instead of going out unprefixed.
describe('the first call of a page', () => {
  it("waits for a tenant's context and goes to the /crm path", async () => {
    const { paydeck, sent } = await inMemoryClient('tenant@sandbox.test')
    const [labels, again] = await Promise.all([
      paydeck.http.text('support/labels'),
      paydeck.http.text('support/labels'),
    ])
    expect(JSON.parse(labels)).toEqual(JSON.parse(again))
    expect(paths(sent)).toEqual(['/v1/users', '/v1/crm/support/labels', '/v1/crm/support/labels'])
  })

  it('sends a path that is the same for every kind of user at once', async () => {
    const { paydeck, sent } = await inMemoryClient('merchant@sandbox.test')
    await paydeck.http.text('users')
    expect(paths(sent)).toEqual(['/v1/users'])
  })

  it('does not ask for a context without a token', async () => {
    const { paydeck, sent } = await inMemoryClient(null)
    await paydeck.http.text('support/labels').catch(() => null)
    expect(paths(sent)).toEqual(['/v1/support/labels'])
  })
})
