import type { SandboxDatabase } from '../db/database'
import { createRollup } from '../db/rollups'
import { statementOf } from '../db/statements'

// A tally report's groups per UTC day of the book (issue 38), kept in step with every write (db/rollups.ts): the
// data-analytics window groups half a year of a large merchant's payments by card brand, 3-D Secure outcome,
// issuing country, currency, type and status, and SQLite sorted every row of the period to do it (~300 ms at a
// million). Here a day is its groups per merchant, in the order of the report's keys on an index, so a period's
// groups are summed as they are read, with no sort.

/** The groups kept: what the report groups by (its own SQL expressions), each with its column here. */
export interface TallyRollup {
  table: string
  /** The report's alias of each key, with the SQL that computes it from a transaction. */
  keys: Record<string, string>
  /** The rows a report tallies (its WHERE over the transactions, beside the book and the period). */
  rows: string
}

const columnOf = (alias: string) => alias.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const keyColumns = (tally: TallyRollup) => [...Object.keys(tally.keys).map(columnOf), 'type', 'status']

/** The table, its rows from the book and its triggers; its indexes read a tenant's and a merchant's groups in order. */
export function createTallyRollup(db: SandboxDatabase, tally: TallyRollup): void {
  const keys = keyColumns(tally)
  // A key a transaction has none of is kept as '' (a key column is never null) and read back as null.
  const computed = [...Object.values(tally.keys), 'type', 'status'].map(
    (expression, index) => `ifnull(${expression}, '') AS ${keys[index]}`,
  )
  createRollup(
    db,
    {
      table: tally.table,
      keys: ['mode', 'tenant_id', 'day', 'merchant_id', ...keys],
      sums: ['n', 'amount'],
      select: (id) =>
        `SELECT mode, tenant_id, substr(created, 1, 10) AS day, merchant_id, ${computed.join(', ')}, 1 AS n, amount
         FROM transactions WHERE ${tally.rows}${id ? ` AND id = ${id}` : ''}`,
    },
    {
      tenant: `mode, tenant_id, ${keys.join(', ')}, day, merchant_id, n, amount`,
      merchant: `mode, merchant_id, ${keys.join(', ')}, day, tenant_id, n, amount`,
    },
  )
}

/** Which groups a question reads: its book and whole UTC days [from, to), with conditions over the columns. */
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

/** The period's groups summed, named by the report's aliases. */
export function tallyGroups<T>(db: SandboxDatabase, tally: TallyRollup, question: TallyQuestion): T[] {
  const { mode, tenantId, merchantIds, from, to } = question
  // A merchant's question reads the merchant's index, a tenant's the tenant's: each in the keys' order, so the groups
  // are summed as they are read. Named: the planner would take the primary key and sort (three times slower).
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
  const select = [...aliases.map((alias) => `nullif(${columnOf(alias)}, '') AS ${alias}`), 'type', 'status']
  return statementOf(
    db,
    `SELECT ${select.join(', ')}, SUM(n) AS n, SUM(amount) AS amount
     FROM ${tally.table} INDEXED BY ${tally.table}_${one ? 'merchant' : 'tenant'}
     WHERE ${where.join(' AND ')} GROUP BY ${keys.join(', ')} HAVING SUM(n) <> 0`,
  ).all(...params) as T[]
}
