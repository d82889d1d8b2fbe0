import { CalendarDate } from '@internationalized/date'
import { describe, expect, it } from 'vitest'
import { beyondMaxDays, dateToDayTime, dayTimeToDate, dayToUtcStart, parseDay } from './date-values'
import { formatDay, formatDayTime, MINUTE_STEP } from './day-text'

describe('date picker values', () => {
  it('shows DD/MM/YYYY and reads it back', () => {
    expect(formatDay(new CalendarDate(2026, 3, 5))).toBe('05/03/2026')
    expect(parseDay('05/03/2026')?.toString()).toBe('2026-03-05')
    expect(parseDay('2026-03-05')).toBeUndefined()
    expect(parseDay('31/04/2026')).toBeUndefined()
  })
  it('sends a day without a time as the start of that day in UTC', () => {
    expect(dayToUtcStart(new CalendarDate(2026, 3, 5)).toISOString()).toBe('2026-03-05T00:00:00.000Z')
  })
  it('sends a day and time in the user’s time zone', () => {
    const date = dayTimeToDate(new CalendarDate(2026, 3, 5), { hour: 9, minute: 30 }, 'Europe/Istanbul')
    expect(date.toISOString()).toBe('2026-03-05T06:30:00.000Z')
    expect(dateToDayTime(date, 'Europe/Istanbul')).toMatchObject({ time: { hour: 9, minute: 30 } })
  })
  it('steps minutes by 5', () => {
    expect(MINUTE_STEP).toBe(5)
    expect(dateToDayTime(new Date('2026-03-05T10:07:00Z'), 'UTC').time).toEqual({ hour: 10, minute: 5 })
  })
  it('shows range ends as every other time on screen: DD/MM/YYYY HH:mm in 24 hours', () => {
    expect(formatDayTime(new CalendarDate(2026, 3, 5), { hour: 17, minute: 5 })).toBe('05/03/2026 17:05')
  })
  it('keeps a range within maxDaysSelected, the start counting as the first day', () => {
    const start = new CalendarDate(2026, 3, 1)
    expect(beyondMaxDays(new CalendarDate(2026, 3, 7), start, 7)).toBe(false)
    expect(beyondMaxDays(new CalendarDate(2026, 3, 8), start, 7)).toBe(true)
    expect(beyondMaxDays(new CalendarDate(2026, 2, 22), start, 7)).toBe(true)
  })

  it('reads the picked day and time in the user’s zone across a clock change, as the time model does', () => {
    // 01:30 on the night London falls back happens twice: the earlier (BST) is meant, as core's instantOf reads it.
    expect(dayTimeToDate(new CalendarDate(2026, 10, 25), { hour: 1, minute: 30 }, 'Europe/London').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    )
    expect(dateToDayTime(new Date('2026-11-24T23:15:00Z'), 'Asia/Kathmandu').time).toEqual({ hour: 5, minute: 0 })
  })
})
