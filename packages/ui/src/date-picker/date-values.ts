import { CalendarDate, CalendarDateTime, fromDate, toZoned, type DateValue } from '@internationalized/date'
import { parseDayMonthYear } from '../format/format'

import { MINUTE_STEP, type TimeOfDay } from './day-text'

/** Typed text as a calendar day, or undefined when it is not a DD/MM/YYYY date. */
export function parseDay(text: string): CalendarDate | undefined {
  const date = parseDayMonthYear(text)
  return date ? new CalendarDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()) : undefined
}

/** A picked day without a time: the start of that day in UTC. */
export function dayToUtcStart(day: DateValue): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day))
}

/** A UTC start-of-day Date back to its calendar day. */
export function utcStartToDay(date: Date): CalendarDate {
  return new CalendarDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

/** A picked day and time, in the user's time zone, as an instant. */
export function dayTimeToDate(day: DateValue, time: TimeOfDay, timeZone: string): Date {
  return toZoned(new CalendarDateTime(day.year, day.month, day.day, time.hour, time.minute), timeZone).toDate()
}

/** An instant as the day and time it is in the user's time zone. */
export function dateToDayTime(date: Date, timeZone: string): { day: CalendarDate; time: TimeOfDay } {
  const { year, month, day, hour, minute } = fromDate(date, timeZone)
  return { day: new CalendarDate(year, month, day), time: { hour, minute: minute - (minute % MINUTE_STEP) } }
}

/** Whether a day lies further than maxDays from the start of a range being picked (the start counts as day 1). */
export function beyondMaxDays(day: DateValue, start: DateValue, maxDays: number): boolean {
  return Math.abs(day.compare(start)) >= maxDays
}
