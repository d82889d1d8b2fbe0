import { describe, expect, it } from 'vitest'
import { dayIn, hourFolder, isTimeZone, nextDay, startOfDayIn } from './zoned-days'

describe('days in a time zone', () => {
  it('start at local midnight, on the days clocks change too', () => {
    expect(new Date(startOfDayIn('2026-11-03', 'Europe/Istanbul')).toISOString()).toBe('2026-11-02T21:00:00.000Z')
    // London: summer time ends on 25 October 2026; that day begins at 00:00 BST, 23:00 UTC the day before.
    expect(new Date(startOfDayIn('2026-10-25', 'Europe/London')).toISOString()).toBe('2026-10-24T23:00:00.000Z')
    expect(new Date(startOfDayIn('2026-10-26', 'Europe/London')).toISOString()).toBe('2026-10-26T00:00:00.000Z')
    expect(new Date(startOfDayIn('2026-03-29', 'Europe/Berlin')).toISOString()).toBe('2026-03-28T23:00:00.000Z')
  })

  it('fold a UTC hour into the day it is in the zone', () => {
    const inIstanbul = hourFolder('Europe/Istanbul')
    expect(inIstanbul('2026-11-02T20')).toBe('2026-11-02')
    expect(inIstanbul('2026-11-02T21')).toBe('2026-11-03')
    expect(dayIn(Date.parse('2026-11-02T23:30:00Z'), 'UTC')).toBe('2026-11-02')
    expect(nextDay('2026-12-31')).toBe('2027-01-01')
    expect(isTimeZone('Europe/Stockholm')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
  })
})
