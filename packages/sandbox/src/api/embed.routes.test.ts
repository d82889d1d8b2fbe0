import { afterAll, describe, expect, it } from 'vitest'
import { MAX_FAILURES_A_MINUTE } from '../auth/sign-in'
import { createSandbox } from '../sandbox'

describe('a token for a page that embeds the widgets', () => {
  const sandbox = createSandbox({ database: ':memory:', clientOrigins: ['http://localhost:4490'] })
  afterAll(() => sandbox.close())
  const session = (body: unknown, origin: string | null = 'http://localhost:4490') =>
    sandbox.fetch(
      new Request('http://localhost:4000/embed/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(origin && { Origin: origin }) },
        body: JSON.stringify(body),
      }),
    )
  const demo = { email: 'merchant@sandbox.test', password: 'paydeck' }
  const usersWith = (accessToken: string) =>
    sandbox.fetch(
      new Request('http://localhost:4000/v1/users', { headers: { Authorization: `Bearer ${accessToken}` } }),
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

  it('refuses a body without an email or a password by its declaration, field by field', async () => {
    const response = await session({ email: 'merchant@sandbox.test' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errors: { password: [expect.any(String)] } })
    const empty = await session({ email: '', password: '' })
    expect(await empty.json()).toMatchObject({
      detail: 'Send an email and a password.',
      errors: { email: ['Send an email and a password.'] },
    })
  })

  it('refuses a wrong password with a clear message', async () => {
    const response = await session({ email: 'merchant@sandbox.test', password: 'nope' })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ detail: 'The email or password is not right.' })
  })

  it('makes no token for a page of another origin, nor for a call without one', async () => {
    for (const origin of ['https://evil.example', null]) {
      const response = await session(demo, origin)
      expect([response.status, await response.json()]).toEqual([
        403,
        expect.objectContaining({ detail: 'Only a page of an allowed origin may ask for a session.' }),
      ])
    }
  })

  it('counts failures towards the lockout like the login page, and a lock ends the tokens already given', async () => {
    const { accessToken } = (await (await session({ ...demo, email: 'harbor-merchant@sandbox.test' })).json()) as {
      accessToken: string
    }
    expect((await usersWith(accessToken)).status).toBe(200)
    for (let attempt = 0; attempt < 5; attempt++)
      await session({ email: 'harbor-merchant@sandbox.test', password: 'wrong' })
    const locked = await session({ ...demo, email: 'harbor-merchant@sandbox.test' })
    expect([locked.status, ((await locked.json()) as { detail: string }).detail]).toEqual([
      401,
      'This account is locked after too many failed sign-ins. Ask your administrator to unlock it.',
    ])
    const refused = sandbox.db
      .prepare(
        "SELECT COUNT(*) AS n FROM sign_ins WHERE email = 'harbor-merchant@sandbox.test' AND outcome = 'Refused'",
      )
      .get() as { n: number }
    expect(refused.n).toBe(6)
    expect((await usersWith(accessToken)).status).toBe(401)
  })

  it('tells a place that keeps failing to wait, and when', async () => {
    let answer: Response | undefined
    for (let attempt = 0; attempt <= MAX_FAILURES_A_MINUTE && answer?.status !== 429; attempt++)
      answer = await session({ email: `nobody${attempt}@sandbox.test`, password: 'wrong' })
    expect(answer!.status).toBe(429)
    expect(Number(answer!.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(Number(answer!.headers.get('Retry-After'))).toBeLessThanOrEqual(60)
    // Even the right password waits: the place is told to stop guessing.
    expect((await session(demo)).status).toBe(429)
  })
})
