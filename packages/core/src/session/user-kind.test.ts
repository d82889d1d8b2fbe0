import { describe, expect, it } from 'vitest'
import { defaultPathFor, userKindOf } from './user-kind'

describe('user kinds', () => {
  it('maps the API user types onto the three kinds', () => {
    expect(userKindOf('merchant')).toBe('merchant')
    expect(userKindOf('customer')).toBe('merchant')
    expect(userKindOf('crm')).toBe('tenant')
    expect(userKindOf('tenant')).toBe('tenant')
    expect(userKindOf('platform')).toBe('platform')
  })
  it('sends merchants to /dashboard and staff to crm/dashboard', () => {
    expect(defaultPathFor('merchant')).toBe('/dashboard')
    expect(defaultPathFor('tenant')).toBe('/crm/dashboard')
    expect(defaultPathFor('platform')).toBe('/crm/dashboard')
  })
})
