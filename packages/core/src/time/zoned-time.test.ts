import { describe, expect, it } from 'vitest'
import {
  offsetName,
  addDays,
  bucketMinutes,
  dayIn,
  firstOfMonth,
  formatOffset,
  hourIn,
  instantOf,
  instantOfInput,
  isoInZone,
  isTimeZone,
  timeZoneProblem,
  localInputIn,
  offsetAt,
  periodIn,
  startOfDayIn,
  wallClockAt,
  wallClockIn,
} from './zoned-time'

const at = (iso: string) => Date.parse(iso)
const hoursOf = (day: string, zone: string) => {
  const { start, end } = periodIn(day, day, zone)
  return (end - start) / 3_600_000
}

/** What Intl's tz database reads, with no offset kept between readings. */
const readers = new Map<string, Intl.DateTimeFormat>()
function intlReading(instant: number, timeZone: string) {
  const reader =
    readers.get(timeZone) ??
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
  readers.set(timeZone, reader)
  const parts = reader.formatToParts(instant)
  const part = (type: string) => Number(parts.find((one) => one.type === type)?.value)
  return [part('year'), part('month'), part('day'), part('hour'), part('minute'), part('second')].join(' ')
}

describe('the time model', () => {
  it('names an offset as a screen writes it beside a time', () => {
    expect([0, 60, -60, 330, 345, -210, 840].map(offsetName)).toEqual([
      'GMT',
      'GMT+1',
      'GMT-1',
      'GMT+5:30',
      'GMT+5:45',
      'GMT-3:30',
      'GMT+14',
    ])
    // Kathmandu and St John's, read from the tz database at an instant.
    const instant = Date.UTC(2026, 0, 15, 12)
    expect([
      offsetName(offsetAt(instant, 'Asia/Kathmandu')),
      offsetName(offsetAt(instant, 'America/St_Johns')),
    ]).toEqual(['GMT+5:45', 'GMT-3:30'])
  })

  it('reads every zone’s wall clock as Intl does, at any instant from 1850 to 2150, across its offset changes', () => {
    let seed = 7
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647
    const from = Date.UTC(1850, 0, 1)
    const span = Date.UTC(2150, 0, 1) - from
    const zones = Intl.supportedValuesOf('timeZone')
    const instants = Array.from({ length: 150 }, () => from + Math.floor(random() * span))
    // The minutes either side of changes in zones that change at odd times (Chatham's 45 minutes, Lord Howe's half
    // hour, Santiago's midnight, Nepal's move to +05:45, Liberia's -00:44:30 until 1972).
    const around = [
      ['Pacific/Chatham', '2026-04-05T02:00:00Z'],
      ['Australia/Lord_Howe', '2026-10-03T15:00:00Z'],
      ['America/Santiago', '2026-09-06T04:00:00Z'],
      ['Asia/Kathmandu', '1985-12-31T18:30:00Z'],
      ['Africa/Monrovia', '1972-01-07T00:44:30Z'],
      ['Europe/Amsterdam', '1937-07-01T00:00:00Z'],
    ] as const
    const wrong: string[] = []
    const check = (instant: number, zone: string) => {
      const wall = wallClockAt(instant, zone)
      const read = [wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second].join(' ')
      if (read !== intlReading(instant, zone)) wrong.push(`${zone} ${new Date(instant).toISOString()}: ${read}`)
    }
    for (const zone of zones) for (const instant of instants) check(instant, zone)
    for (const [zone, change] of around)
      for (let minute = -90; minute <= 90; minute++) {
        check(at(change) + minute * 60_000, zone)
        check(at(change) + minute * 60_000 + 59_999, zone)
      }
    expect(wrong).toEqual([])
  })

  it.each([
    // zone, day, its first instant, hours in it
    ['Europe/London', '2026-03-29', '2026-03-29T00:00:00Z', 23],
    ['Europe/London', '2026-10-25', '2026-10-24T23:00:00Z', 25],
    ['Europe/Stockholm', '2026-03-29', '2026-03-28T23:00:00Z', 23],
    ['America/New_York', '2026-03-08', '2026-03-08T05:00:00Z', 23],
    ['America/New_York', '2026-11-01', '2026-11-01T04:00:00Z', 25],
    // Southern hemisphere: Sydney leaves DST in April and starts it in October.
    ['Australia/Sydney', '2026-04-05', '2026-04-04T13:00:00Z', 25],
    ['Australia/Sydney', '2026-10-04', '2026-10-03T14:00:00Z', 23],
    ['Asia/Kolkata', '2026-11-25', '2026-11-24T18:30:00Z', 24],
    ['Asia/Kathmandu', '2026-11-25', '2026-11-24T18:15:00Z', 24],
    ['America/St_Johns', '2026-11-25', '2026-11-25T03:30:00Z', 24],
    ['Pacific/Chatham', '2026-11-25', '2026-11-24T10:15:00Z', 24],
    ['Pacific/Chatham', '2026-04-05', '2026-04-04T10:15:00Z', 25],
    ['UTC', '2026-11-25', '2026-11-25T00:00:00Z', 24],
  ])('in %s, %s starts at %s and has %d hours', (zone, day, start, hours) => {
    expect(new Date(startOfDayIn(day, zone)).toISOString()).toBe(new Date(start).toISOString())
    expect(hoursOf(day, zone)).toBe(hours)
    expect(dayIn(startOfDayIn(day, zone), zone)).toBe(day)
    expect(dayIn(startOfDayIn(day, zone) - 1, zone)).not.toBe(day)
  })

  it('starts a day whose midnight the clocks jump over at the jump (Santiago springs forward at midnight)', () => {
    const start = startOfDayIn('2026-09-06', 'America/Santiago')
    expect(wallClockIn(start, 'America/Santiago')).toBe('2026-09-06 01:00:00')
    expect(hoursOf('2026-09-06', 'America/Santiago')).toBe(23)
  })

  it.each([
    ['Asia/Kolkata', '2026-11-25T12:00:00Z', 330, '+05:30'],
    ['Asia/Kathmandu', '2026-11-25T12:00:00Z', 345, '+05:45'],
    ['America/St_Johns', '2026-11-25T12:00:00Z', -210, '-03:30'],
    ['Pacific/Chatham', '2026-11-25T12:00:00Z', 825, '+13:45'],
    ['Pacific/Chatham', '2026-06-25T12:00:00Z', 765, '+12:45'],
    ['Europe/London', '2026-11-25T19:04:00Z', 0, '+00:00'],
    ['Europe/Stockholm', '2026-11-25T19:04:00Z', 60, '+01:00'],
    ['America/New_York', '2026-07-01T12:00:00Z', -240, '-04:00'],
  ])('in %s at %s the offset is %d minutes (%s)', (zone, instant, minutes, text) => {
    expect(offsetAt(at(instant), zone)).toBe(minutes)
    expect(formatOffset(minutes)).toBe(text)
  })

  it('writes an instant to the millisecond with the offset its zone had then, either side of a change', () => {
    expect(isoInZone('2026-11-25T19:04:00Z', 'Europe/London')).toBe('2026-11-25T19:04:00.000+00:00')
    expect(isoInZone('2026-11-25T19:04:00.047Z', 'Europe/Stockholm')).toBe('2026-11-25T20:04:00.047+01:00')
    expect(isoInZone('2026-10-25T00:30:00.5Z', 'Europe/London')).toBe('2026-10-25T01:30:00.500+01:00')
    expect(isoInZone('2026-10-25T01:30:00Z', 'Europe/London')).toBe('2026-10-25T01:30:00.000+00:00')
    expect(isoInZone('2026-11-25T12:00:00.999Z', 'Asia/Kathmandu')).toBe('2026-11-25T17:45:00.999+05:45')
  })

  it('reads a wall clock in an overlap as the earlier instant, and in a gap as moved forward', () => {
    // London falls back at 02:00 BST on 25 October: 01:30 happens twice.
    expect(new Date(instantOf('2026-10-25T01:30', 'Europe/London')).toISOString()).toBe('2026-10-25T00:30:00.000Z')
    // London springs forward at 01:00 GMT on 29 March: 01:30 does not happen; it reads as 02:30 BST.
    expect(new Date(instantOf('2026-03-29T01:30', 'Europe/London')).toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(wallClockIn(instantOf('2026-03-29T01:30', 'Europe/London'), 'Europe/London')).toBe('2026-03-29 02:30:00')
    expect(new Date(instantOf('2026-03-08T02:30', 'America/New_York')).toISOString()).toBe('2026-03-08T07:30:00.000Z')
    expect(new Date(instantOf('2026-11-25T00:00', 'Asia/Kolkata')).toISOString()).toBe('2026-11-24T18:30:00.000Z')
  })

  it('cuts time in quarter hours only where the zone needs it', () => {
    const [start, end] = [at('2026-11-01T00:00:00Z'), at('2026-11-30T00:00:00Z')]
    expect(bucketMinutes('Europe/London', start, end)).toBe(60)
    expect(bucketMinutes('America/New_York', start, end)).toBe(60)
    expect(bucketMinutes('Asia/Kolkata', start, end)).toBe(15)
    expect(bucketMinutes('Asia/Kathmandu', start, end)).toBe(15)
    expect(bucketMinutes('Pacific/Chatham', start, end)).toBe(15)
    expect(bucketMinutes('America/St_Johns', start, end)).toBe(15)
  })

  it('knows a zone by its name, and refuses a made-up one', () => {
    expect(isTimeZone('Asia/Kathmandu')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
  })

  it('takes a zone by its canonical name only, and says the one to send for another spelling or an alias', () => {
    for (const alias of ['utc', 'europe/london', 'EST', 'GMT', 'US/Eastern', 'Etc/UTC'])
      expect([alias, isTimeZone(alias)]).toEqual([alias, false])
    expect(timeZoneProblem('utc')).toBe('utc is another name for UTC: name the zone as UTC.')
    expect(timeZoneProblem('US/Eastern')).toBe(
      'US/Eastern is another name for America/New_York: name the zone as America/New_York.',
    )
    expect(timeZoneProblem('Mars/Olympus')).toBe('Mars/Olympus is not a time zone: name one, as Europe/London.')
    expect(timeZoneProblem('Europe/London')).toBeNull()
    // A city renamed within its area is its zone, whichever name the runtime's data prefers.
    expect(isTimeZone('Asia/Kolkata')).toBe(true)
    expect(isTimeZone('Asia/Calcutta')).toBe(true)
  })

  it('moves calendar days and months across month, year and leap-day ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDays('2026-11-26', -29)).toBe('2026-10-28')
    expect(firstOfMonth('2026-01-15', -1)).toBe('2025-12-01')
    expect(firstOfMonth('2026-12-31', 1)).toBe('2027-01-01')
  })

  it('reads and writes a datetime-local field in the zone, whatever the browser is in', () => {
    expect(localInputIn('2026-11-20T21:30:00Z', 'Europe/Istanbul')).toBe('2026-11-21T00:30')
    expect(localInputIn('2026-07-01T12:07:59Z', 'America/New_York')).toBe('2026-07-01T08:07')
    expect(new Date(instantOfInput('2026-11-21T00:30', 'Europe/Istanbul')!).toISOString()).toBe(
      '2026-11-20T21:30:00.000Z',
    )
    expect(new Date(instantOfInput('2026-11-25T05:00', 'Asia/Kathmandu')!).toISOString()).toBe(
      '2026-11-24T23:15:00.000Z',
    )
    // The hour London's clocks skip reads forward, as instantOf reads it.
    expect(localInputIn(instantOfInput('2026-03-29T01:30', 'Europe/London')!, 'Europe/London')).toBe('2026-03-29T02:30')
    for (const bad of [
      '',
      'not a time',
      '2026-13-01T00:00',
      '2026-11-25T24:00',
      '2026-11-25 10:00',
      '2026-11-25T10:00:00',
    ])
      expect(instantOfInput(bad, 'UTC')).toBeNull()
  })

  it('reads an hour of a series as the instants it covers: the repeated hour twice, across midnight too', () => {
    const iso = ({ start, end }: { start: number; end: number }) => [start, end].map((at) => new Date(at).toISOString())
    // London falls back: 01:00 is read twice, from 01:00 BST to 02:00 GMT.
    expect(iso(hourIn('2026-10-25T01:00', 'Europe/London'))).toEqual([
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T02:00:00.000Z',
    ])
    // London springs forward: midnight's hour ends where 02:00 BST begins.
    expect(iso(hourIn('2026-03-29T00:00', 'Europe/London'))).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T01:00:00.000Z',
    ])
    // Chatham springs from 02:45 to 03:45: its 02:00 hour is 45 minutes, its 03:00 hour the 15 after the jump.
    expect(iso(hourIn('2026-09-27T02:00', 'Pacific/Chatham'))).toEqual([
      '2026-09-26T13:15:00.000Z',
      '2026-09-26T14:00:00.000Z',
    ])
    expect(iso(hourIn('2026-09-27T03:00', 'Pacific/Chatham'))).toEqual([
      '2026-09-26T14:00:00.000Z',
      '2026-09-26T14:15:00.000Z',
    ])
    expect(iso(hourIn('2026-11-25T23:00', 'Asia/Kathmandu'))).toEqual([
      '2026-11-25T17:15:00.000Z',
      '2026-11-25T18:15:00.000Z',
    ])
  })
})
