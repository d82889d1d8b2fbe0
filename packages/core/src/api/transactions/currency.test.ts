import { describe, expect, it } from 'vitest'
import { currencyDigits, toMajorUnits, toMinorUnits } from './currency'

describe('currency digits', () => {
  it('knows the zero- and three-decimal currencies and gives the rest two', () => {
    expect([currencyDigits('EUR'), currencyDigits('JPY'), currencyDigits('kwd')]).toEqual([2, 0, 3])
  })
  it('converts both ways without floating-point dust', () => {
    expect(toMinorUnits(10.1, 'EUR')).toBe(1010)
    expect(toMinorUnits(1234, 'JPY')).toBe(1234)
    expect(toMajorUnits(1050, 'EUR')).toBe(10.5)
    expect(toMajorUnits(1500, 'BHD')).toBe(1.5)
  })
})
