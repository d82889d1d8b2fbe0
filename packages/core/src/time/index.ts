// @paydeck/core/time: the one time model (zones by name, local days to instants, offsets), for the sandbox, the
// widgets and the portal.
export {
  addDays,
  bucketMinutes,
  dayIn,
  firstOfMonth,
  formatOffset,
  hourIn,
  instantOf,
  instantOfInput,
  canonicalZoneOf,
  isoInZone,
  isTimeZone,
  timeZoneProblem,
  localInputIn,
  nextDay,
  offsetAt,
  offsetName,
  periodIn,
  readOffset,
  readWallClock,
  startOfDayIn,
  wallClockAt,
  wallClockIn,
} from './zoned-time'
export type { WallClock } from './zoned-time'
export { deviceTimeZone } from './device-zone'
export { calendarPresets, lastDaysIn, presetSpan, widgetDateRanges, widgetRangeSpan } from './date-presets'
export type { CalendarPreset, Span, WidgetDateRange } from './date-presets'
