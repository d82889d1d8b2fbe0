// Days as the pickers write them, and the steps of their time selects: what the pickers and their still drawings
// (drawn before the date library loads) share, on Intl alone.
import { partsIn } from '../format/format'

/** The minute and hour steps of the date-time picker (seed 001 section 9). */
export const MINUTE_STEP = 5
export const HOUR_STEP = 1

export interface TimeOfDay {
  hour: number
  minute: number
}

/** A calendar day by its numbers (an @internationalized/date value is one too). */
export interface DayNumbers {
  year: number
  month: number
  day: number
}

const pad = (n: number) => String(n).padStart(2, '0')

/** DD/MM/YYYY, the one way a day is written on screen (the range's period too: issue 63, not DD-MM-YYYY). */
export function formatDay(date: DayNumbers): string {
  return [pad(date.day), pad(date.month), String(date.year)].join('/')
}

/** DD/MM/YYYY HH:mm: a day and time as every other time on screen is written (the range's period in words). */
export function formatDayTime(day: DayNumbers, time: TimeOfDay): string {
  return `${formatDay(day)} ${pad(time.hour)}:${pad(time.minute)}`
}

/** An instant as the day and time it is in a time zone, its minutes down to the picker's step. */
export function zonedDayTime(date: Date, timeZone: string): { day: DayNumbers; time: TimeOfDay } {
  const part = partsIn(date, timeZone)
  const minute = Number(part.minute)
  return {
    day: { year: Number(part.year), month: Number(part.month), day: Number(part.day) },
    time: { hour: Number(part.hour), minute: minute - (minute % MINUTE_STEP) },
  }
}

/** A UTC start-of-day Date (a day picked without a time) as its day. */
export function utcDayOf(date: Date): DayNumbers {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

/** A day counted back from today in a time zone (not UTC's, which is another day around midnight), as its UTC start. */
export function daysAgoInZone(days: number, timeZone: string, now = new Date()): Date {
  const { year, month, day } = zonedDayTime(now, timeZone).day
  return new Date(Date.UTC(year, month - 1, day - days))
}
