import { addDays, dayIn, firstOfMonth, startOfDayIn } from './zoned-time'

// The periods every screen offers (the lookup's presets, a report's quick ranges, a dashboard widget's date range,
// the exports of each), defined once: whole days of the user's zone, today included, from the start of the first
// day to the start of the day after the last (23 or 25 hours on a clock-change day). "Last 7 days" is today and the
// six days before it, everywhere.

export const calendarPresets = ['today', 'yesterday', 'last7', 'last30', 'last90', 'thisMonth', 'lastMonth'] as const
export type CalendarPreset = (typeof calendarPresets)[number]

/** A span of time as instants: from inclusive, to exclusive. */
export interface Span {
  from: number
  to: number
}

/** The last `days` days of a zone, today included. */
export function lastDaysIn(days: number, timeZone: string, now = Date.now()): Span {
  const today = dayIn(now, timeZone)
  return { from: startOfDayIn(addDays(today, 1 - days), timeZone), to: startOfDayIn(addDays(today, 1), timeZone) }
}

/** A preset's span in the zone. */
export function presetSpan(preset: CalendarPreset, timeZone: string, now = Date.now()): Span {
  const today = dayIn(now, timeZone)
  const at = (day: string) => startOfDayIn(day, timeZone)
  switch (preset) {
    case 'today':
      return lastDaysIn(1, timeZone, now)
    case 'yesterday':
      return { from: at(addDays(today, -1)), to: at(today) }
    case 'thisMonth':
      return { from: at(firstOfMonth(today)), to: at(firstOfMonth(today, 1)) }
    case 'lastMonth':
      return { from: at(firstOfMonth(today, -1)), to: at(firstOfMonth(today)) }
    default:
      return lastDaysIn(Number(preset.slice('last'.length)), timeZone, now)
  }
}

/** A dashboard widget's date range: the last 24 hours as hours, the others as the last days of the zone. */
export const widgetDateRanges = ['last24Hours', 'last7Days', 'last30Days', 'last90Days', 'last180Days'] as const
export type WidgetDateRange = (typeof widgetDateRanges)[number]

/** A widget's date range as a span: the same for the data the sandbox counts and the lookup a click opens. */
export function widgetRangeSpan(range: WidgetDateRange, timeZone: string, now = Date.now()): Span {
  if (range === 'last24Hours') return { from: now - 24 * 3_600_000, to: now }
  return lastDaysIn(Number(range.slice('last'.length, -'Days'.length)), timeZone, now)
}
