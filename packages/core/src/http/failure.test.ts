import { describe, expect, it } from 'vitest'
import {
  PaydeckAuthError,
  PaydeckConfigError,
  PaydeckHttpError,
  PaydeckNetworkError,
  PaydeckParseError,
} from './errors'
import { callOf, failureOf } from './failure'

const url = 'https://api.example.test/v1/api/transactions/7?search=ada'
const http = (status: number) => failureOf(new PaydeckHttpError(status, {}, url, 'POST', 'req-1'))

describe('failureOf', () => {
  it('names a refused call by its status: 401 auth, 403 forbidden, 404 not found, the rest the server', () => {
    expect([401, 403, 404, 400, 409, 500].map((status) => http(status).kind)).toEqual([
      'auth',
      'forbidden',
      'not-found',
      'server',
      'server',
      'server',
    ])
    expect(http(500)).toMatchObject({ call: 'POST /v1/api/transactions/7', status: 500, requestId: 'req-1' })
  })

  it('says a retry may help only where the trouble may pass: the network, a 5xx, a 429', () => {
    expect([500, 503, 429, 400, 401, 404].map((status) => http(status).retryable)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ])
    expect(failureOf(new PaydeckNetworkError(url))).toMatchObject({ kind: 'network', retryable: true })
    expect(failureOf(new PaydeckParseError(url, []))).toMatchObject({ kind: 'parse', retryable: false })
  })

  it('calls a sign-in failure auth, and a bad setup or a fault of the page config', () => {
    expect(failureOf(new PaydeckAuthError('expired'))).toMatchObject({ kind: 'auth', call: null })
    expect(failureOf(new PaydeckConfigError('no api'))).toMatchObject({ kind: 'config' })
    expect(failureOf(new TypeError('x is undefined'))).toMatchObject({ kind: 'config', message: 'x is undefined' })
    expect(failureOf('thrown text')).toMatchObject({ kind: 'config', message: 'Unknown error' })
  })
})

describe('callOf', () => {
  it('keeps the method and path, leaves the query out and masks an e-mail in the path', () => {
    expect(callOf('GET', url)).toBe('GET /v1/api/transactions/7')
    expect(callOf('DELETE', 'https://x.test/v1/users/ada@example.com/roles')).toBe('DELETE /v1/users/…/roles')
    expect(callOf('GET', '/relative/path?q=1')).toBe('GET /relative/path')
  })
})
