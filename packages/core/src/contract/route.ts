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

/** One call core makes, as the OpenAPI document describes it. */
export interface Route {
  method: HttpMethod
  /** The path core passes its client, before the request rules: `support/ticket/{id}`. */
  path: string
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
}

/** The calls of one area, by the name of the core function that makes each: the name is its operationId. */
export interface RouteArea {
  /** The OpenAPI tag. */
  area: string
  description: string
  routes: Record<string, Route>
}

export const everyone: readonly UserKind[] = ['merchant', 'tenant', 'platform']
export const staff: readonly UserKind[] = ['tenant', 'platform']

/** A call only staff make (their paths gain crm/ for tenant staff). */
export const byStaff = (route: Route): Route => ({ ...route, by: staff })

// Shapes many calls share.
export const pageQuery = {
  pageIndex: z.int().check(z.minimum(0)),
  pageSize: z.int().check(z.minimum(1)),
}
export const optional = <T extends Record<string, $ZodType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, z.optional(schema as z.ZodMiniType)])) as {
    [K in keyof T]: z.ZodMiniOptional<T[K] & z.ZodMiniType>
  }
