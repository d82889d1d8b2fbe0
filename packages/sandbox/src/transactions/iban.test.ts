import { describe, expect, it } from 'vitest'
import { isValidIban, normaliseIban } from './iban'

describe('IBAN check', () => {
  it('accepts real IBANs however they are spaced, and refuses one with a digit changed', () => {
    expect(isValidIban(normaliseIban('GB82 WEST 1234 5698 7654 32'))).toBe(true)
    expect(isValidIban(normaliseIban('de89 3704 0044 0532 0130 00'))).toBe(true)
    expect(isValidIban(normaliseIban('GB82 WEST 1234 5698 7654 33'))).toBe(false)
    expect(isValidIban('NOT-AN-IBAN')).toBe(false)
  })
})
