import { addDays } from '@paydeck/core/time'
import type { SandboxDatabase } from '../db/database'
import { statementOf } from '../db/statements'

// A tally report's groups kept per UTC day of the book (issue 38): the data-analytics window groups half a year of a
// large merchant's payments by card brand, 3-D Secure outcome, issuing country, currency, type and status, and
// SQLite sorted every row of the period to do it (~300 ms at a million). Kept, a day is its groups per merchant, in
// the order of the report's keys on an index, so a period's groups are summed as they are read, with no sort. Kept
// as the account is (kept-account.ts): derived ahead (keep-ahead.ts) or by the first question, forgotten in the
// transaction of every write to a transaction made that day.

/** The kept groups: what the report groups by (its own SQL expressions), each with its column here. */
export interface KeptTally {
  table: string
  /** The report's alias of each key, with the SQL that computes it from a transaction. */
  keys: Record<string, string>
  /** The rows a report tallies (its WHERE over the transactions, beside the book and the period). */
  rows: string
}

const columnOf = (alias: string) => alias.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const keyColumns = (tally: KeptTally) => [...Object.keys(tally.keys).map(columnOf), 'type', 'status']
const daysTable = (tally: KeptTally) => `${tally.table}_kept`

/** The table, its indexes (a tenant's and a merchant's groups in the keys' order) and the triggers that forget. */
export function createKeptTally(db: SandboxDatabase, tally: KeptTally): void {
  const keys = keyColumns(tally).join(', ')
  const forget = (ref: 'new' | 'old') =>
    `DELETE FROM ${daysTable(tally)} WHERE mode = ${ref}.mode AND tenant_id = ${ref}.tenant_id
       AND day = substr(${ref}.created, 1, 10);`
  db.exec(`
    CREATE TABLE IF NOT EXISTS ${daysTable(tally)} (
      mode TEXT NOT NULL, tenant_id INTEGER NOT NULL, day TEXT NOT NULL, PRIMARY KEY (mode, tenant_id, day)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS ${tally.table} (
      mode TEXT NOT NULL, tenant_id INTEGER NOT NULL, day TEXT NOT NULL, merchant_id INTEGER NOT NULL,
      ${keyColumns(tally)
        .map((column) => `${column} TEXT`)
        .join(', ')}, n INTEGER NOT NULL, amount INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS ${tally.table}_day ON ${tally.table} (mode, tenant_id, day);
    CREATE INDEX IF NOT EXISTS ${tally.table}_tenant ON ${tally.table} (mode, tenant_id, ${keys}, day, merchant_id, n, amount);
    CREATE INDEX IF NOT EXISTS ${tally.table}_merchant ON ${tally.table} (mode, merchant_id, ${keys}, day, tenant_id, n, amount);
    CREATE TRIGGER IF NOT EXISTS ${tally.table}_added AFTER INSERT ON transactions BEGIN ${forget('new')} END;
    CREATE TRIGGER IF NOT EXISTS ${tally.table}_changed AFTER UPDATE ON transactions
      BEGIN ${forget('old')} ${forget('new')} END;
    CREATE TRIGGER IF NOT EXISTS ${tally.table}_deleted AFTER DELETE ON transactions BEGIN ${forget('old')} END;
  `)
}

/** Derives one UTC day of a book's groups if it is not kept: true if it derived it. */
export function keepTallyDay(db: SandboxDatabase, tally: KeptTally, mode: string, tenantId: number, day: string) {
  const kept = statementOf(db, `SELECT 1 FROM ${daysTable(tally)} WHERE mode = ? AND tenant_id = ? AND day = ?`)
  if (kept.get(mode, tenantId, day)) return false
  deriveOf(db, tally)(mode, tenantId, day)
  return true
}

const derivers = new WeakMap<SandboxDatabase, Map<string, (mode: string, tenantId: number, day: string) => void>>()
function deriveOf(db: SandboxDatabase, tally: KeptTally) {
  const ofDb = derivers.get(db) ?? new Map()
  derivers.set(db, ofDb)
  const known = ofDb.get(tally.table)
  if (known) return known
  const keys = keyColumns(tally).join(', ')
  const computed = [...Object.values(tally.keys), 'type', 'status']
  const forget = db.prepare(`DELETE FROM ${tally.table} WHERE mode = ? AND tenant_id = ? AND day = ?`)
  const insert = db.prepare(`
    INSERT INTO ${tally.table} (mode, tenant_id, day, merchant_id, ${keys}, n, amount)
    SELECT mode, tenant_id, @day, merchant_id, ${computed.join(', ')}, COUNT(*), SUM(amount)
    FROM transactions WHERE mode = @mode AND tenant_id = @tenant AND created >= @start AND created < @end
      AND ${tally.rows}
    GROUP BY merchant_id, ${computed.map((_, index) => index + 5).join(', ')}`)
  const keep = db.prepare(`INSERT OR REPLACE INTO ${daysTable(tally)} (mode, tenant_id, day) VALUES (?, ?, ?)`)
  const derive = db.transaction((mode: string, tenant: number, day: string) => {
    forget.run(mode, tenant, day)
    const start = `${day}T00:00:00.000Z`
    insert.run({ mode, tenant, day, start, end: `${addDays(day, 1)}T00:00:00.000Z` })
    keep.run(mode, tenant, day)
  })
  ofDb.set(tally.table, derive)
  return derive
}

/** Which kept groups a question reads: its book and whole UTC days [from, to), with conditions over the columns. */
export interface TallyQuestion {
  mode: string
  tenantId: number
  merchantIds: readonly number[]
  from: string
  to: string
  /** Conditions over the kept columns (currency, status …) with their parameters. */
  where: string[]
  params: unknown[]
}

/** The period's groups summed, named by the report's aliases, its days derived first where not kept. */
export function keptTallyGroups<T>(db: SandboxDatabase, tally: KeptTally, question: TallyQuestion): T[] {
  const { mode, tenantId, merchantIds, from, to } = question
  for (let day = from; day < to; day = addDays(day, 1)) keepTallyDay(db, tally, mode, tenantId, day)
  // A merchant's question reads the merchant's index, a tenant's the tenant's: each in the keys' order, so the groups
  // are summed as they are read. Named: the planner would take the days' index and sort (three times slower).
  const one = merchantIds.length === 1
  const book = one ? ['mode = ?', 'merchant_id = ?'] : ['mode = ?', 'tenant_id = ?']
  const bookParams = one ? [mode, merchantIds[0]] : [mode, tenantId]
  const where = [...book, 'tenant_id = ?', 'day >= ?', 'day < ?', ...question.where]
  const params = [...bookParams, tenantId, from, to, ...question.params]
  if (merchantIds.length > 1) {
    where.push(`merchant_id IN (${merchantIds.map(() => '?').join(', ')})`)
    params.push(...merchantIds)
  }
  const aliases = Object.keys(tally.keys)
  const keys = keyColumns(tally)
  const select = [...aliases.map((alias) => `${columnOf(alias)} AS ${alias}`), 'type', 'status']
  return statementOf(
    db,
    `SELECT ${select.join(', ')}, SUM(n) AS n, SUM(amount) AS amount
     FROM ${tally.table} INDEXED BY ${tally.table}_${one ? 'merchant' : 'tenant'}
     WHERE ${where.join(' AND ')} GROUP BY ${keys.join(', ')}`,
  ).all(...params) as T[]
}
