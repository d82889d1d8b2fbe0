import { describe, expect, it } from 'vitest'
import {
  acceptsDigitKey,
  checkDigitValue,
  isPercentageText,
  maskCardNumber,
  nextDecimalValue,
  pasteDecimal,
  sanitizeDigits,
} from './input-rules'

describe('digit-only input', () => {
  it('blocks non-digits and spaces', () => {
    expect(acceptsDigitKey('7', '12')).toBe(true)
    expect(acceptsDigitKey('a', '12')).toBe(false)
    expect(acceptsDigitKey(' ', '12')).toBe(false)
  })
  it('allows one decimal separator only when asked', () => {
    expect(acceptsDigitKey('.', '12')).toBe(false)
    expect(acceptsDigitKey('.', '12', { allowDecimal: true })).toBe(true)
    expect(acceptsDigitKey('.', '1.2', { allowDecimal: true })).toBe(false)
  })
  it('strips pasted text to digits and cuts it to the maximum length', () => {
    expect(sanitizeDigits('12 34-56ab')).toBe('123456')
    expect(sanitizeDigits('123456789', 4)).toBe('1234')
  })
  it('bounds the value by pattern, minimum and maximum', () => {
    expect(checkDigitValue('5', { min: 1, max: 10 })).toBe('ok')
    expect(checkDigitValue('0', { min: 1 })).toBe('min')
    expect(checkDigitValue('11', { max: 10 })).toBe('max')
    expect(checkDigitValue('123', { pattern: /^\d{4}$/ })).toBe('pattern')
  })
})

describe('decimal input', () => {
  it('turns a comma into a point', () => {
    expect(nextDecimalValue('12', ',')).toBe('12.')
  })
  it('takes at most one point and only digits', () => {
    expect(nextDecimalValue('12.5', '.')).toBeNull()
    expect(nextDecimalValue('12.5', 'e')).toBeNull()
    expect(nextDecimalValue('12.5', '0')).toBe('12.50')
  })
  it('filters pastes', () => {
    expect(pasteDecimal('1234,56')).toBe('1234.56')
    expect(pasteDecimal('12a')).toBeNull()
    expect(pasteDecimal('1.2.3')).toBeNull()
  })
})

describe('percentage input', () => {
  it.each(['', '0', '5', '42', '99.99', '100', '100.0', '100.00', '7.', '12.5'])('accepts %s', (text) => {
    expect(isPercentageText(text)).toBe(true)
  })
  it.each(['.5', '00', '05', '101', '100.01', '12.345', '1e2', '-1', '150'])('refuses %s', (text) => {
    expect(isPercentageText(text)).toBe(false)
  })
})

describe('card number mask', () => {
  it('shows the first 6 and last 4 digits', () => {
    expect(maskCardNumber('4111 1111 1111 1111')).toBe('411111******1111')
    expect(maskCardNumber('378282246310005')).toBe('378282*****0005')
  })
  it('leaves short numbers alone', () => {
    expect(maskCardNumber('1234567890')).toBe('1234567890')
  })
})
