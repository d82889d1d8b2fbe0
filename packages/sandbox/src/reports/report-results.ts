import type { ReportRow } from '@paydeck/core/reports'
import type { SandboxDatabase } from '../db/database'

// A report's rows computed once per question and kept while the book stands still: the next page, another sort and
// the export of what the screen shows read them, instead of computing the report again (a tenant's month of API
// logs is seconds of work at a million transactions). The book's version changes with every write, the sandbox's
// own and another process's (the command line's), so a kept result is never served after the book has changed; and
// every five minutes of the clock, which moves some derived states too (a webhook retrying for a day, then failed).

/** Rows kept in all: the oldest results leave first when a new one would pass it. */
export const KEPT_ROWS = 200_000
/** How long the clock may move under a kept result. */
export const KEPT_FOR_MS = 5 * 60_000

interface Kept<T> {
  version: string
  rows: ReportRow[]
  /** What was derived from the rows (a sort with its totals), by the caller's key. */
  derived: Map<string, T>
}

export interface ReportResults<T> {
  /**
   * The rows for a question (any JSON: the report, the caller’s book, the filters, the zone), computed by
   * `compute` unless kept from an earlier call at the book's current version; with `derive`, what the caller makes
   * of them under `derivedKey`, kept beside them.
   */
  rowsOf(question: unknown, compute: () => ReportRow[]): ReportRow[]
  derivedOf(question: unknown, derivedKey: string, derive: (rows: ReportRow[]) => T, compute: () => ReportRow[]): T
}

export function reportResults<T>(db: SandboxDatabase, keptRows = KEPT_ROWS): ReportResults<T> {
  const kept = new Map<string, Kept<T>>()
  // data_version moves when another connection commits; total_changes() counts this connection's own writes.
  const ownChanges = db.prepare('SELECT total_changes() AS n').pluck()
  const bookVersion = () =>
    `${String(db.pragma('data_version', { simple: true }))}.${String(ownChanges.get())}.${Math.floor(Date.now() / KEPT_FOR_MS)}`
  const keptCount = () => [...kept.values()].reduce((sum, entry) => sum + entry.rows.length, 0)

  const entryOf = (question: unknown, compute: () => ReportRow[]): Kept<T> => {
    const key = JSON.stringify(question)
    const version = bookVersion()
    const known = kept.get(key)
    if (known?.version === version) {
      // Most recently used last, so the oldest leaves first.
      kept.delete(key)
      kept.set(key, known)
      return known
    }
    kept.delete(key)
    const rows = compute()
    // Read after computing: computing may keep what it derived (kept-activity.ts), which changes no row's answer.
    const entry: Kept<T> = { version: bookVersion(), rows, derived: new Map() }
    if (entry.rows.length > keptRows) return entry
    while (kept.size > 0 && keptCount() + entry.rows.length > keptRows) kept.delete(kept.keys().next().value!)
    kept.set(key, entry)
    return entry
  }

  return {
    rowsOf: (question, compute) => entryOf(question, compute).rows,
    derivedOf(question, derivedKey, derive, compute) {
      const entry = entryOf(question, compute)
      const known = entry.derived.get(derivedKey)
      if (known !== undefined) return known
      const made = derive(entry.rows)
      entry.derived.set(derivedKey, made)
      return made
    },
  }
}
