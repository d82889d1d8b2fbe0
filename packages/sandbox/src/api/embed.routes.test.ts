import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'

describe('a token for a page that embeds the widgets', () => {
  const sandbox = createSandbox({ database: ':memory:', clientOrigins: ['http://localhost:4490'] })
  afterAll(() => sandbox.close())
  const session = (body: unknown) =>
    sandbox.fetch(
      new Request('http://localhost:4000/embed/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:4490' },
        body: JSON.stringify(body),
      }),
    )

  it('hands a real access token for the demo credentials, to the allowed origin', async () => {
    const response = await session({ email: 'merchant@sandbox.test', password: 'paydeck' })
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4490')
    const { accessToken } = (await response.json()) as { accessToken: string }
    const users = await sandbox.fetch(
      new Request('http://localhost:4000/v1/users', { headers: { Authorization: `Bearer ${accessToken}` } }),
    )
    expect(users.status).toBe(200)
  })

  it('refuses a wrong password with a clear message', async () => {
    const response = await session({ email: 'merchant@sandbox.test', password: 'nope' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'The email or password is not right.' })
  })
})
