import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import type { UserKind } from '../session/user-kind'

/** Headers some calls add to the request rules' own. */
export type CallHeader = 'scaCode' | 'requestId' | 'websiteId' | 'tenantId' | 'endpointId' | 'widgetId'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * What a call reads of the answer:
 * - a zod schema: JSON, parsed with that schema (the one the call itself parses with);
 * - `'id'`: a new record's id as text;
 * - `'ignored'`: success is all the call reads, the body is not;
 * - `file:<media type>`: a file the user downloads.
 */
export type Answer = $ZodType | 'id' | 'ignored' | `file:${string}`

/** The permission each kind of caller needs (any one of a comma-separated list; '' when being signed in is enough). */
export type PermissionByKind = Partial<Record<UserKind, string>>

/**
 * Who may make a call, which the sandbox enforces before any handler runs and the OpenAPI document states. A caller
 * of a kind the route is not made by, or not named in `permission`, is refused (403); so is one without the permission.
 */
export interface Access {
  /** The permission of each kind that may call. */
  permission: PermissionByKind
  /** Why a kind given '' needs no permission (every kind given '' shares the reason). */
  openBecause?: string
  /** Only an administrator of their organisation (seed 002: dashboards' management, the code audit). */
  administrator?: true
  /** What the record itself decides beyond this, in words: whose it is, or a permission of its own. */
  record?: string
}

/**
 * A path as a route declares it. A template type rather than `string`, so a declaration keeps its literal path and
 * the sandbox can type a handler's parameters from the `{name}`s in it.
 */
export type RoutePath = `${string}/${string}` | Lowercase<string>

/** The `{name}`s of a path. */
export type PathNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathNames<Rest>
  : never

/** One call core makes, as the OpenAPI document describes it. */
export interface Route {
  method: HttpMethod
  /** The path core passes its client, before the request rules: `support/ticket/{id}`. */
  path: RoutePath
  summary: string
  /** A path parameter's schema; one not named here is a positive whole number (an id). */
  params?: Record<string, $ZodType>
  /** The query, one property per parameter. */
  query?: Record<string, $ZodType>
  /** A JSON body's schema, or a multipart form's fields (`'file'` for a file). */
  body?: $ZodType | { multipart: Record<string, $ZodType | 'file'> }
  answer: Answer
  /** Headers of this call only (the request rules' headers go with every call). */
  headers?: readonly CallHeader[]
  /** The core function that makes the call, when it is not the route's name (one function, several paths). */
  madeBy?: string
  /** Who makes the call: the request rules rewrite its path by kind. Everyone when left out. */
  by?: readonly UserKind[]
  /** Who may make it, when not the area's rule. */
  access?: Access
  /**
   * It keeps a draft that changes nothing anyone else sees (a file's preview): the change is made by the call that
   * applies it, so a role's "Needs a code" is asked there, not here.
   */
  draft?: true
}

/**
 * What a client needs of a declared call: how it is made and what it answers. An area keeps these apart from what
 * its document says (`described`), so a client made from them ships no summaries, access rules or request schemas.
 */
export type Call = Pick<Route, 'method' | 'path' | 'answer'>

/** What the document says of a call beside how it is made. */
export type CallDocument = Omit<Route, 'method' | 'path' | 'answer'>

/** An area's calls with what its document says of each: the routes the OpenAPI document and the sandbox read. */
export const described = <C extends Record<string, Call>, D extends { [Name in keyof C]: CallDocument }>(
  calls: C,
  documents: D,
): { [Name in keyof C]: C[Name] & D[Name] } =>
  Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [name, { ...call, ...documents[name as keyof C] }]),
  ) as { [Name in keyof C]: C[Name] & D[Name] }

/** The calls of one area, by the name of the core function that makes each: the name is its operationId. */
export interface RouteArea {
  /** The OpenAPI tag. */
  area: string
  description: string
  /** Who may make the area's calls, unless a route says otherwise. */
  access?: Access
  routes: Record<string, Route>
}

/** Whether the call needs the caller's one-time code whatever their role says (a role may ask it for more). */
export const needsCode = (route: Route) => route.headers?.includes('scaCode') ?? false

/** The names a paged call gives its page's index and size (pageIndex and pageSize; seed 001's lookups PageIndex and
 * PageSize, seed 002's widgets pageIndex and PageSize); undefined for a call that is not a page of a list. */
export function pageParameters(route: Route): { index: string; size: string } | undefined {
  const names = Object.keys(route.query ?? {})
  const index = names.find((name) => name.toLowerCase() === 'pageindex')
  const size = names.find((name) => name.toLowerCase() === 'pagesize')
  return index && size ? { index, size } : undefined
}

/** Whether the call is a page of a list. */
export const isPaged = (route: Route) => pageParameters(route) !== undefined

/** A rule for calls any signed-in caller of the route's kinds may make, and why. */
export const openTo = (why: string, record?: string): Access => ({
  permission: { merchant: '', tenant: '', platform: '' },
  openBecause: why,
  ...(record ? { record } : {}),
})

// Shapes many calls share.
export const pageQuery = {
  pageIndex: z.int().check(z.minimum(0)),
  pageSize: z.int().check(z.minimum(1)),
}
export const optional = <T extends Record<string, $ZodType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, z.optional(schema as z.ZodMiniType)])) as {
    [K in keyof T]: z.ZodMiniOptional<T[K] & z.ZodMiniType>
  }
