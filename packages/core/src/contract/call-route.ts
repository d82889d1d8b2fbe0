import type * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import type { HttpClient, RequestOptions, SearchParams } from '../http/http-client'
import type { Call, Route } from './route'

/** What a call reads of its answer, by what its route declares: the schema's output, a new id, nothing, a file. */
export type AnswerOf<R extends Pick<Route, 'answer'>> = R['answer'] extends $ZodType
  ? z.output<R['answer']>
  : R['answer'] extends 'id'
    ? number
    : R['answer'] extends 'ignored'
      ? void
      : Blob

/** What a call sends beside its route: its path's values, its query, its body, and how it is made. */
export interface CallInput extends Omit<RequestOptions, 'method' | 'searchParams' | 'json' | 'body'> {
  /** A value for each `{name}` of the route's path. */
  params?: Readonly<Record<string, string | number>>
  query?: SearchParams
  /** A JSON body, or a multipart form for a route whose body is one. */
  body?: unknown
}

/** The route's path with its `{name}`s filled, each value encoded as one path segment. */
export function pathOf(route: Pick<Route, 'path'>, params: CallInput['params'] = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${route.path} needs a value for {${name}}`)
    return encodeURIComponent(String(value))
  })
}

/**
 * Makes a declared call: the path, query, headers and body from the route and the input, the answer read as the
 * route declares it. The one way core's client functions reach the server, so no path is written twice.
 */
export function callRoute<R extends Call>(
  http: HttpClient,
  route: R,
  { params, query, body, ...options }: CallInput = {},
): Promise<AnswerOf<R>> {
  const path = pathOf(route, params)
  const request: RequestOptions = {
    ...options,
    method: route.method,
    searchParams: query,
    [body instanceof FormData ? 'body' : 'json']: body,
  }
  const { answer } = route
  return (
    typeof answer !== 'string'
      ? http.json(answer, path, request)
      : answer === 'id'
        ? http.id(path, request)
        : answer === 'ignored'
          ? http.text(path, request).then(() => undefined)
          : http.blob(path, request)
  ) as Promise<AnswerOf<R>>
}
