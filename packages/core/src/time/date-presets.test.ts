import { describe, expect, it } from 'vitest'
import { lastDaysIn, presetSpan, widgetRangeSpan } from './date-presets'

const iso = (span: { from: number; to: number }) => [new Date(span.from).toISOString(), new Date(span.to).toISOString()]
const now = Date.parse('2026-11-29T10:30:00Z')

describe('the date presets', () => {
  it('takes the last 7 days as today and the six before it, in the zone, everywhere', () => {
    expect(iso(presetSpan('last7', 'Europe/Istanbul', now))).toEqual([
      '2026-11-22T21:00:00.000Z',
      '2026-11-29T21:00:00.000Z',
    ])
    expect(presetSpan('last7', 'UTC', now)).toEqual(lastDaysIn(7, 'UTC', now))
    expect(widgetRangeSpan('last7Days', 'UTC', now)).toEqual(lastDaysIn(7, 'UTC', now))
    expect(iso(widgetRangeSpan('last30Days', 'UTC', now))[0]).toBe('2026-10-31T00:00:00.000Z')
  })

  it('counts whole days across a clock change: a week with the October change is 169 hours in London', () => {
    const after = Date.parse('2026-10-28T12:00:00Z')
    const week = lastDaysIn(7, 'Europe/London', after)
    expect((week.to - week.from) / 3_600_000).toBe(169)
    expect(iso(week)).toEqual(['2026-10-21T23:00:00.000Z', '2026-10-29T00:00:00.000Z'])
  })

  it('has today, yesterday and the months as the calendar has them', () => {
    expect(iso(presetSpan('today', 'UTC', now))).toEqual(['2026-11-29T00:00:00.000Z', '2026-11-30T00:00:00.000Z'])
    expect(iso(presetSpan('yesterday', 'UTC', now))).toEqual(['2026-11-28T00:00:00.000Z', '2026-11-29T00:00:00.000Z'])
    expect(iso(presetSpan('thisMonth', 'UTC', now))).toEqual(['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'])
    expect(iso(presetSpan('lastMonth', 'UTC', now))).toEqual(['2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'])
  })

  it('keeps the last 24 hours as hours', () => {
    expect(widgetRangeSpan('last24Hours', 'Asia/Kathmandu', now)).toEqual({ from: now - 86_400_000, to: now })
  })
})
