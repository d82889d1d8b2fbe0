import { fromZonedInput, zonedParts } from '@paydeck/ui'

import type { DatePreset } from './search-schema'

const pad = (n: number) => String(n).padStart(2, '0')

/** Midnight of a calendar day in a time zone (the day may overflow: day 0 is the last of the month before). */
function midnight(year: number, month: number, day: number, timeZone: string): Date {
  const date = new Date(Date.UTC(year, month - 1, day))
  const wall = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T00:00`
  return fromZonedInput(wall, timeZone)!
}

/**
 * A preset's range in the user's time zone, from inclusive, to exclusive: today runs from this midnight to the
 * next; the last 7 days are today and the six before it; a month runs from its first midnight to the next month's.
 */
export function rangeOf(preset: Exclude<DatePreset, 'custom'>, timeZone: string, now = new Date()) {
  const { year, month, day } = zonedParts(now, timeZone)
  const at = (dayOffset: number) => midnight(year, month, day + dayOffset, timeZone)
  switch (preset) {
    case 'today':
      return { from: at(0), to: at(1) }
    case 'yesterday':
      return { from: at(-1), to: at(0) }
    case 'last7':
      return { from: at(-6), to: at(1) }
    case 'last30':
      return { from: at(-29), to: at(1) }
    case 'last90':
      return { from: at(-89), to: at(1) }
    case 'thisMonth':
      return { from: midnight(year, month, 1, timeZone), to: midnight(year, month + 1, 1, timeZone) }
    case 'lastMonth':
      return { from: midnight(year, month - 1, 1, timeZone), to: midnight(year, month, 1, timeZone) }
  }
}
