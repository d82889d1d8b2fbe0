import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import type { PathNames, Route, RouteArea } from '@paydeck/core/openapi'
import type { Caller } from '../domain/caller'
import type { Language } from '../domain/language'
import { readPage, type Page } from '../domain/page'
import { Problem, type ProblemKind } from '../domain/problem'
import type { ApiEnv } from './auth.middleware'
import { requestLanguage } from './language'
import { answerWith, problem } from './problems'
import { bind, jsonOf } from './route-table'
import { invalid } from './problems'

// An area's handlers as one typed object: each receives what its declaration says the call carries, parsed by the
// gate (its path's values, its query by name, its body, the page of a paged call, its requestId), and returns what
// the declaration says it answers, or a Problem. Everything HTTP about the answer is decided here, once.

/** A path's values: an id is a whole number, a parameter the route declares by schema its text. */
export type ParamsOf<R extends Route> = {
  [Name in PathNames<R['path']>]: Name extends keyof NonNullable<R['params']> ? string : number
}

/** The query's values by the names the route declares, as sent (each call reads its own kind of value). */
export type QueryOf<R extends Route> = { [Name in keyof NonNullable<R['query']>]?: string }

/** The body as the gate parsed it by the route's schema; a multipart form's fields, a file as a File. */
export type BodyOf<R extends Route> = R['body'] extends $ZodType
  ? z.output<R['body']>
  : R['body'] extends { multipart: infer Fields }
    ? { [Name in keyof Fields]: Fields[Name] extends $ZodType ? z.output<Fields[Name]> : File }
    : undefined

/** What a handler answers, by the route: JSON of its schema, a new id, nothing, or a file (its own Response). */
export type AnswerOf<R extends Route> = R['answer'] extends $ZodType
  ? z.input<R['answer']>
  : R['answer'] extends 'id'
    ? number
    : R['answer'] extends 'ignored'
      ? void
      : Response

/** A record made by the call: the answer, with 201. */
export class Created<T> {
  constructor(readonly value: T) {}
}
export const created = <T>(value: T) => new Created(value)

/** An answer remembered for a requestId (an idempotent change), given again exactly as it was first given. */
export class Recorded {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
export const recorded = ({ status, body }: { status: number; body: unknown }) => new Recorded(status, body)

/** One call as its handler receives it. */
export interface CallOf<R extends Route> {
  params: ParamsOf<R>
  query: QueryOf<R>
  body: BodyOf<R>
  caller: Caller
  language: Language
  /** The page a paged call asks for (the gate's reading); a call that is not paged gets the first page. */
  page: Page
  /** The requestId of a call idempotent by it. */
  requestId: string
  /** The request, for what is not the call's own (the request rules' headers, a stream's end). */
  c: Context<ApiEnv>
}

type Outcome<R extends Route> = AnswerOf<R> | Created<AnswerOf<R>> | Recorded | Problem
export type Handler<R extends Route> = (call: CallOf<R>) => Outcome<R> | Promise<Outcome<R>>

/** A handler of a call whose declaration is not typed by name: what it reads and answers is checked at run time. */
export type NamedCall = Omit<CallOf<Route>, 'params' | 'body'> & { params: Record<string, number>; body: unknown }
export type NamedHandler = (call: NamedCall) => unknown

/** Handlers for some or all of an area's calls, by name. */
export type Handlers<A extends RouteArea, Names extends keyof A['routes'] = keyof A['routes']> = {
  [Name in Names]: Handler<A['routes'][Name]>
}

/** The HTTP status of each kind of refusal (a remembered answer keeps it too). */
export const statusOf: Record<ProblemKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unprocessable: 422,
  tooMany: 429,
}

/** A problem as problem details. */
export function answerProblem(c: Context, refusal: Problem) {
  if (refusal.headers.retryAfterSeconds !== undefined)
    c.header('Retry-After', String(refusal.headers.retryAfterSeconds))
  return problem(c, statusOf[refusal.kind], refusal.detail, refusal.extras)
}

/** An outcome as the HTTP answer its route declares. */
function answer(c: Context, route: Route, outcome: unknown): Response {
  if (outcome instanceof Problem) return answerProblem(c, outcome)
  if (outcome instanceof Recorded) return answerWith(c, outcome.status, outcome.body)
  const status = outcome instanceof Created ? 201 : 200
  const value: unknown = outcome instanceof Created ? outcome.value : outcome
  if (route.answer === 'ignored') return c.body(null, 204)
  if (route.answer === 'id') return c.text(String(value), status)
  if (typeof route.answer === 'string') return value as Response
  return c.json(value as object, status)
}

const paramsOf = (c: Context<ApiEnv>, route: Route) =>
  Object.fromEntries(
    Object.entries(c.req.param() as Record<string, string>).map(([name, value]) => [
      name,
      route.params?.[name] ? value : Number(value),
    ]),
  )

const queryOf = (c: Context<ApiEnv>, route: Route) =>
  Object.fromEntries(Object.keys(route.query ?? {}).map((name) => [name, c.req.query(name)]))

/** Names of calls some implementation serves: the route test checks every declared call is one of them. */
export const implemented = new Set<string>()

/**
 * Serves calls whose names core makes at run time (a ticket's call at each of its path families): each name is
 * checked against the area when served, and the route test checks none is left without a handler.
 */
export const implementByName = (area: RouteArea, handlers: Record<string, NamedHandler>) =>
  implement(area as RouteArea & { routes: Record<string, Route> }, handlers as never)

/**
 * Serves an area's calls by name: a name the area does not declare is a type error, and so is a handler taking or
 * answering what its declaration does not. Middleware in `use` runs before each of the handlers (an answer's words).
 */
export function implement<A extends RouteArea, Names extends keyof A['routes'] & string>(
  area: A,
  handlers: Handlers<A, Names>,
  use: MiddlewareHandler<ApiEnv>[] = [],
): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>()
  for (const [name, handler] of Object.entries(handlers) as [string, Handler<Route>][]) {
    const route = area.routes[name]
    if (!route) throw new Error(`The area ${area.area} declares no call ${name}`)
    implemented.add(name)
    bind(app, name, ...use, async (c) => {
      const call: CallOf<Route> = {
        params: paramsOf(c, route),
        query: queryOf(c, route),
        body: c.get('body') as never,
        caller: c.get('caller'),
        language: requestLanguage(c),
        page: c.get('page') ?? readPage(undefined, undefined),
        requestId: c.get('requestId') ?? '',
        c,
      }
      try {
        return answer(c, route, await handler(call))
      } catch (error) {
        if (error instanceof Problem) return answerProblem(c, error)
        throw error
      }
    })
  }
  return app
}

/** A call anyone may make, as the sandbox's own area declares it: its body parsed by its schema, its words' language. */
export interface OpenCallOf<R extends Route> {
  body: BodyOf<R>
  language: Language
  c: Context
}

/** A handler for every call of an area anyone may call: a call left without one is a type error. */
export type OpenHandlers<A extends RouteArea> = {
  [Name in keyof A['routes']]: (
    call: OpenCallOf<A['routes'][Name]>,
  ) => Outcome<A['routes'][Name]> | Promise<Outcome<A['routes'][Name]>>
}

/**
 * Serves the calls of one of the sandbox's own areas that anyone may make (no token: they are how a page gets one),
 * each as its declaration says: the body by its schema (a wrong one refused with its fields' words), the answer as
 * declared, a problem as problem details. They go through no gate: `access` says why they need none.
 */
export function implementOpen<A extends RouteArea>(area: A, handlers: OpenHandlers<A>): Hono {
  const app = new Hono()
  for (const [name, route] of Object.entries(area.routes) as [string, Route][]) {
    const handler = handlers[name as keyof A['routes']] as (call: OpenCallOf<Route>) => unknown
    app.on(route.method, `/${route.path}`, async (c) => {
      const read = route.body && !('multipart' in route.body) ? await jsonOf(c, route.body) : { value: undefined }
      if ('errors' in read) return invalid(c, read.errors)
      try {
        return answer(c, route, await handler({ body: read.value as never, language: requestLanguage(c), c }))
      } catch (error) {
        if (error instanceof Problem) return answerProblem(c, error)
        throw error
      }
    })
  }
  return app
}
