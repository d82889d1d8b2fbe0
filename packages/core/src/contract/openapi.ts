import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { idReplySchema } from '../http/http-client'
import { fieldMessagesSchema, problemSchema } from '../http/error-body.schema'
import { headerRules, hostMounts, hostNames, resolveUrl, type HostName, type Hosts } from '../http/request-rules'
import { systemModes } from '../permissions/system-mode'
import type { UserKind } from '../session/user-kind'
import { accessOf, permissionFor } from './access'
import { everyone } from './kinds'
import { type Access, type Answer, type CallHeader, type Route, type RouteArea } from './route'
import { routeAreas } from './routes'

type JsonSchema = Record<string, unknown>
type Operation = JsonSchema & { parameters: JsonSchema[] }

export interface OpenApiOptions {
  /** The API host's origin, the document's server. */
  origin?: string
  /** The document's version: the version of @paydeck/core it describes. */
  version?: string
}

export interface OpenApiDocument {
  openapi: '3.1.0'
  info: JsonSchema
  servers: JsonSchema[]
  tags: JsonSchema[]
  paths: Record<string, Record<string, unknown>>
  components: JsonSchema
  security: JsonSchema[]
}

const kindNames: Record<UserKind, string> = {
  merchant: 'merchants',
  tenant: 'tenant staff',
  platform: 'platform staff',
}

/** How each header of the request rules is documented; a rule missing here stops the document being made. */
const ruleHeaders: Record<string, 'security' | JsonSchema> = {
  Authorization: 'security',
  Mode: {
    name: 'Mode',
    in: 'header',
    required: true,
    description: 'The system mode the user works in: Test or Live data.',
    schema: { type: 'string', enum: [...systemModes] },
  },
  'Accept-Language': {
    name: 'Accept-Language',
    in: 'header',
    required: false,
    description: "The user's language: what the server words itself (notification texts) is in it, English otherwise.",
    schema: { type: 'string', example: 'tr' },
  },
}

/** The request rules' headers that are parameters (the token is the security scheme). */
const ruleParameterSchemas = Object.fromEntries(
  Object.entries(ruleHeaders).filter((entry): entry is [string, JsonSchema] => entry[1] !== 'security'),
)

const callHeaders: Record<CallHeader, JsonSchema> = {
  scaCode: {
    name: 'scaCode',
    in: 'header',
    required: true,
    description: 'The one-time code of the signed-in user’s second factor, which this change needs.',
    schema: { type: 'string', pattern: '^\\d{6}$' },
  },
  requestId: {
    name: 'requestId',
    in: 'header',
    required: true,
    description: 'Made once per action the user starts and sent again on each retry of it: the server acts once.',
    schema: { type: 'string', minLength: 1 },
  },
  websiteId: {
    name: 'websiteId',
    in: 'header',
    required: false,
    description: 'The merchant’s website the action is made for, where the merchant has several.',
    schema: { type: 'string' },
  },
  tenantId: {
    name: 'tenantId',
    in: 'header',
    required: false,
    description: 'Platform staff: the tenant whose data the call reads or changes.',
    schema: { type: 'string', pattern: '^[1-9]\\d*$' },
  },
  endpointId: {
    name: 'endpointId',
    in: 'header',
    required: true,
    description: 'The id of the data source the widget reads (its data.dataSourceEndpointId).',
    schema: { type: 'string' },
  },
  widgetId: {
    name: 'widgetId',
    in: 'header',
    required: true,
    description: 'The widget the data is for.',
    schema: { type: 'string', pattern: '^[1-9]\\d*$' },
  },
}

const idParameter = { type: 'integer', exclusiveMinimum: 0 }

/** A schema as the JSON a server sends or receives: the input side of transforms, without the dialect line. */
function jsonSchema(schema: $ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: json }) => {
      if (zodSchema === fieldMessagesSchema) {
        Object.assign(json, { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } })
      }
    },
  }) as JsonSchema
  return rest
}

const errorBody = {
  description:
    'A failure as problem details (RFC 9457): `detail` says what went wrong in words, the sentence the client ' +
    'shows; a validation problem names its fields in `errors`, a refused file its rows in `rows`.',
  content: { 'application/problem+json': { schema: jsonSchema(problemSchema) } },
}

function answerContent(answer: Answer): JsonSchema {
  if (answer === 'ignored') return { description: 'Success; the client reads no body.' }
  if (answer === 'id') {
    return {
      description: 'The new record’s id, as text.',
      content: { 'text/plain': { schema: jsonSchema(idReplySchema) } },
    }
  }
  if (typeof answer === 'string') {
    const mediaType = answer.slice('file:'.length)
    return {
      description: 'A file to download.',
      content: { [mediaType]: { schema: { type: 'string', contentMediaType: mediaType } } },
    }
  }
  return { description: 'Success.', content: { 'application/json': { schema: jsonSchema(answer) } } }
}

function requestBody(body: NonNullable<Route['body']>): JsonSchema {
  if (!('multipart' in body)) return { required: true, content: { 'application/json': { schema: jsonSchema(body) } } }
  const fields = Object.entries(body.multipart)
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: Object.fromEntries(
            fields.map(([name, field]) => [
              name,
              field === 'file' ? { type: 'string', contentMediaType: 'application/octet-stream' } : jsonSchema(field),
            ]),
          ),
          required: fields.map(([name]) => name),
        },
      },
    },
  }
}

function parameters(route: Route): JsonSchema[] {
  const path = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: route.params?.[name!] ? jsonSchema(route.params[name!]!) : idParameter,
  }))
  const query = route.query ? jsonSchema(z.object(route.query)) : { properties: {}, required: [] }
  const required = new Set(query.required as string[] | undefined)
  const queryParameters = Object.entries(query.properties as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }))
  const headers = (route.headers ?? []).map((name) => ({ $ref: `#/components/parameters/${name}` }))
  const ruleParameters = Object.keys(ruleParameterSchemas).map((name) => ({ $ref: `#/components/parameters/${name}` }))
  return [...path, ...queryParameters, ...ruleParameters, ...headers]
}

/** Who may call, in words: each kind's permission, the administrator rule and what the record decides. */
function accessWords(access: Access, route: Route, kinds: readonly UserKind[]): string {
  const allowed = kinds.filter((kind) => permissionFor(access, route, kind) !== undefined)
  if (allowed.length === 0) return 'Nobody who makes this call may make it.'
  const needs = allowed.map((kind) => {
    const permission = permissionFor(access, route, kind)!
    const who = kindNames[kind]
    return permission ? `${who} need ${permission.split(',').join(' or ')}` : `${who} need only be signed in`
  })
  return [
    `Allowed: ${needs.join('; ')}${access.administrator ? ', and must be administrators' : ''}.`,
    access.openBecause && `(${access.openBecause})`,
    access.record,
  ]
    .filter(Boolean)
    .join(' ')
}

function operation(area: RouteArea, name: string, route: Route, kinds: readonly UserKind[], operationId: string) {
  const access = accessOf(area, route)
  const permissions = Object.fromEntries(
    kinds.flatMap((kind) => {
      const permission = permissionFor(access, route, kind)
      return permission === undefined ? [] : [[kind, permission ? permission.split(',') : []]]
    }),
  )
  const op: Operation = {
    operationId,
    tags: [area.area],
    summary: route.summary,
    description: `Made by \`${route.madeBy ?? name}\` of @paydeck/core, for ${kinds.map((kind) => kindNames[kind]).join(', ')}. ${accessWords(access, route, kinds)}`,
    'x-paydeck-user-kinds': [...kinds],
    'x-paydeck-permissions': permissions,
    ...(access.administrator ? { 'x-paydeck-administrators-only': true } : {}),
    security: [{ bearer: [] }],
    parameters: parameters(route),
    responses: { '2XX': answerContent(route.answer), default: { $ref: '#/components/responses/Error' } },
  }
  if (route.body) op.requestBody = requestBody(route.body)
  return op
}

const marker = (host: HostName) => `@${host}@`
const markerHosts = Object.fromEntries(hostNames.map((host) => [host, marker(host)])) as Hosts

/** Where a path template goes for one kind of user, by the request rules: its host and its path on the origin. */
export function servedAt(path: string, kind: UserKind): { host: HostName; path: string } {
  const url = resolveUrl(path, markerHosts, kind)
  const host = hostNames.find((name) => url.startsWith(marker(name)))!
  return { host, path: `${hostMounts[host]}${url.slice(marker(host).length)}` }
}

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1)

/** The route (core's function) an operation is of: a route several kinds call at different paths has one operation
 * per path, named for its kinds (fetchLabelsForTenant). */
export const routeNameOf = (operationId: string) =>
  operationId.replace(/For(?:Merchant|Tenant|Platform)(?:And(?:Merchant|Tenant|Platform))*$/, '')

/** The OpenAPI 3.1 document of every call core makes: paths by the request rules, schemas from core's own. */
export function openApiDocument({
  origin = 'https://api.example.com',
  version = '0.0.0',
}: OpenApiOptions = {}): OpenApiDocument {
  const undocumented = headerRules.filter(({ header }) => !(header in ruleHeaders))
  if (undocumented.length) throw new Error(`Describe the header rules ${undocumented.map((r) => r.header).join(', ')}`)
  const paths: Record<string, Record<string, unknown>> = {}
  for (const area of routeAreas) {
    for (const [name, route] of Object.entries(area.routes)) {
      const groups = new Map<string, { host: HostName; path: string; kinds: UserKind[] }>()
      for (const kind of route.by ?? everyone) {
        const served = servedAt(route.path, kind)
        groups.set(served.path, { ...served, kinds: [...(groups.get(served.path)?.kinds ?? []), kind] })
      }
      for (const { host, path, kinds } of groups.values()) {
        const item = (paths[path] ??= { 'x-paydeck-host': host })
        const method = route.method.toLowerCase()
        if (item[method]) throw new Error(`${route.method} ${path} is declared twice (${name})`)
        const operationId = groups.size === 1 ? name : `${name}For${kinds.map(capitalised).join('And')}`
        item[method] = operation(area, name, route, kinds, operationId)
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Paydeck API',
      version,
      description: [
        'Every call the Paydeck packages make, generated from @paydeck/core: its request rules give the paths,',
        'methods and headers, and its zod schemas the bodies and answers. A tenant that serves its own backend',
        'implements these. Paths are as they are on the API host’s origin when createPaydeck is given the API host',
        'alone (/v1 for the API, /reporting, /fs, /acc, /wh, /wh2 for the services); a service host given apart',
        '(hosts.reporting, ...) serves its paths without that first segment (x-paydeck-host names the host).',
        'Tenant staff’s API paths gain crm/ by the request rules. Every call carries the user’s cookies',
        '(credentials: include).',
      ].join(' '),
    },
    servers: [{ url: origin, description: 'The API host’s origin' }],
    tags: routeAreas.map(({ area, description }) => ({ name: area, description })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The signed-in user’s access token from the tenant’s OpenID provider.',
        },
      },
      parameters: {
        ...ruleParameterSchemas,
        ...callHeaders,
      },
      responses: { Error: errorBody },
    },
    security: [{ bearer: [] }],
  }
}
