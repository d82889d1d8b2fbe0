import { describe, expect, it } from 'vitest'
import { currencyDigits, decimalText, minorPerMajor, moneyOf, toMajorUnits, toMinorUnits } from './money'

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
  it('writes minor units as exact decimal text, any sign, any decimals', () => {
    expect(['EUR', 'JPY', 'KWD'].map((currency) => decimalText(1050, currency))).toEqual(['10.50', '1050', '1.050'])
    expect([decimalText(-5, 'EUR'), decimalText(0, 'EUR'), decimalText(-0, 'EUR'), decimalText(7, 'BHD')]).toEqual([
      '-0.05',
      '0.00',
      '0.00',
      '0.007',
    ])
    // Past what a double holds exactly as a decimal fraction: 2^53 − 1 minor units.
    expect(decimalText(9007199254740991, 'EUR')).toBe('90071992547409.91')
    expect(minorPerMajor('JPY') * minorPerMajor('KWD')).toBe(1000)
  })
})
