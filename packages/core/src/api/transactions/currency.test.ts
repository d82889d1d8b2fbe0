import { describe, expect, it } from 'vitest'
import { currencyDigits, moneyOf, toMajorUnits, toMinorUnits } from './currency'

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
  it('makes minor units a value to write, with the ISO decimals rather than the display habit', () => {
    expect(moneyOf(123456, 'HUF')).toEqual({ amount: 1234.56, currency: 'HUF', decimalPlaces: 2 })
    expect(moneyOf(1500, 'JPY')).toEqual({ amount: 1500, currency: 'JPY', decimalPlaces: 0 })
    expect(moneyOf(-1, 'KWD')).toEqual({ amount: -0.001, currency: 'KWD', decimalPlaces: 3 })
  })
})
