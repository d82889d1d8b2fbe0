import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { createHttpClient, SCA_HEADER, type CodeRequest } from './http-client'
import { hostMounts, type Hosts } from './request-rules'

const origin = 'https://api.example.test'
const hosts = Object.fromEntries(Object.entries(hostMounts).map(([host, mount]) => [host, origin + mount])) as Hosts
const codeProblem = (message: string) =>
  new Response(JSON.stringify({ title: 'Bad Request', status: 400, detail: message, errors: { scaCode: [message] } }), {
    status: 400,
    headers: { 'Content-Type': 'application/problem+json' },
  })

/** A client whose server wants the code 123456 for every change, and the codes each attempt carried. */
function clientNeedingCode() {
  const codes: (string | null)[] = []
  const http = createHttpClient({
    hosts,
    context: async () => ({ userKind: 'tenant', systemMode: 'Live', accessToken: 'token', locale: 'en' }),
    fetch: async (input) => {
      const code = (input as Request).headers.get(SCA_HEADER)
      codes.push(code)
      if (code === null) return codeProblem('This change needs the six-digit code from your authenticator app.')
      if (code !== '123456') return codeProblem('This code is wrong or has expired.')
      return new Response(JSON.stringify({ id: 7 }), { headers: { 'Content-Type': 'application/json' } })
    },
  })
  const errors: Error[] = []
  http.onError((error) => errors.push(error))
  return { http, codes, errors }
}

describe('the one-time code a change asks for', () => {
  it('asks the user, says what was wrong, and sends the change again with the code they give', async () => {
    const { http, codes, errors } = clientNeedingCode()
    const asked: string[] = []
    http.onCodeNeeded(async (request) => {
      asked.push(request.message)
      asked.push(String(await request.send('000000')))
      asked.push(String(await request.send('123456')))
    })
    const saved = await http.text('crm/pricebooks', { method: 'POST', json: { name: 'Weekend' } })
    expect(JSON.parse(saved)).toEqual({ id: 7 })
    expect(codes).toEqual([null, '000000', '123456'])
    expect(asked).toEqual([
      'This change needs the six-digit code from your authenticator app.',
      'This code is wrong or has expired.',
      'null',
    ])
    expect(errors).toEqual([])
  })

  it('says what the code confirms where the caller said, in its words', async () => {
    const { http } = clientNeedingCode()
    const actions: (string | undefined)[] = []
    http.onCodeNeeded((request) => {
      actions.push(request.action)
      void request.send('123456')
    })
    await http.text('users/crm/4', { method: 'DELETE', confirms: 'Delete Deniz Aydın', quiet: true })
    await http.text('crm/pricebooks', { method: 'POST', json: {} })
    expect(actions).toEqual(['Delete Deniz Aydın', undefined])
  })

  it('fails the change with the refusal when the user gives up, or when nobody can ask', async () => {
    const { http, errors } = clientNeedingCode()
    const stop = http.onCodeNeeded((request: CodeRequest) => request.cancel())
    await expect(http.text('crm/pricebooks', { method: 'POST', json: {} })).rejects.toThrow(/needs the six-digit/)
    stop()
    await expect(http.text('crm/pricebooks', { method: 'POST', json: {} })).rejects.toThrow(/needs the six-digit/)
    expect(errors).toHaveLength(2)
  })

  it('asks the last listener still listening: each element on a page asks for its own client', async () => {
    const { http } = clientNeedingCode()
    const asked: string[] = []
    http.onCodeNeeded((request) => {
      asked.push('first')
      void request.send('123456')
    })
    const stopSecond = http.onCodeNeeded((request) => {
      asked.push('second')
      void request.send('123456')
    })
    await http.text('crm/pricebooks', { method: 'POST', json: { name: 'Weekend' } })
    stopSecond()
    await http.text('crm/pricebooks', { method: 'POST', json: { name: 'Weekend' } })
    expect(asked).toEqual(['second', 'first'])
  })

  it('leaves a change that sends its own code to its caller', async () => {
    const { http, codes } = clientNeedingCode()
    let asked = 0
    http.onCodeNeeded(() => asked++)
    await expect(
      http.text('users/1', { method: 'PUT', json: {}, headers: { [SCA_HEADER]: '999999' } }),
    ).rejects.toThrow(/wrong/)
    expect([asked, codes]).toEqual([0, ['999999']])
  })
})

describe('what leaves and how failures come back', () => {
  const context = async () => ({ userKind: null, systemMode: 'Live' as const, accessToken: 'token', locale: 'en' })
  function recording(answer: () => Response | Promise<Response>) {
    const sent: Request[] = []
    const http = createHttpClient({
      hosts,
      context,
      fetch: async (input) => {
        sent.push(input as Request)
        return answer()
      },
    })
    return { http, sent }
  }

  it('sends JSON with its type, the session cookie, and a query without empty parameters', async () => {
    const { http, sent } = recording(() => new Response('7'))
    await http.id('crm/pricebooks', {
      method: 'POST',
      json: { name: 'Weekend' },
      searchParams: { draft: true, note: undefined, owner: null, page: 0 },
    })
    const [request] = sent
    expect(request!.url).toBe(`${origin}/v1/crm/pricebooks?draft=true&page=0`)
    expect(request!.headers.get('Content-Type')).toBe('application/json')
    expect(request!.headers.get('Authorization')).toBe('Bearer token')
    expect(request!.credentials).toBe('include')
    expect(await request!.json()).toEqual({ name: 'Weekend' })
  })

  it('never sends a change twice on its own, and tells a refusal in the server’s words', async () => {
    const { http, sent } = recording(
      () =>
        new Response(JSON.stringify({ title: 'Service Unavailable', status: 503, detail: 'Down for maintenance.' }), {
          status: 503,
          headers: { 'Content-Type': 'application/problem+json', 'X-Request-Id': 'req-9' },
        }),
    )
    const failure = await http.text('crm/pricebooks', { method: 'POST', json: {} }).catch((error: unknown) => error)
    expect(sent).toHaveLength(1)
    expect(failure).toMatchObject({ name: 'PaydeckHttpError', status: 503, requestId: 'req-9' })
    expect((failure as Error).message).toMatch(/Down for maintenance/)
  })

  it('says the server could not be reached when the network fails, after trying a read three times', async () => {
    vi.useFakeTimers()
    try {
      const { http, sent } = recording(() => Promise.reject(new TypeError('Failed to fetch')))
      const failed = http.json(z.object({}), 'users/me').catch((error: unknown) => error)
      await vi.advanceTimersByTimeAsync(1000)
      expect(await failed).toMatchObject({ name: 'PaydeckNetworkError' })
      expect(sent).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })
})
