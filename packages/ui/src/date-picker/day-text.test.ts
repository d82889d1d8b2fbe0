import { today } from '@internationalized/date'
import { describe, expect, it } from 'vitest'
import { dateToDayTime, dayToUtcStart } from './date-values'
import { daysAgoInZone, zonedDayTime } from './day-text'

const zones = ['UTC', 'Europe/Istanbul', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'Australia/Lord_Howe']
const instants = [
  '2026-11-29T00:00:00Z',
  '2026-03-29T00:59:59Z', // Europe's spring change
  '2026-10-25T01:30:00Z', // Europe's autumn change
  '2026-03-08T07:04:00Z', // America's spring change
  '2024-02-29T23:58:00Z', // a leap day near midnight
  '1999-12-31T23:59:00Z',
].map((text) => new Date(text))

describe('the days of the still pickers, on Intl alone', () => {
  it('gives the day and time the date library gives, in every zone, the minutes down to the step', () => {
    for (const timeZone of zones)
      for (const instant of instants) {
        const expected = dateToDayTime(instant, timeZone)
        const { day, time } = zonedDayTime(instant, timeZone)
        expect([timeZone, instant, day, time]).toEqual([
          timeZone,
          instant,
          { year: expected.day.year, month: expected.day.month, day: expected.day.day },
          expected.time,
        ])
      }
  })

  it('counts days back from today in the zone, across a month and a year', () => {
    for (const timeZone of zones)
      for (const days of [0, 1, 7, 30, 365])
        expect(daysAgoInZone(days, timeZone)).toEqual(dayToUtcStart(today(timeZone).subtract({ days })))
    // Just after midnight in Istanbul it is still yesterday in UTC.
    expect(daysAgoInZone(0, 'Europe/Istanbul', new Date('2026-01-01T21:30:00Z'))).toEqual(
      new Date('2026-01-02T00:00:00Z'),
    )
    expect(daysAgoInZone(2, 'UTC', new Date('2026-01-01T10:00:00Z'))).toEqual(new Date('2025-12-30T00:00:00Z'))
  })
})
