// @paydeck/core/time: the one time model (zones by name, local days to instants, offsets), for the sandbox, the
// widgets and the portal.
export {
  bucketMinutes,
  dayIn,
  formatOffset,
  instantOf,
  isoInZone,
  isTimeZone,
  nextDay,
  offsetAt,
  periodIn,
  startOfDayIn,
  wallClockAt,
  wallClockIn,
} from './zoned-time'
export type { WallClock } from './zoned-time'
