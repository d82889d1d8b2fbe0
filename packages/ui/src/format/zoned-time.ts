// Wall-clock times in the user's time zone, by Intl alone (no date library for a datetime-local field).

const pad = (n: number) => String(n).padStart(2, '0')

/** The year, month, day, hour and minute an instant is in a time zone. */
export function zonedParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') }
}

/** An instant as a datetime-local input's value (YYYY-MM-DDTHH:mm) in the user's time zone, not the browser's. */
export function toZonedInput(instant: string | Date, timeZone: string): string {
  const { year, month, day, hour, minute } = zonedParts(new Date(instant), timeZone)
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`
}

/** A datetime-local input's value, read in the user's time zone, as an instant. */
export function fromZonedInput(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const [, year, month, day, hour, minute] = match.map(Number) as number[]
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!)
  // The zone's offset at that wall time: taken twice, so a time beside a DST change lands on the right side.
  let instant = wall
  for (let pass = 0; pass < 2; pass++) {
    const seen = zonedParts(new Date(instant), timeZone)
    instant -= Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - wall
  }
  return new Date(instant)
}
