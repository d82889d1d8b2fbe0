import { describe, expect, it } from 'vitest'
import { openApiDocument } from '@paydeck/core/openapi'
import { checkContract, type Exchange } from './contract'

const document = openApiDocument()
const exchange = (fields: Partial<Exchange>): Exchange => ({
  host: 'api',
  method: 'GET',
  path: '/v1/api/in-app-notifications/mark-as-read',
  query: {},
  status: 200,
  contentType: 'application/json',
  ...fields,
})
const problems = (...exchanges: Exchange[]) => checkContract(document, exchanges).problems

describe('the contract check', () => {
  it('passes an answer the document allows, and counts the operation it reached', () => {
    const report = checkContract(document, [
      exchange({ method: 'POST', body: { result: 'success' } }),
      exchange({ path: '/v1/support/ticket/12/feed', body: { items: [] } }),
    ])
    expect(report.problems).toEqual([])
    expect([...report.covered].sort()).toEqual(['fetchTicketFeedForMerchant', 'markAllNotificationsRead'])
  })

  it('finds an answer whose shape the document does not allow', () => {
    expect(problems(exchange({ method: 'POST', body: { result: 1 } }))).toEqual([
      'POST /v1/api/in-app-notifications/mark-as-read: the answer (200) does not match: /result must be string',
    ])
  })

  it('finds a call the document does not have, by path or by method', () => {
    expect(problems(exchange({ path: '/v1/nowhere' }))).toEqual(['GET /v1/nowhere: the document has no such path'])
    expect(problems(exchange({ method: 'PATCH', path: '/v1/proposals/3' }))).toEqual([
      'PATCH /v1/proposals/3: the document has no such method on this path',
    ])
  })

  it('checks the query and path parameters against their schemas', () => {
    const page = { unreadNotificationCount: 0, data: [] }
    const path = '/v1/api/in-app-notifications'
    expect(problems(exchange({ path, query: { pageIndex: '0', pageSize: '10' }, body: page }))).toEqual([])
    expect(problems(exchange({ path, query: { pageIndex: '0', pageSize: '10', colour: 'red' }, body: page }))).toEqual([
      `GET ${path}: query parameter colour is not in the document`,
    ])
    expect(problems(exchange({ path, query: { pageSize: '10' }, body: page }))).toEqual([
      `GET ${path}: required query parameter pageIndex was not sent`,
    ])
    expect(problems(exchange({ path: '/v1/proposals/first', body: {} }))[0]).toBe(
      'GET /v1/proposals/first: path parameter id = first does not match its schema',
    )
  })

  it('holds a failure to the error body, and lets a refusal of who called pass', () => {
    const failure = (status: number, body: unknown) =>
      exchange({ path: '/v1/proposals/3', status, body, contentType: 'application/problem+json' })
    expect(problems(failure(404, { title: 'Not Found', status: 404, detail: 'There is no proposal 3.' }))).toEqual([])
    expect(problems(failure(500, { detail: 42 }))).toHaveLength(1)
    expect(problems({ ...failure(404, { detail: 'No proposal 3' }), contentType: 'application/json' })).toEqual([
      'GET /v1/proposals/3: answered application/json where the document says application/problem+json',
    ])
    const refusal = { status: 403, detail: 'You are not authorized to perform this action' }
    expect(problems({ ...failure(403, refusal), path: '/v1/crm/proposals/3' })).toEqual([])
    expect(problems({ ...failure(403, refusal), path: '/v1/nowhere/3' })).toEqual([])
  })

  it('holds text and file answers to their media types', () => {
    const created = exchange({
      method: 'POST',
      path: '/v1/support/ticket',
      query: { ticketChannelType: 'CustomerToTenant' },
    })
    expect(problems({ ...created, contentType: 'text/plain; charset=UTF-8', body: '41' })).toEqual([])
    expect(problems({ ...created, contentType: 'text/plain; charset=UTF-8', body: 'ok' })).toHaveLength(1)
    expect(
      problems(
        exchange({
          path: '/v1/api/transactions/csv',
          query: { timeZone: 'UTC' },
          contentType: 'application/json',
          body: {},
        }),
      ),
    ).toEqual(['GET /v1/api/transactions/csv: answered application/json where the document says text/csv'])
  })
})
