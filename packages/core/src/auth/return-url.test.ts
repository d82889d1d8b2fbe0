import { describe, expect, it } from 'vitest'
import { safeReturnUrl } from './return-url'

const origin = 'https://portal.example.test'

describe('safeReturnUrl', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnUrl('/merchant/support?tab=open#t1', origin, '/dashboard')).toBe('/merchant/support?tab=open#t1')
    expect(safeReturnUrl(`${origin}/crm/users`, origin, '/dashboard')).toBe('/crm/users')
  })
  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'http://portal.example.test/wrong-scheme',
  ])('falls back for %s', (hostile) => {
    expect(safeReturnUrl(hostile, origin, '/dashboard')).toBe('/dashboard')
  })
  it('falls back when there is none', () => {
    expect(safeReturnUrl(null, origin, '/crm/dashboard')).toBe('/crm/dashboard')
    expect(safeReturnUrl('', origin, '/crm/dashboard')).toBe('/crm/dashboard')
  })
})
