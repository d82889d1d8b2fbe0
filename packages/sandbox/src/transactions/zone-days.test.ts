import { describe, expect, it } from 'vitest'
import { dayIn } from '@paydeck/core/time'
import { localDayOf } from './zone-days'

describe('the day an instant falls on in a zone, as the zones’ days are kept', () => {
  it.each([
    // Both of a year's changes, at 01:00 UTC.
    ['Europe/London', '2026-03-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
    // Behind UTC, changing in November.
    ['America/New_York', '2026-10-25T00:00:00.000Z', '2026-11-10T00:00:00.000Z'],
    // Changing at local midnight: an error of an hour there is another day.
    ['America/Santiago', '2026-03-30T00:00:00.000Z', '2026-09-15T00:00:00.000Z'],
    // Quarter and half hours: Nepal +5:45, India +5:30, Chatham +12:45/+13:45, Lord Howe's half-hour change.
    ['Asia/Kathmandu', '2026-11-01T00:00:00.000Z', '2026-11-04T00:00:00.000Z'],
    ['Asia/Kolkata', '2026-11-01T00:00:00.000Z', '2026-11-04T00:00:00.000Z'],
    ['Pacific/Chatham', '2026-09-20T00:00:00.000Z', '2026-10-01T00:00:00.000Z'],
    ['Australia/Lord_Howe', '2026-09-30T00:00:00.000Z', '2026-10-08T00:00:00.000Z'],
    ['UTC', '2026-01-01T00:00:00.000Z', '2026-01-03T00:00:00.000Z'],
  ])('agrees with the time model at every quarter hour and the minutes around it (%s)', (zone, from, to) => {
    const wrong: string[] = []
    for (let at = Date.parse(from); at < Date.parse(to); at += 900_000)
      for (const instant of [at - 1, at, at + 59_999]) {
        const iso = new Date(instant).toISOString()
        if (localDayOf(iso, zone) !== dayIn(instant, zone)) wrong.push(`${iso}: ${localDayOf(iso, zone)}`)
      }
    expect(wrong).toEqual([])
  })
})
