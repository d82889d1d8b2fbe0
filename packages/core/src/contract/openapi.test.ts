import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { openApiDocument, servedAt } from './openapi'
import { routeAreas } from './routes'

const document = openApiDocument({ origin: 'http://localhost:4400', version: '1.2.3' })
const operation = (path: string, method: string) =>
  document.paths[path]?.[method] as { operationId: string; parameters: { $ref?: string; name?: string }[] } | undefined

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(
      structuredClone(document) as unknown as Parameters<Validator['validate']>[0],
    )
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('documents the headers of the request rules (it is not made while one is undescribed)', () => {
    expect(operation('/v1/users', 'get')!.parameters).toContainEqual({ $ref: '#/components/parameters/Mode' })
    expect(document.security).toEqual([{ bearer: [] }])
  })

  it('gives each kind of user the path the request rules send it to', () => {
    expect(servedAt('support/ticket-categories', 'merchant').path).toBe('/v1/support/ticket-categories')
    expect(servedAt('support/ticket-categories', 'tenant').path).toBe('/v1/crm/support/ticket-categories')
    expect(servedAt('lookup/active-countries', 'merchant').path).toBe('/v1/crm/lookup/active-countries')
    expect(servedAt('reporting/report-v2/reports', 'tenant')).toEqual({
      host: 'reporting',
      path: '/reporting/report-v2/reports',
    })
    expect(operation('/v1/support/ticket-categories', 'get')!.operationId).toBe(
      'fetchTicketCategoriesForMerchantAndPlatform',
    )
    expect(operation('/v1/crm/support/ticket-categories', 'get')!.operationId).toBe('fetchTicketCategoriesForTenant')
  })

  it('describes answers and bodies with core’s own schemas, and failures with the error body', () => {
    const respond = document.paths['/v1/proposals/{id}/respond']!.put as Record<string, never>
    expect(JSON.stringify(respond)).toContain('rejectReason')
    const created = (document.paths['/v1/support/ticket']!.post as { responses: Record<string, unknown> }).responses
    expect(created['2XX']).toMatchObject({ content: { 'text/plain': { schema: { type: 'string' } } } })
    expect(created.default).toEqual({ $ref: '#/components/responses/Error' })
    expect(document.info.version).toBe('1.2.3')
    expect(document.servers).toEqual([{ url: 'http://localhost:4400', description: 'The API host’s origin' }])
  })

  it('has an operation for every call in core’s source whose path is written there', () => {
    const declared = new Set(
      routeAreas.flatMap((area) => Object.values(area.routes).map((route) => `${route.method} ${route.path}`)),
    )
    const calls = literalCalls()
    // Fewer as callRoute replaces the paths written by hand (hand-paths.test.ts lists the files that still do).
    expect(calls.length).toBeGreaterThan(15)
    const missing = calls.filter(({ method, path }) => {
      const pattern = new RegExp(`^${method} ${path.replace(/[.?+*()[\]]/g, '\\$&').replaceAll('{}', '[^/]+')}$`)
      return ![...declared].some((route) => pattern.test(route))
    })
    expect(missing).toEqual([])
  })
})

const apiFolder = join(import.meta.dirname, '../api')
const CALL =
  /(?:http\.(?:json|text|id|blob)\(\s*(?:[\w.]+\([^)]*\)|[\w.]+),\s*|http\.(?:text|id|blob)\(\s*|uploadForm\(\s*http,\s*[\w.]+,\s*)(['`])([^'`]+)\1/g
const CONSTANT = /const (\w+) = (['`])([^'`]+)\2/g

/** The calls whose path core's source spells out (those built in code are checked by the contract test). */
function literalCalls(): { method: string; path: string }[] {
  const calls: { method: string; path: string }[] = []
  for (const folder of readdirSync(apiFolder)) {
    for (const file of readdirSync(join(apiFolder, folder)).filter((name) => /(?<!test|routes)\.ts$/.test(name))) {
      const text = readFileSync(join(apiFolder, folder, file), 'utf8')
      const constants = new Map([...text.matchAll(CONSTANT)].map((match) => [match[1]!, match[3]!]))
      for (const match of text.matchAll(CALL)) {
        const path = match[2]!
          .replace(/\$\{\s*(\w+)\s*\}/g, (whole, name: string) => constants.get(name) ?? whole)
          .replace(/\?.*$/, '')
        if (path.startsWith('${')) continue
        // The call's options: up to the next call, at most a few lines.
        const rest = text.slice(match.index + match[0].length, match.index + match[0].length + 200)
        const options = rest.split(/http\.|uploadForm\(/)[0]!
        const method = /method:\s*'(\w+)'/.exec(options)?.[1] ?? (match[0].startsWith('uploadForm') ? 'POST' : 'GET')
        calls.push({ method, path: path.replace(/\$\{[^}]*\}/g, '{}') })
      }
    }
  }
  return calls
}
