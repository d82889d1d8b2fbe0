import { describe, expect, it } from 'vitest'
import { dateTimeFormat, numberFormat } from './intl'

describe('Intl formatters made once', () => {
  it('hands out one formatter per locale and options, each writing as its own', () => {
    const grouped = numberFormat('en-GB', { maximumFractionDigits: 0 })
    expect(numberFormat('en-GB', { maximumFractionDigits: 0 })).toBe(grouped)
    expect(grouped.format(12345.6)).toBe('12,346')
    expect(numberFormat('tr', { maximumFractionDigits: 0 }).format(12345.6)).toBe('12.346')
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 }).format(12345.67)).toBe('12,345.7')
    const zoned = dateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' })
    expect(dateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' })).toBe(zoned)
    expect(zoned.format(Date.UTC(2026, 0, 1, 0, 0))).toBe('05')
    expect(
      dateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', hourCycle: 'h23' }).format(Date.UTC(2026, 0, 1)),
    ).toBe('00')
  })
  it('keeps nothing for options Intl refuses, so the caller hears of them each time', () => {
    expect(() => numberFormat('en-GB', { style: 'currency', currency: 'EURO' })).toThrow(RangeError)
    expect(() => numberFormat('en-GB', { style: 'currency', currency: 'EURO' })).toThrow(RangeError)
  })
})
