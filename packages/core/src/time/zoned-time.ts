// The one time model (docs/decisions.md, "Time"): a period is an IANA zone and local dates, resolved to instants by
// the zone's own rules (Intl's tz database): daylight-saving gaps and overlaps, offsets of 30 and 45 minutes, days
// of 23 and 25 hours. The sandbox buckets by it, the CSVs write times by it, the widgets read days by it; nothing
// else turns a wall clock into an instant.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterOf(timeZone: string): Intl.DateTimeFormat {
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
  return format
}

/** A zone's wall clock at an instant. */
export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')
const wallAsUtc = (wall: WallClock) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)

/**
 * The wall clock as Intl's tz database reads it, one reading per call: right everywhere, what a screen's few times
 * need; the slow part of a report's million (wallClockAt keeps the offsets it reads).
 */
export function readWallClock(instant: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  }
}

const QUARTER_HOUR = 15 * MINUTE
/** Where the offsets are kept: from 1900 (before it, local mean times change at odd seconds) to 2100. */
const KEPT_FROM = /* @__PURE__ */ Date.UTC(1900, 0, 1)
const KEPT_UNTIL = /* @__PURE__ */ Date.UTC(2100, 0, 1)
const KEPT_READINGS = 200_000
/**
 * A zone's offset (ms) read from Intl at the starts of hours and quarter hours of UTC. Zones change their offsets on
 * quarter hours of UTC, never twice in an hour: where the readings at both ends of an hour agree, every instant of it
 * has that offset (one Intl reading serves an hour of a report's times); where they differ, the quarter's ends decide
 * the same way, and a quarter whose ends differ (a change inside it: old local mean times) asks Intl per instant.
 */
const readings = new Map<string, Map<number, number>>()

function readingAt(instant: number, timeZone: string): number {
  let zone = readings.get(timeZone)
  let reading = zone?.get(instant)
  if (reading !== undefined) return reading
  reading = wallAsUtc(readWallClock(instant, timeZone)) - instant
  if (!zone) readings.set(timeZone, (zone = new Map()))
  if (zone.size >= KEPT_READINGS) zone.clear()
  zone.set(instant, reading)
  return reading
}

/** The zone's offset all through the piece of UTC time [start, start + length), or null if it changes inside. */
function steadyOffset(start: number, length: number, timeZone: string): number | null {
  const reading = readingAt(start, timeZone)
  return reading === readingAt(start + length, timeZone) ? reading : null
}

function offsetOfInstant(instant: number, timeZone: string): number | null {
  if (!(instant >= KEPT_FROM && instant < KEPT_UNTIL)) return null
  const hour = Math.floor(instant / HOUR) * HOUR
  return (
    steadyOffset(hour, HOUR, timeZone) ??
    steadyOffset(Math.floor(instant / QUARTER_HOUR) * QUARTER_HOUR, QUARTER_HOUR, timeZone)
  )
}

export function wallClockAt(instant: number, timeZone: string): WallClock {
  const offset = offsetOfInstant(instant, timeZone)
  if (offset === null) return readWallClock(instant, timeZone)
  const wall = new Date(instant + offset)
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  }
}

/** The zone's canonical name as the runtime knows it (UTC for utc, America/New_York for US/Eastern); null for none. */
export function canonicalZoneOf(name: string): string | null {
  try {
    return formatterOf(name).resolvedOptions().timeZone
  } catch {
    return null
  }
}

const areaOf = (zone: string) => zone.split('/')[0]

/**
 * Whether a name is a zone by its canonical IANA name (Europe/London, UTC): not another spelling (utc,
 * europe/london), an abbreviation (EST, GMT) or an old alias of another area (US/Eastern, Etc/UTC). A city renamed
 * within its area (Asia/Kolkata, Europe/Kyiv) is its zone whichever name the runtime's data prefers.
 */
export function isTimeZone(name: string): boolean {
  const canonical = canonicalZoneOf(name)
  if (canonical === null) return false
  if (canonical === name) return true
  return name.includes('/') && canonical.includes('/') && areaOf(name) === areaOf(canonical)
}

/** Why a name is not a zone by its canonical name, in words (naming the one to send); null when it is one. */
export function timeZoneProblem(name: string): string | null {
  if (isTimeZone(name)) return null
  const canonical = canonicalZoneOf(name)
  return canonical
    ? `${name} is another name for ${canonical}: name the zone as ${canonical}.`
    : `${name} is not a time zone: name one, as Europe/London.`
}

/** How far the zone's clock is ahead of UTC at an instant, in whole minutes (+330 in India, -210 in St John's). */
export function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000
  return Math.round((wallAsUtc(wallClockAt(whole, timeZone)) - whole) / MINUTE)
}

/** An offset as ISO 8601 writes it: +05:30, -03:30, +00:00. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const size = Math.abs(minutes)
  return `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`
}

/** The zone's offset at an instant in whole minutes, read once from Intl (offsetAt keeps its readings). */
export function readOffset(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000
  return Math.round((wallAsUtc(readWallClock(whole, timeZone)) - whole) / MINUTE)
}

/** An offset as people name a zone's clock: GMT, GMT+1, GMT+5:45, GMT-3:30 (what a screen's times say beside them). */
export function offsetName(minutes: number): string {
  if (minutes === 0) return 'GMT'
  const size = Math.abs(minutes)
  const rest = size % 60
  return `GMT${minutes < 0 ? '-' : '+'}${Math.floor(size / 60)}${rest ? `:${pad(rest)}` : ''}`
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayIn(instant: number, timeZone: string): string {
  const wall = wallClockAt(instant, timeZone)
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`
}

/** An instant as the zone's wall clock reads it: YYYY-MM-DD HH:mm:ss. */
export function wallClockIn(instant: number | string, timeZone: string): string {
  const wall = wallClockAt(typeof instant === 'string' ? Date.parse(instant) : instant, timeZone)
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`
}

/** An instant in ISO 8601 with the zone's offset then: 2026-11-25T19:04:00.000+00:00 (what the CSVs write). */
export function isoInZone(instant: number | string, timeZone: string): string {
  const at = typeof instant === 'string' ? Date.parse(instant) : instant
  // To the millisecond, as the API gives it: two rows a moment apart never read as one time.
  const milliseconds = String(new Date(at).getUTCMilliseconds()).padStart(3, '0')
  return `${wallClockIn(at, timeZone).replace(' ', 'T')}.${milliseconds}${formatOffset(offsetAt(at, timeZone))}`
}

/**
 * The instant a zone's wall clock shows a local time (YYYY-MM-DDTHH:mm[:ss]). In an overlap (clocks going back) the
 * earlier of the two; in a gap (clocks going forward) the time moved forward by the gap, as Temporal's "compatible"
 * does: 01:30 on the night London springs forward is 02:30 BST.
 */
export function instantOf(local: string, timeZone: string): number {
  const [date, time = '00:00'] = local.split('T') as [string, string?]
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number)
  const wall = Date.UTC(year, month - 1, day, hour, minute, second)
  // A zone changes its offset at most once in a day or so: the offsets a day either side are the two candidates.
  const before = wall - offsetAt(wall - DAY, timeZone) * MINUTE
  const after = wall - offsetAt(wall + DAY, timeZone) * MINUTE
  const shows = (instant: number) => wallAsUtc(wallClockAt(instant, timeZone)) === wall
  const valid = [before, after].filter(shows)
  if (valid.length > 0) return Math.min(...valid)
  // In the gap: what the offset before it gives, which reads forward by the gap once the clocks have changed.
  return before
}

/**
 * The first instant whose wall clock reads a local time (YYYY-MM-DDTHH:mm) or later: the time itself, or, where the
 * clocks jumped over it, the jump (Chatham's 03:00 on the night it springs from 02:45 to 03:45 begins at 03:45).
 */
function firstReading(local: string, timeZone: string): number {
  const wall = Date.parse(`${local}:00Z`)
  let instant = instantOf(local, timeZone)
  while (wallAsUtc(wallClockAt(instant - MINUTE, timeZone)) >= wall) instant -= MINUTE
  return instant
}

/** The instant a calendar day begins in a zone (01:00 where the clocks jump over midnight). */
export function startOfDayIn(day: string, timeZone: string): number {
  return firstReading(`${day}T00:00`, timeZone)
}

/**
 * A local hour of a zone (YYYY-MM-DDTHH:00, as the hourly series key it) as the instants [start, end) it covers: two
 * hours on the night the clocks go back (the wall clock reads that hour twice), what is left of an hour the clocks
 * jump into (Chatham's 02:00 and 03:00 hours on its spring night are 45 and 15 minutes), none of one they skip.
 */
export function hourIn(hour: string, timeZone: string): { start: number; end: number } {
  const date = hour.slice(0, 10)
  const next = Number(hour.slice(11, 13)) + 1
  const end = next === 24 ? startOfDayIn(nextDay(date), timeZone) : firstReading(`${date}T${pad(next)}:00`, timeZone)
  return { start: firstReading(`${date}T${hour.slice(11, 13)}:00`, timeZone), end }
}

/** A calendar day moved by whole days (negative goes back); the month and year roll over. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10)
}

/** The day after a calendar day. */
export const nextDay = (day: string): string => addDays(day, 1)

/** The first day of the month of a calendar day, moved by whole months (-1: the month before). */
export function firstOfMonth(day: string, months = 0): string {
  const [year, month] = day.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10)
}

const LOCAL_INPUT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/

/** An instant as a datetime-local field's value in a zone (YYYY-MM-DDTHH:mm), not the browser's zone. */
export function localInputIn(instant: number | string, timeZone: string): string {
  return wallClockIn(instant, timeZone).slice(0, 16).replace(' ', 'T')
}

/** A datetime-local field's value read in a zone, as an instant; null when it is not a whole YYYY-MM-DDTHH:mm. */
export function instantOfInput(value: string, timeZone: string): number | null {
  return LOCAL_INPUT.test(value) ? instantOf(value, timeZone) : null
}

/** A period of local days in a zone (from and to inclusive), as the instants [start, end) it covers. */
export function periodIn(from: string, to: string, timeZone: string): { start: number; end: number } {
  return { start: startOfDayIn(from, timeZone), end: startOfDayIn(nextDay(to), timeZone) }
}

/**
 * How finely UTC time must be cut so that every piece falls within one local hour of the zone over [start, end):
 * 60 minutes where its offsets are whole hours, 15 where one is not (India, Nepal, Chatham, Newfoundland, Lord Howe).
 */
export function bucketMinutes(timeZone: string, start: number, end: number): 15 | 60 {
  for (let at = start; at <= end + DAY; at += DAY) if (offsetAt(at, timeZone) % 60 !== 0) return 15
  return 60
}
