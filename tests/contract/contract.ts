import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { OpenApiDocument } from '@paydeck/core/openapi'
import type { Exchange } from '../../packages/sandbox/src/api/contract-log'

// The contract test: every call the sandbox answered, checked against the OpenAPI document core publishes.

export type { Exchange }

type Schema = Record<string, unknown>
interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  schema: Schema
}
interface Operation {
  operationId: string
  parameters: (Parameter | { $ref: string })[]
  responses: Record<string, { content?: Record<string, { schema: Schema }> } | { $ref: string }>
}
interface PathTemplate {
  path: string
  pattern: RegExp
  names: string[]
  literals: number
}

export interface ContractReport {
  exchanges: number
  /** operationIds the calls reached. */
  covered: Set<string>
  operations: number
  /** One line per distinct problem: what was called, and how the answer or the call differs from the document. */
  problems: string[]
}

function templates(document: OpenApiDocument): PathTemplate[] {
  return Object.keys(document.paths)
    .map((path) => {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!)
      const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '([^/]+)')
      const literals = path.split('/').filter((segment) => segment && !segment.startsWith('{')).length
      return { path, names, literals, pattern: new RegExp(`^${source}$`) }
    })
    .sort((a, b) => b.literals - a.literals || a.names.length - b.names.length)
}

export function checkContract(document: OpenApiDocument, exchanges: Iterable<Exchange>): ContractReport {
  const ajv = new Ajv2020({ strict: false })
  // Path and query values arrive as text: this one reads '10' as the integer a schema asks for.
  const coercing = new Ajv2020({ strict: false, coerceTypes: true })
  for (const instance of [ajv, coercing]) addFormats.default(instance)
  const compiled = new Map<Schema, ValidateFunction>()
  const validator = (schema: Schema) => {
    if (!compiled.has(schema)) compiled.set(schema, ajv.compile(schema))
    return compiled.get(schema)!
  }
  // Coercion changes a property, not a bare value: each parameter's schema is compiled once, as { value }'s.
  const parameterChecks = new Map<Schema, ValidateFunction>()
  const parameterOk = (schema: Schema, value: string) => {
    if (!parameterChecks.has(schema)) parameterChecks.set(schema, coercing.compile({ properties: { value: schema } }))
    return parameterChecks.get(schema)!({ value })
  }
  const resolve = <T>(value: T | { $ref: string }): T => {
    if (!value || typeof value !== 'object' || !('$ref' in value)) return value as T
    return value.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document) as T
  }
  const paths = templates(document)
  const problems = new Map<string, number>()
  const report: ContractReport = { exchanges: 0, covered: new Set(), operations: 0, problems: [] }
  for (const item of Object.values(document.paths))
    report.operations += Object.keys(item).filter((key) => !key.startsWith('x-')).length

  for (const exchange of exchanges) {
    report.exchanges++
    const call = `${exchange.method} ${exchange.path}`
    const problem = (message: string) =>
      problems.set(`${call}: ${message}`, (problems.get(`${call}: ${message}`) ?? 0) + 1)
    const candidates = paths.filter(({ pattern }) => pattern.test(exchange.path))
    const template = candidates.find(({ path }) => document.paths[path]![exchange.method.toLowerCase()])
    // A call refused for who made it says the sandbox enforces who may: not a call the document must describe.
    if (!template && (exchange.status === 401 || exchange.status === 403)) continue
    if (!template) {
      problem(candidates.length ? 'the document has no such method on this path' : 'the document has no such path')
      continue
    }
    const operation = document.paths[template.path]![exchange.method.toLowerCase()] as Operation
    report.covered.add(operation.operationId)
    const parameters = operation.parameters.map((parameter) => resolve<Parameter>(parameter))
    const values = template.pattern.exec(exchange.path)!.slice(1)
    // A call the sandbox refused for its path or query does not say what the document allows.
    if (exchange.status < 400) {
      template.names.forEach((name, index) => {
        const parameter = parameters.find((p) => p.in === 'path' && p.name === name)!
        if (!parameterOk(parameter.schema, decodeURIComponent(values[index]!)))
          problem(`path parameter ${name} = ${values[index]} does not match its schema`)
      })
      const query = parameters.filter((p) => p.in === 'query')
      for (const [name, value] of Object.entries(exchange.query)) {
        const parameter = query.find((p) => p.name === name)
        if (!parameter) problem(`query parameter ${name} is not in the document`)
        else if (!parameterOk(parameter.schema, value))
          problem(`query parameter ${name} = ${value} does not match its schema`)
      }
      for (const parameter of query)
        if (parameter.required && !(parameter.name in exchange.query))
          problem(`required query parameter ${parameter.name} was not sent`)
    }
    const success = exchange.status >= 200 && exchange.status < 300
    const response = resolve(
      success
        ? (operation.responses[String(exchange.status)] ?? operation.responses['2XX'])
        : operation.responses.default,
    )
    if (!response) {
      problem(`status ${exchange.status} is not in the document`)
      continue
    }
    if (!response.content) continue
    const [mediaType, { schema }] = Object.entries(response.content)[0]!
    if (/^application\/(\w+\+)?json$/.test(mediaType)) {
      if (!exchange.contentType.startsWith(mediaType)) {
        problem(`answered ${exchange.contentType || 'no body'} where the document says ${mediaType}`)
        continue
      }
      const validate = validator(schema)
      if (!validate(exchange.body)) {
        const [first] = validate.errors ?? []
        problem(`the answer (${exchange.status}) does not match: ${first?.instancePath || '/'} ${first?.message}`)
      }
    } else if (mediaType !== 'application/octet-stream' && !exchange.contentType.startsWith(mediaType)) {
      problem(`answered ${exchange.contentType || 'no body'} where the document says ${mediaType}`)
    } else if (mediaType === 'text/plain' && typeof exchange.body === 'string' && !validator(schema)(exchange.body)) {
      problem(`the text answer ${JSON.stringify(exchange.body)} does not match its schema`)
    }
  }
  report.problems = [...problems].map(([line, times]) => (times > 1 ? `${line} (${times} times)` : line)).sort()
  return report
}
