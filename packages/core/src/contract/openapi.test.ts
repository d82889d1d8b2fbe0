import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { openApiDocument, servedAt } from './openapi'

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
})
