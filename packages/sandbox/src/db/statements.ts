import type { Statement } from 'better-sqlite3'
import type { SandboxDatabase } from './database'

/** How many statements of one connection stay prepared: a lookup's shapes are far fewer, a runaway is bounded. */
const KEPT = 500

const prepared = new WeakMap<SandboxDatabase, Map<string, Statement>>()

/**
 * A statement whose SQL is made per call (a lookup's filters), prepared once per connection and text: preparing is a
 * fifth of a small page's time. The least recently used goes when the connection keeps too many.
 */
export function statementOf(db: SandboxDatabase, sql: string): Statement {
  let kept = prepared.get(db)
  if (!kept) prepared.set(db, (kept = new Map()))
  let statement = kept.get(sql)
  if (statement) kept.delete(sql)
  else {
    statement = db.prepare(sql)
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value!)
  }
  kept.set(sql, statement)
  return statement
}
