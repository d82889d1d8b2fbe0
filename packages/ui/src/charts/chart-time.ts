// A chart's times as the server gives them: months (YYYY-MM), days (YYYY-MM-DD) or hours (YYYY-MM-DDTHH:00), already
// in the user's zone. The chart library counts seconds since 1970 in UTC, so the wall clock is read as UTC both ways
// and nothing shifts by the browser's own zone.

export type TimeGrain = 'month' | 'day' | 'hour'

export const grainOf = (time: string): TimeGrain => (time.length <= 7 ? 'month' : time.length <= 10 ? 'day' : 'hour')

export function secondsOf(time: string): number {
  const [year = 1970, month = 1, day = 1] = time.slice(0, 10).split('-').map(Number)
  const hour = time.length > 10 ? Number(time.slice(11, 13)) : 0
  return Date.UTC(year, month - 1, day, hour) / 1000
}

const pad = (value: number) => String(value).padStart(2, '0')

/** Seed 002's chart labels: DD/MM, DD/MM HH for hours, MM/YYYY for months. */
export function chartLabelOf(seconds: number, grain: TimeGrain): string {
  const date = new Date(seconds * 1000)
  const dayMonth = `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}`
  if (grain === 'month') return `${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`
  return grain === 'hour' ? `${dayMonth} ${pad(date.getUTCHours())}` : dayMonth
}

/** The server's text for a time the chart reports back (a click on a point). */
export function timeTextOf(seconds: number, grain: TimeGrain): string {
  const iso = new Date(seconds * 1000).toISOString()
  return grain === 'month' ? iso.slice(0, 7) : grain === 'day' ? iso.slice(0, 10) : `${iso.slice(0, 13)}:00`
}

/** A server time as the charts label it (DD/MM, DD/MM HH, MM/YYYY): for the tables that hold a chart's figures. */
export const formatChartTime = (time: string) => chartLabelOf(secondsOf(time), grainOf(time))
