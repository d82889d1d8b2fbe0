import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import type { HttpClient, RequestOptions } from '../http/http-client'
import { callRoute, pathOf } from './call-route'
import type { Route } from './route'

/** A client that records what it is asked and answers by kind. */
function recordingClient() {
  const asked: { kind: string; path: string; options?: RequestOptions }[] = []
  const record =
    <T>(kind: string, answer: T) =>
    (path: string, options?: RequestOptions) => {
      asked.push({ kind, path, options })
      return Promise.resolve(answer)
    }
  const http = {
    json: (schema: z.ZodMiniType, path: string, options?: RequestOptions) => {
      asked.push({ kind: 'json', path, options })
      return Promise.resolve(z.parse(schema, { ok: true }))
    },
    text: record('text', 'done'),
    id: record('id', 12),
    blob: record('blob', new Blob(['x'])),
  } as unknown as HttpClient
  return { http, asked }
}

const route = (overrides: Partial<Route>): Route => ({
  method: 'GET',
  path: 'api/things/{id}',
  summary: 'A thing',
  answer: z.object({ ok: z.boolean() }),
  ...overrides,
})

describe('a declared call', () => {
  it('fills its path from the params, each value one encoded segment, and refuses a missing one', () => {
    expect(pathOf(route({ path: 'reporting/reports/{name}' }), { name: 'a b/c.csv' })).toBe(
      'reporting/reports/a%20b%2Fc.csv',
    )
    expect(() => pathOf(route({}), {})).toThrow('api/things/{id} needs a value for {id}')
  })

  it('sends its method, query and JSON body, and parses the answer with the declared schema', async () => {
    const { http, asked } = recordingClient()
    const answer = await callRoute(http, route({ method: 'PUT' }), {
      params: { id: 7 },
      query: { pageIndex: 0 },
      body: { name: 'x' },
      signal: AbortSignal.timeout(1000),
    })
    expect(answer).toEqual({ ok: true })
    expect(asked[0]).toMatchObject({
      kind: 'json',
      path: 'api/things/7',
      options: { method: 'PUT', searchParams: { pageIndex: 0 }, json: { name: 'x' } },
    })
  })

  it('reads an id, nothing or a file as its route says, and sends a form as multipart', async () => {
    const { http, asked } = recordingClient()
    expect(await callRoute(http, route({ method: 'POST', answer: 'id' }), { params: { id: 1 } })).toBe(12)
    expect(await callRoute(http, route({ method: 'DELETE', answer: 'ignored' }), { params: { id: 1 } })).toBe(undefined)
    const form = new FormData()
    form.set('file', new Blob(['x']))
    const file = await callRoute(http, route({ answer: 'file:text/csv' }), { params: { id: 1 }, body: form })
    expect(file).toBeInstanceOf(Blob)
    expect(asked.map((call) => call.kind)).toEqual(['id', 'text', 'blob'])
    expect(asked[2]!.options).toMatchObject({ body: form })
    expect(asked[2]!.options).not.toHaveProperty('json')
  })
})
