import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { retryDelayMs, sendRequest, StatusError, TimeoutError, type SendOptions } from './send-request'

const url = 'https://api.example.test/v1/notifications'
const request = (signal: AbortSignal) => new Request(url, { signal })
const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(`status ${status}`, { status, headers })

/** A server answering each attempt in turn, and the attempts it saw. */
function server(...answers: (Response | Error)[]) {
  const seen: Request[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    seen.push(input as Request)
    const next = answers.shift()!
    if (next instanceof Error) throw next
    return next
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen }
}

const options = (fetch: typeof globalThis.fetch, more: Partial<SendOptions> = {}): SendOptions => ({
  fetch,
  retries: 2,
  timeoutMs: 30_000,
  ...more,
})

describe('sending a request', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('tries a read again after a network failure and a busy server, waiting 0.3 s then 0.6 s', async () => {
    const { fetch, seen } = server(new TypeError('Failed to fetch'), answer(503), answer(200))
    const sent = sendRequest(request, options(fetch))
    await vi.advanceTimersByTimeAsync(299)
    expect(seen).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(seen).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(600)
    expect((await sent).status).toBe(200)
    expect(seen).toHaveLength(3)
  })

  it('gives up after its retries with the last failure, the answer kept for its words', async () => {
    const { fetch } = server(answer(500), answer(502), answer(504))
    const sent = sendRequest(request, options(fetch)).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(1000)
    const failure = await sent
    expect(failure).toBeInstanceOf(StatusError)
    expect((failure as StatusError).response.status).toBe(504)
    expect(await (failure as StatusError).response.text()).toBe('status 504')
  })

  it('never tries a refusal again, nor anything when asked for no retries', async () => {
    for (const [status, retries] of [
      [400, 2],
      [404, 2],
      [503, 0],
    ] as const) {
      const { fetch, seen } = server(answer(status), answer(200))
      await expect(sendRequest(request, options(fetch, { retries }))).rejects.toBeInstanceOf(StatusError)
      expect(seen).toHaveLength(1)
    }
  })

  it('gives up an attempt that has no answer within its time limit, and does not try it again', async () => {
    const fetch = vi.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((_, reject) =>
          (input as Request).signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    )
    const sent = sendRequest(request, options(fetch as typeof globalThis.fetch, { timeoutMs: 5000 })).catch(
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(5000)
    expect(await sent).toBeInstanceOf(TimeoutError)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('stops at once when its caller gives up, between attempts too', async () => {
    const { fetch, seen } = server(answer(503), answer(200))
    const caller = new AbortController()
    const sent = sendRequest(request, options(fetch, { signal: caller.signal })).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(100)
    caller.abort()
    expect(((await sent) as Error).name).toBe('AbortError')
    await vi.advanceTimersByTimeAsync(1000)
    expect(seen).toHaveLength(1)
  })

  it('counts the bytes of the answer as they arrive', async () => {
    vi.useRealTimers()
    const parts = ['id,amount\n', '1,10.00\n', '2,20.00\n']
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part))
        controller.close()
      },
    })
    const { fetch } = server(new Response(body, { status: 200, headers: { 'Content-Type': 'text/csv' } }))
    const received: number[] = []
    const response = await sendRequest(request, options(fetch, { onDownloadProgress: (bytes) => received.push(bytes) }))
    expect(await response.text()).toBe(parts.join(''))
    expect(received).toEqual([10, 18, 26])
    expect(response.headers.get('Content-Type')).toBe('text/csv')
  })
})

describe('when to try again', () => {
  const failing = (status: number, retryAfter?: string) =>
    new StatusError(answer(status, retryAfter === undefined ? {} : { 'Retry-After': retryAfter }))

  it('waits what the server says it needs, in seconds or as a date', () => {
    expect(retryDelayMs(failing(429, '2'), 0, 30_000)).toBe(2000)
    expect(retryDelayMs(failing(503, '0'), 1, 30_000)).toBe(0)
    const inFiveSeconds = new Date(Date.now() + 5000).toUTCString()
    expect(retryDelayMs(failing(503, inFiveSeconds), 0, 30_000)).toBeGreaterThan(3000)
  })

  it('leaves a wait longer than an attempt to the caller, and a 413 to its sender unless told when', () => {
    expect(retryDelayMs(failing(429, '60'), 0, 30_000)).toBeUndefined()
    expect(retryDelayMs(failing(413), 0, 30_000)).toBeUndefined()
    expect(retryDelayMs(failing(413, '1'), 0, 30_000)).toBe(1000)
  })

  it('backs off where the server says nothing, and never for a refusal or a bad answer', () => {
    expect([0, 1, 2].map((attempt) => retryDelayMs(failing(500), attempt, 30_000))).toEqual([300, 600, 1200])
    expect(retryDelayMs(failing(429, 'soon'), 0, 30_000)).toBe(300)
    expect(retryDelayMs(failing(403), 0, 30_000)).toBeUndefined()
    expect(retryDelayMs(new TimeoutError('slow'), 0, 30_000)).toBeUndefined()
    expect(retryDelayMs(new SyntaxError('bad'), 0, 30_000)).toBeUndefined()
  })
})
