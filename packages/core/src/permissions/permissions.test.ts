import { describe, expect, it } from 'vitest'
import { can } from './permissions'
import { effectiveSystemMode, systemModeToggle } from './system-mode'

describe('can', () => {
  const held = ['CRM.Support.Lookup', 'Merchant.Payments.Settings']
  it('passes when any one of a comma-separated list is held', () => {
    expect(can(held, 'Platform.Support.Lookup,CRM.Support.Lookup')).toBe(true)
    expect(can(held, ' Platform.Support.Lookup , Merchant.Payments.Settings ')).toBe(true)
  })
  it('fails when none is held, and matches names exactly', () => {
    expect(can(held, 'Platform.Support.Lookup')).toBe(false)
    expect(can(held, 'crm.support.lookup')).toBe(false)
  })
  it('lets an empty requirement through', () => {
    expect(can([], '')).toBe(true)
    expect(can([], undefined)).toBe(true)
  })
})

describe('system mode', () => {
  it('hides the toggle for NoProcessing merchants and non-merchants', () => {
    expect(systemModeToggle('NoProcessing', true).visible).toBe(false)
    expect(systemModeToggle(null, false).visible).toBe(false)
  })
  it('shows it disabled for SandboxEnabled, enabled for Live', () => {
    expect(systemModeToggle('SandboxEnabled', true)).toEqual({ visible: true, disabled: true })
    expect(systemModeToggle('Live', true)).toEqual({ visible: true, disabled: false })
  })
  it('forces Test for SandboxEnabled, else the saved mode, else the default', () => {
    expect(effectiveSystemMode('SandboxEnabled', 'Live', 'Live')).toBe('Test')
    expect(effectiveSystemMode('Live', 'Test', 'Live')).toBe('Test')
    expect(effectiveSystemMode('Live', null, 'Live')).toBe('Live')
    expect(effectiveSystemMode(null, null, 'Test')).toBe('Test')
  })
})
