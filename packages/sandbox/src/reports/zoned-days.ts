// Days in a time zone for the reports: the database groups by UTC hour, and each hour is folded into the day it
// falls on in the report's zone (every zone's offset is whole quarter hours; the few with :30 and :45 offsets split an
// hour, which the report's daily figures accept). DST-safe: offsets are asked of Intl per instant.

const formatters = new Map<string, Intl.DateTimeFormat>()
function partsOf(instant: number, timeZone: string) {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]))
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>
}

/** Whether Intl knows the zone (an IANA name such as Europe/London, or UTC). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return true
  } catch {
    return false
  }
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayIn(instant: number, timeZone: string): string {
  const { year, month, day } = partsOf(instant, timeZone)
  return `${year}-${month}-${day}`
}

/** An instant as a zone's wall clock reads it: YYYY-MM-DD HH:mm:ss (a report's times, in the zone it states). */
export function wallClockIn(iso: string, timeZone: string): string {
  const p = partsOf(Date.parse(iso), timeZone)
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`
}

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsOf(instant, timeZone)
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second)
  return wall - Math.floor(instant / 1000) * 1000
}

/** The instant a calendar day (YYYY-MM-DD) begins in a zone. */
export function startOfDayIn(day: string, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const wall = Date.UTC(year, month - 1, date)
  const first = wall - offsetAt(wall, timeZone)
  // Across a change of offset the first guess is off by the change: ask again at the guess.
  return wall - offsetAt(first, timeZone)
}

/** The day after a calendar day. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10)
}

/** Folds UTC hours ("2026-11-03T22") into days of a zone, with a cache: a report reads thousands of hours. */
export function hourFolder(timeZone: string) {
  const days = new Map<string, string>()
  return (hour: string) => {
    let day = days.get(hour)
    if (day === undefined) {
      day = dayIn(Date.parse(`${hour}:00:00Z`) + 30 * 60_000, timeZone)
      days.set(hour, day)
    }
    return day
  }
}
