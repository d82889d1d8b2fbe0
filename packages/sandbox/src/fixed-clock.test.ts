import { afterEach, describe, expect, it } from 'vitest'
import { fixClock } from './fixed-clock'

describe('a fixed clock', () => {
  const RealDate = Date
  afterEach(() => {
    globalThis.Date = RealDate
  })

  it('makes every now the instant given, and leaves dates of other instants as they are', () => {
    fixClock(new Date('2026-06-15T10:00:00Z'))
    expect(Date.now()).toBe(RealDate.UTC(2026, 5, 15, 10))
    expect(new Date().toISOString()).toBe('2026-06-15T10:00:00.000Z')
    expect(new Date('2020-01-02T03:04:05Z').toISOString()).toBe('2020-01-02T03:04:05.000Z')
    expect(new Date(0).getTime()).toBe(0)
    expect(new Date() instanceof RealDate).toBe(true)
  })

  it('refuses what is not an instant', () => {
    expect(() => fixClock(new Date('tomorrow'))).toThrow(/date and time/)
  })
})
