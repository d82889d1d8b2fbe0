import { dayIn } from '@paydeck/core/time'
import type { SandboxDatabase } from '../db/database'

// The book's days as a zone reads them: how many transactions and how much money per zone, mode, tenant, local day,
// status, type and currency. A report of a tenant's days sums a few thousand of these where the rows are hundreds
// of thousands, in any zone the sandbox has been asked for: its users' zones from the start, another from its first
// report (one pass over the book). The UTC days (transaction-days.ts) cannot answer a zone's days: a zone's day is
// never whole UTC days. Triggers keep every zone's days in step inside the transaction of every write.

/** The day an instant ('2026-11-03T22:15:00.000Z') falls on in a zone ('2026-11-04' in Istanbul). */
export const localDayOf = (instant: string, timeZone: string): string => dayIn(Date.parse(instant), timeZone)

const keys = 'mode, tenant_id, day, status, type, currency'
/** What a zone's day is tallied by besides the day. */
const groupKeys = 'mode, tenant_id, status, type, currency'
const add = `INSERT INTO transaction_zone_days (zone, ${keys}, count, amount)
    SELECT zone, new.mode, new.tenant_id, local_day(new.created, zone), new.status, new.type, new.currency, 1,
      new.amount
    FROM rollup_zones WHERE true
    ON CONFLICT DO UPDATE SET count = count + 1, amount = amount + excluded.amount;`
const remove = `UPDATE transaction_zone_days SET count = count - 1, amount = amount - old.amount
    WHERE (zone, ${keys}) IN (SELECT zone, old.mode, old.tenant_id, local_day(old.created, zone), old.status,
      old.type, old.currency FROM rollup_zones);`

/** The tables and the triggers that keep them in step; the zones of the sandbox's users and merchants kept at once. */
export function createZoneDays(db: SandboxDatabase): void {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'transaction_zone_days'").get())
    db.exec(`
      CREATE TABLE rollup_zones (zone TEXT PRIMARY KEY) WITHOUT ROWID;
      CREATE TABLE transaction_zone_days (
        zone TEXT NOT NULL, mode TEXT NOT NULL, tenant_id INTEGER NOT NULL, day TEXT NOT NULL, status TEXT NOT NULL,
        type TEXT NOT NULL, currency TEXT NOT NULL, count INTEGER NOT NULL, amount INTEGER NOT NULL,
        PRIMARY KEY (zone, ${keys})
      ) WITHOUT ROWID;
      CREATE TRIGGER transaction_zone_days_insert AFTER INSERT ON transactions BEGIN
        ${add}
      END;
      CREATE TRIGGER transaction_zone_days_delete AFTER DELETE ON transactions BEGIN
        ${remove}
      END;
      CREATE TRIGGER transaction_zone_days_update
        AFTER UPDATE OF mode, tenant_id, created, status, type, currency, amount ON transactions BEGIN
        ${remove}
        ${add}
      END;`)
  const kept = new Set(db.prepare('SELECT zone FROM rollup_zones').pluck().all() as string[])
  const zones = db
    .prepare('SELECT time_zone FROM users UNION SELECT time_zone FROM merchants')
    .pluck()
    .all() as string[]
  keepZones(
    db,
    zones.filter((zone) => !kept.has(zone)),
  )
}

/**
 * Whether a zone's days are kept, made now (one pass over the book) where the connection may write; a reader's
 * read-only connection answers false for a zone not kept yet, and its report reads the rows.
 */
export function zoneDaysKept(db: SandboxDatabase, timeZone: string): boolean {
  if (db.prepare('SELECT 1 FROM rollup_zones WHERE zone = ?').get(timeZone)) return true
  if (db.readonly) return false
  keepZones(db, [timeZone])
  return true
}

/**
 * Each zone's days from the book, in one pass over it for them all. A row's day in each zone is its quarter hour's,
 * worked out once per hour of the book; rows are tallied in typed arrays by (day, group) (building a key string per
 * row and zone took 3 µs a row: 5 s per zone at a million). Read and written holding the write lock, so no write of
 * another process falls between.
 */
function keepZones(db: SandboxDatabase, zones: readonly string[]): void {
  if (zones.length > 0) db.transaction(() => tallyZones(db, zones)).immediate()
}

const DAY_MS = 86_400_000
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / DAY_MS
const dayName = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10)

function tallyZones(db: SandboxDatabase, zones: readonly string[]): void {
  const keep = db.prepare('INSERT INTO rollup_zones (zone) VALUES (?)')
  for (const zone of zones) keep.run(zone)
  const span = db.prepare('SELECT MIN(created) AS first, MAX(created) AS last FROM transactions').get() as {
    first: string | null
    last: string | null
  }
  if (!span.first || !span.last) return
  // Every zone's days lie within a day of the UTC days the book spans.
  const firstDay = dayNumber(span.first.slice(0, 10)) - 1
  const days = dayNumber(span.last.slice(0, 10)) + 2 - firstDay
  /** Per group (mode, tenant, status, type, currency), per zone, a count and a sum per day. */
  const groups = new Map<string, { count: Float64Array; amount: Float64Array }[]>()
  /** Per hour of the book, per zone, the day of each quarter of the hour (from the first). */
  const hours = new Map<string, Int32Array>()
  const rows = db
    .prepare(`SELECT ${groupKeys.replaceAll(', ', ' || char(9) || ')}, created, amount FROM transactions`)
    .raw()
    .iterate() as IterableIterator<[string, string, number]>
  for (const [group, created, amount] of rows) {
    let tallies = groups.get(group)
    if (!tallies)
      groups.set(
        group,
        (tallies = zones.map(() => ({ count: new Float64Array(days), amount: new Float64Array(days) }))),
      )
    const hour = created.slice(0, 13)
    let quarters = hours.get(hour)
    if (!quarters) {
      quarters = new Int32Array(zones.length * 4)
      for (let quarter = 0; quarter < 4; quarter++) {
        const instant = `${hour}:${String(quarter * 15).padStart(2, '0')}:00.000Z`
        for (const [index, zone] of zones.entries())
          quarters[index * 4 + quarter] = dayNumber(localDayOf(instant, zone)) - firstDay
      }
      hours.set(hour, quarters)
    }
    const quarter = Math.floor(Number(created.slice(14, 16)) / 15)
    for (let index = 0; index < zones.length; index++) {
      const day = quarters[index * 4 + quarter]!
      tallies[index]!.count[day]! += 1
      tallies[index]!.amount[day]! += amount
    }
  }
  const insert = db.prepare(
    `INSERT INTO transaction_zone_days (zone, day, ${groupKeys}, count, amount) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const [group, tallies] of groups) {
    const [mode, tenantId, status, type, currency] = group.split('\t')
    for (const [index, zone] of zones.entries()) {
      const { count, amount } = tallies[index]!
      for (let day = 0; day < days; day++)
        if (count[day]! > 0)
          insert.run(
            zone,
            dayName(day + firstDay),
            mode,
            Number(tenantId),
            status,
            type,
            currency,
            count[day],
            amount[day],
          )
    }
  }
}
