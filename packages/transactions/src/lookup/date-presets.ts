import { addDays, dayIn, firstOfMonth, startOfDayIn } from '@paydeck/core/time'

import type { DatePreset } from './search-schema'

/** How many days back each rolling preset starts, today counted as the first. */
const rollingDays = { today: 0, yesterday: -1, last7: -6, last30: -29, last90: -89 } as const

/**
 * A preset's range in the user's time zone, from inclusive, to exclusive, by the time model's calendar: today runs
 * from this day's start to the next's (23 or 25 hours on a clock-change day); the last 7 days are today and the six
 * before it; a month runs from its first day's start to the next month's.
 */
export function rangeOf(preset: Exclude<DatePreset, 'custom'>, timeZone: string, now = new Date()) {
  const today = dayIn(now.getTime(), timeZone)
  const at = (day: string) => new Date(startOfDayIn(day, timeZone))
  switch (preset) {
    case 'thisMonth':
      return { from: at(firstOfMonth(today)), to: at(firstOfMonth(today, 1)) }
    case 'lastMonth':
      return { from: at(firstOfMonth(today, -1)), to: at(firstOfMonth(today)) }
    case 'yesterday':
      return { from: at(addDays(today, -1)), to: at(today) }
    default:
      return { from: at(addDays(today, rollingDays[preset])), to: at(addDays(today, 1)) }
  }
}
