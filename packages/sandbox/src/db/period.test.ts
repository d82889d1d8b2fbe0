import { describe, expect, it } from 'vitest'
import { LONGEST_PERIOD_DAYS, openPeriodFault, periodFault } from './period'

const at = (iso: string) => Date.parse(iso)

describe('the one rule for a period', () => {
  it('takes half a year, a day, and a period that crosses a clock change', () => {
    expect(periodFault(at('2026-05-25T00:00:00Z'), at('2026-11-27T00:00:00Z'))).toBeUndefined()
    expect(periodFault(at('2026-11-26T23:00:00Z'), at('2026-11-27T23:00:00Z'))).toBeUndefined()
    expect(periodFault(at('1970-01-01T00:00:00Z'), at('1970-01-02T00:00:00Z'))).toBeUndefined()
  })

  it('refuses a period that ends before it starts, or is empty', () => {
    expect(periodFault(at('2026-11-27T00:00:00Z'), at('2026-11-01T00:00:00Z'))).toBe(
      'The period ends before it starts.',
    )
    expect(periodFault(at('2026-11-27T00:00:00Z'), at('2026-11-27T00:00:00Z'))).toBe(
      'The period ends before it starts.',
    )
  })

  it('refuses ten years, and a period before 1970', () => {
    expect(periodFault(at('2016-11-27T00:00:00Z'), at('2026-11-27T00:00:00Z'))).toBe(
      `Choose at most ${LONGEST_PERIOD_DAYS} days.`,
    )
    expect(periodFault(at('1969-12-01T00:00:00Z'), at('1970-01-02T00:00:00Z'))).toBe(
      'Choose a period that starts in 1970 or later.',
    )
    expect(periodFault(Number.NaN, at('1970-01-02T00:00:00Z'))).toBe('Choose the period.')
  })

  it('checks only the ends an export names (an open end is the book’s own)', () => {
    expect(openPeriodFault()).toBeUndefined()
    expect(openPeriodFault('2026-11-01T00:00:00Z')).toBeUndefined()
    expect(openPeriodFault(undefined, '1969-06-01T00:00:00Z')).toBe('Choose a period that starts in 1970 or later.')
    expect(openPeriodFault('2026-11-02T00:00:00Z', '2026-11-01T00:00:00Z')).toBe('The period ends before it starts.')
  })
})
