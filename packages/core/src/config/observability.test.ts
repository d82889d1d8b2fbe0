import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { createPaydeck } from './create-paydeck'
import type { PaydeckErrorReport, PaydeckEvent } from './observability'
import { memoryStorage } from '../storage/key-value-storage'

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })

/** An instance whose server answers by path, and what its monitoring hook received. */
function observed(answer: (url: URL) => Response | Promise<Response>, messages = false) {
  const errors: PaydeckErrorReport[] = []
  const events: PaydeckEvent[] = []
  const paydeck = createPaydeck({
    hosts: { api: 'https://api.example.test/v1' },
    auth: { getAccessToken: () => 'secret-token' },
    storage: memoryStorage(),
    fetch: async (input) => answer(new URL((input as Request).url)),
    observability: { onError: (report) => errors.push(report), onEvent: (event) => events.push(event), messages },
  })
  return { paydeck, errors, events }
}

describe('the monitoring hook', () => {
  it('times every call by method and path, with the request id and no query', async () => {
    const { paydeck, events, errors } = observed(() => json({ ok: true }, 200, { 'X-Request-Id': 'req-1' }))
    await paydeck.http.json(z.object({ ok: z.boolean() }), '/api/transactions', {
      searchParams: { search: 'ada@example.com' },
    })
    expect(events).toEqual([
      {
        type: 'api-call',
        call: 'GET /v1/api/transactions',
        status: 200,
        durationMs: expect.any(Number),
        requestId: 'req-1',
      },
    ])
    expect(errors).toEqual([])
  })

  it('reports each failed call once with its kind, status and request id: nothing personal, no token', async () => {
    const { paydeck, errors, events } = observed(() =>
      json({ title: 'Not Found', detail: 'No customer ada@example.com.' }, 404, { 'X-Request-Id': 'req-9' }),
    )
    await expect(paydeck.http.json(z.object({}), '/api/customers/ada@example.com/cards')).rejects.toThrow()
    expect(errors).toEqual([
      {
        kind: 'not-found',
        retryable: false,
        call: 'GET /v1/api/customers/…/cards',
        status: 404,
        requestId: 'req-9',
        source: 'call',
        widget: null,
      },
    ])
    expect(JSON.stringify([errors, events])).not.toMatch(/ada@|secret-token/)
  })

  it('adds the message when asked, and says a server that cannot be reached may answer later', async () => {
    const { paydeck, errors } = observed(() => Promise.reject(new TypeError('Failed to fetch')), true)
    await expect(paydeck.http.json(z.object({}), '/users', { retry: 0 })).rejects.toThrow()
    expect(errors).toEqual([
      expect.objectContaining({
        kind: 'network',
        retryable: true,
        call: 'GET /v1/users',
        status: null,
        message: 'The server could not be reached. Check your connection and try again.',
      }),
    ])
  })

  it('survives a hook that throws: the call still answers its caller', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const paydeck = createPaydeck({
      hosts: { api: 'https://api.example.test/v1' },
      auth: { getAccessToken: () => null },
      storage: memoryStorage(),
      fetch: async () => json({ ok: true }),
      observability: {
        onEvent: () => {
          throw new Error('tracker down')
        },
      },
    })
    await expect(paydeck.http.json(z.object({ ok: z.boolean() }), '/users')).resolves.toEqual({ ok: true })
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('refuses a hook that is not a function, naming the option', () => {
    expect(() =>
      createPaydeck({
        hosts: { api: 'https://api.example.test/v1' },
        auth: { getAccessToken: () => null },
        observability: { onError: 'console' as never },
      }),
    ).toThrow(/options\.observability must be an object whose onError and onEvent are functions/)
  })
})
