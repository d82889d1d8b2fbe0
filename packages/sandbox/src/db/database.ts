import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { migrations } from './migrations'
import { sealAuditTrail } from '../audit/audit-chain'
import { foldedText } from '../transactions/folded-text'
import { standardFeeOf, type FeePart } from '../pricebooks/charges'
import { localDayOf } from '../transactions/zone-days'

export type SandboxDatabase = Database.Database

/** Opens the sandbox database (a file with WAL, or ':memory:') and brings its schema up to date. */
export function openDatabase(location: string): SandboxDatabase {
  if (location !== ':memory:') mkdirSync(dirname(location), { recursive: true })
  // Beside the running sandbox, the command line waits its turn for a write rather than failing at once.
  const db = new Database(location, { timeout: 15_000 })
  db.pragma('journal_mode = WAL')
  // With WAL, a commit that is not flushed to the disk at once can be lost to a power cut but never corrupts the
  // file: a sandbox's trade for writes several times cheaper.
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  defineFunctions(db)
  migrate(db)
  // Records written without their links (the carried-over code audit, a seeded history) are linked before any is read.
  sealAuditTrail(db)
  return db
}

/**
 * A read-only connection to the sandbox's database file, as a reader thread holds one (readers/): WAL lets it read
 * while the writer writes, each read seeing what was committed when it began.
 */
export function openReader(location: string): SandboxDatabase {
  const db = new Database(location, { readonly: true, fileMustExist: true })
  defineFunctions(db)
  return db
}

/** The SQL functions the schema's triggers and the statements call. */
function defineFunctions(db: SandboxDatabase): void {
  // The sandbox's clock (a stopped one under --clock): a webhook retried until a time reads as retrying until then.
  // Marked deterministic so that SQLite reads it once per run of a statement, not once per row (one now per
  // question, and a month of webhooks read ten times faster); each run reads it again.
  db.function('sandbox_now', { deterministic: true }, () => new Date().toISOString())
  // The customer search's index keeps its texts folded (transactions/folded-text.ts); its triggers call this.
  db.function('folded_text', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? foldedText(text) : null,
  )
  // The zones' days (transactions/zone-days.ts): their triggers name a transaction's day in each zone kept.
  db.function('local_day', { deterministic: true }, (instant: unknown, timeZone: unknown) =>
    localDayOf(String(instant), String(timeZone)),
  )
  // The statement and the invoices sum the standard price book's fees as a transaction's detail lists them.
  db.function(
    'standard_fee',
    { deterministic: true },
    (part: unknown, type: unknown, paymentMethod: unknown, amount: unknown, currency: unknown, bookCurrency: unknown) =>
      standardFeeOf(
        part as FeePart | 'charged',
        String(type),
        { paymentMethod: String(paymentMethod), amount: Number(amount), currency: String(currency) },
        String(bookCurrency),
      ),
  )
}

function migrate(db: SandboxDatabase): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)')
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: number }).version),
  )
  const record = db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)')
  for (const [index, sql] of migrations.entries()) {
    const version = index + 1
    if (applied.has(version)) continue
    db.transaction(() => {
      db.exec(sql)
      record.run(version, new Date().toISOString())
    })()
  }
}
