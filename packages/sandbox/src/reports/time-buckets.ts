import { bucketMinutes, dayIn } from '@paydeck/core/time'

// The reports scan the book grouped by pieces of UTC time and fold each piece into the report zone's day (core's time
// model). A piece is an hour, or a quarter hour where the zone's offset is not whole hours (India, Nepal, Chatham,
// Newfoundland), so no piece ever straddles two local days and every day holds exactly its own rows.

/** The SQL that names the UTC piece an instant column falls in: "2026-11-03T22:00", or "…T22:45" by quarters. */
export function utcPieceSql(minutes: 15 | 60, column = 'created'): string {
  if (minutes === 60) return `substr(${column}, 1, 13) || ':00'`
  return `substr(${column}, 1, 14) || printf('%02d', CAST(substr(${column}, 15, 2) AS INTEGER) / 15 * 15)`
}

/** How finely a report of [from, to) in a zone must cut time: its SQL, and the local day of each piece (cached). */
export function pieces(timeZone: string, from: string, to: string, column = 'created') {
  const sql = utcPieceSql(bucketMinutes(timeZone, Date.parse(from), Date.parse(to)), column)
  const days = new Map<string, string>()
  const dayOf = (piece: string) => {
    let day = days.get(piece)
    if (day === undefined) {
      day = dayIn(Date.parse(`${piece}:00Z`), timeZone)
      days.set(piece, day)
    }
    return day
  }
  return { sql, dayOf }
}
