import { describe, expect, it } from 'vitest'
import { errorMessageFor, NOT_AUTHORIZED_MESSAGE, parseBody } from './error-message'

describe('errorMessageFor (seed 000 section 8)', () => {
  it('shows a string body as it is', () => {
    expect(errorMessageFor(400, 'Merchant is locked')).toBe('Merchant is locked')
  })
  it('shows the first errors[].message', () => {
    expect(errorMessageFor(409, { errors: [{ message: 'First' }, { message: 'Second' }] })).toBe('First')
  })
  it('shows error when there is no errors list', () => {
    expect(errorMessageFor(500, { error: 'Gateway timeout at acquirer' })).toBe('Gateway timeout at acquirer')
  })
  it('shows the first message of the first field of a validation problem', () => {
    expect(
      errorMessageFor(400, { title: 'x', errors: { pageSize: ['Page size must be at most 100'], b: ['no'] } }),
    ).toBe('Page size must be at most 100')
  })
  it('shows a problem’s detail when it names no field (the sandbox’s one error shape)', () => {
    const problem = { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Transaction 7 is Refunded.' }
    expect(errorMessageFor(409, problem)).toBe('Transaction 7 is Refunded.')
    expect(errorMessageFor(400, { ...problem, errors: { amount: ['Give an amount.'] } })).toBe('Give an amount.')
    expect(errorMessageFor(409, { ...problem, detail: '' })).toBe('Unknown error')
  })
  it('falls back to Unknown error', () => {
    expect(errorMessageFor(500, undefined)).toBe('Unknown error')
    expect(errorMessageFor(500, { something: 'else' })).toBe('Unknown error')
    expect(errorMessageFor(500, '   ')).toBe('Unknown error')
  })
  it('always says the fixed text for 403, whatever the body', () => {
    expect(errorMessageFor(403, { error: 'Missing CRM.Support.Lookup' })).toBe(NOT_AUTHORIZED_MESSAGE)
    expect(NOT_AUTHORIZED_MESSAGE).toBe('You are not authorized to perform this action')
  })
  it('reads a blob body’s error field from its text', async () => {
    const blob = new Blob([JSON.stringify({ error: 'Report not found' })], { type: 'application/json' })
    expect(errorMessageFor(404, parseBody(await blob.text()))).toBe('Report not found')
  })
})
