import { describe, expect, it } from 'vitest'
import { ErrorResponse } from 'oidc-client-ts'
import { providerSessionEnded, signInErrorMessage } from './oidc-auth'

describe('OIDC helpers', () => {
  it('serialises a sign-in failure into the catalogue text', () => {
    expect(signInErrorMessage(new Error('invalid_grant'))).toBe('There was an error signing in. Error: invalid_grant')
    expect(signInErrorMessage({ code: 42 })).toBe('There was an error signing in. Error: {"code":42}')
  })

  it('says so when the user closed the window', () => {
    expect(signInErrorMessage(new Error('Popup closed by user'))).toBe('The user closed the window.')
  })

  it('takes a silent answer that wants a login as the provider’s sign-out', () => {
    expect(providerSessionEnded(new ErrorResponse({ error: 'login_required' }))).toBe(true)
    expect(providerSessionEnded(new ErrorResponse({ error: 'server_error' }))).toBe(false)
    expect(providerSessionEnded(new TypeError('Failed to fetch'))).toBe(false)
  })
})
