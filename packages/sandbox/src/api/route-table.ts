import { can, hostMounts, type UserKind } from '@paydeck/core'
import {
  accessOf,
  needsCode,
  pageParameters,
  permissionNeeded,
  routeAreas,
  servedAt,
  type Access,
  type Route,
} from '@paydeck/core/openapi'
import type { Context, Hono } from 'hono'
import type { $ZodType } from 'zod/v4/core'
import { createMiddleware } from 'hono/factory'
import type { H } from 'hono/types'
import { SCA_HEADER } from '@paydeck/core/administration'
import { checkScaCode, SCA_MISSING, spendScaStep } from '../auth/sca'
import type { SandboxDatabase } from '../db/database'
import { rolesRepository } from '../users/roles.repository'
import type { ApiEnv } from './auth.middleware'
import type { Caller } from '../domain/caller'
import { fieldErrors, parseWithWords, rawBodyOf } from './json-body'
import { missingRequestId, requestIdOf } from './idempotent-requests'
import { readPage } from '../domain/page'
import { forbidden, invalid, notFound } from './problems'
import { auditActionOf } from '@paydeck/core/administration'
import { auditGate } from './audit-gate'

// The sandbox serves exactly the calls core declares (its route table, from which the OpenAPI document is made too),
// and decides who may make each one here, once, before any handler runs: the caller's kind, its permission, the
// administrator rule, the one-time code the call or the caller's role asks for, the requestId of a call idempotent
// by it, the page a list call asks for, and the body, parsed with the call's declared schema.

/** One declared call where the request rules send it: its path on the sandbox's origin, for the kinds that go there. */
export interface ServedRoute {
  name: string
  route: Route
  access: Access
  method: string
  /** The path template on the sandbox's origin (/v1/crm/pricebooks/{id}). */
  path: string
  /** The same below its service's mount, as a router of the service registers it (/crm/pricebooks/{id}). */
  local: string
  pattern: RegExp
  kinds: UserKind[]
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A path template as a pattern: an id is a positive whole number, a named parameter any one segment. */
function patternOf(path: string, route: Route): RegExp {
  const parts = path.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return name ? (route.params?.[name] ? '([^/]+)' : '([0-9]+)') : escaped(part)
  })
  return new RegExp(`^${parts.join('')}$`)
}

function servedRoutesOf(): ServedRoute[] {
  const served = new Map<string, ServedRoute>()
  for (const area of routeAreas)
    for (const [name, route] of Object.entries(area.routes))
      for (const kind of route.by ?? (['merchant', 'tenant', 'platform'] as const)) {
        const { host, path } = servedAt(route.path, kind)
        const key = `${route.method} ${path}`
        const known = served.get(key)
        if (known) known.kinds.push(kind)
        else
          served.set(key, {
            name,
            route,
            access: accessOf(area, route),
            method: route.method,
            path,
            local: path.slice(hostMounts[host].length),
            pattern: patternOf(path, route),
            kinds: [kind],
          })
      }
  // Fewer parameters first: a literal segment (…/totals) wins over a parameter in its place.
  const parameters = (path: string) => path.split('{').length
  return [...served.values()].sort((a, b) => parameters(a.path) - parameters(b.path))
}

/** Every call the sandbox serves. */
export const servedRoutes: readonly ServedRoute[] = servedRoutesOf()

/** A template in Hono's words: an id a positive whole number, a named parameter one segment. */
const honoPath = (served: ServedRoute) =>
  served.local
    .split('/')
    .map((segment) => {
      const [, prefix = '', name] = /^(.*)\{(\w+)\}$/.exec(segment) ?? []
      if (name === undefined) return segment
      // A parameter after a literal (all-{type}) is the whole segment, the literal included.
      if (prefix) return `:${name}{${escaped(prefix)}[^/]+}`
      return served.route.params?.[name] ? `:${name}` : `:${name}{[0-9]+}`
    })
    .join('/')

/**
 * Binds handlers to a declared call, by core's name for it, at every path the table serves it on: a router states
 * what it does, never where or for whom (the table and the gate say that).
 */
export function bind(app: Hono<ApiEnv>, name: string, ...handlers: H<ApiEnv>[]): void {
  const served = servedRoutes.filter((entry) => entry.name === name)
  if (served.length === 0) throw new Error(`The route table has no call ${name}`)
  for (const entry of served) app.on(entry.method, honoPath(entry), ...(handlers as [H<ApiEnv>]))
}

/** Whether the table declares a call of that name. */
export const isDeclared = (name: string) => servedRoutes.some((entry) => entry.name === name)

const servedByMethod = new Map<string, ServedRoute[]>()
for (const served of servedRoutes)
  servedByMethod.set(served.method, [...(servedByMethod.get(served.method) ?? []), served])

/** The declared call a request makes, if any. */
export const findServedRoute = (method: string, path: string) =>
  servedByMethod.get(method)?.find((served) => served.pattern.test(path))

/**
 * The permission the caller needs for a call at this path; undefined when they may not make it at all (core's rule,
 * the one a screen asks before it offers what its user cannot use, beside the kinds this path is served to).
 */
export function requiredPermission(served: ServedRoute, caller: Pick<Caller, 'kind' | 'user'>): string | undefined {
  if (!served.kinds.includes(caller.kind)) return undefined
  return permissionNeeded(served.access, served.route, {
    kind: caller.kind,
    isAdministrator: caller.user.isAdministrator,
  })
}

type Read = { value: unknown } | { errors: Record<string, string[]> }

/** A JSON body by its schema (a call whose body is all optional may be sent without one). */
export async function jsonOf(c: Context, schema: $ZodType): Promise<Read> {
  const parsed = parseWithWords(schema, (await rawBodyOf(c)) ?? {})
  return parsed.success ? { value: parsed.data } : { errors: fieldErrors(parsed.error) }
}

/** A multipart form by its declared fields: a file must be one, any other field is parsed by its schema. */
async function formOf(c: Context, fields: Record<string, $ZodType | 'file'>): Promise<Read> {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const value: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(fields)) {
    if (field === 'file') {
      if (!(form[name] instanceof File))
        return { errors: { [name]: [`Send the file in a multipart field named ${name}.`] } }
      value[name] = form[name]
      continue
    }
    const parsed = parseWithWords(field, form[name])
    if (!parsed.success) return { errors: { [name]: [parsed.error.issues[0]!.message] } }
    value[name] = parsed.data
  }
  return { value }
}

/**
 * Whether a call needs the caller's one-time code: the call always does, or it is a change and every permission by
 * which the caller may make it is one their role marks "Needs a code".
 */
function codeRule(db: SandboxDatabase) {
  const roles = rolesRepository(db)
  return (served: ServedRoute, caller: Caller, permission: string): boolean => {
    if (needsCode(served.route)) return true
    if (served.method === 'GET' || served.route.draft) return false
    const held = permission
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && caller.permissions.includes(name))
    if (held.length === 0) return false
    const marked = new Set(roles.permissionsOf(caller.user.roleId, 'needsCode'))
    return held.every((name) => marked.has(name))
  }
}

/**
 * The one gate of every service: an undeclared call is not found; a caller of another kind, without the permission
 * or not an administrator where one must be is refused; a call that needs a code gets it checked, and spent only when
 * the change is made (a form refused for a mistake keeps it good).
 */
export function routeGate(db: SandboxDatabase) {
  const codeNeeded = codeRule(db)
  const audit = auditGate(db)
  return createMiddleware<ApiEnv>(async (c, next) => {
    const served = findServedRoute(c.req.method, c.req.path)
    if (!served) return notFound(c, `No API call ${c.req.method} ${c.req.path}`)
    const caller = c.get('caller')
    // A change on the audit trail: its refusals are recorded too, and it runs with its record (audit/audit-gate.ts).
    const action = served.method === 'GET' ? undefined : auditActionOf(served.name)
    let withCode = false
    const refuse = (response: Response) => (action ? audit.refused(c, served, action, response, withCode) : response)
    const permission = requiredPermission(served, caller)
    if (permission === undefined || !can(caller.permissions, permission)) return refuse(forbidden(c))
    const code = codeNeeded(served, caller, permission)
      ? checkScaCode(db, caller.user.email, c.req.header(SCA_HEADER))
      : undefined
    withCode = code !== undefined
    // A code not sent yet is the client's cue to ask for one, not a refusal of the change: it is not recorded.
    if (code && 'problem' in code)
      return code.problem === SCA_MISSING
        ? invalid(c, { scaCode: [code.problem] })
        : refuse(invalid(c, { scaCode: [code.problem] }))
    c.set('served', served)
    if (served.route.headers?.includes('requestId')) {
      const requestId = requestIdOf(c)
      if (!requestId) return refuse(missingRequestId(c))
      c.set('requestId', requestId)
    }
    const paging = pageParameters(served.route)
    if (paging) c.set('page', readPage(c.req.query(paging.index), c.req.query(paging.size)))
    const body = served.route.body
    if (body) {
      const read = 'multipart' in body ? await formOf(c, body.multipart) : await jsonOf(c, body)
      if ('errors' in read) return refuse(invalid(c, read.errors))
      c.set('body', read.value)
    }
    const run = async () => {
      await next()
      if (code && c.res.ok) spendScaStep(db, code)
    }
    await (action ? audit.made(c, served, action, withCode, run) : run())
  })
}
