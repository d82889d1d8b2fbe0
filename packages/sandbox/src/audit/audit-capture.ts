import type { AuditChange } from '@paydeck/core/administration'
import type { SandboxDatabase } from '../db/database'

// What a change wrote, row by row, caught by the database itself: a trigger on every table of the organisations'
// data copies a written row's values (before and after) while a call is being recorded, so the trail's diff is what
// the call really did, side effects included, with no handler saying it. The triggers are TEMP: this connection's
// own, made when it first records a call, never in the file (a seed or a reader thread pays nothing for them).

/** Tables that are not the organisations' data: logs, stores of answers, sums kept in step, the trail itself. */
const NOT_CAPTURED = new Set([
  'audit_trail',
  'audit_checkpoints',
  'schema_migrations',
  'settings',
  'oidc_models',
  'sign_ins',
  'sca_steps',
  'notifications',
  'idempotent_requests',
  'transaction_action_requests',
  'transaction_events',
  'dispute_events',
  'api_calls',
  'webhook_deliveries',
  'webhook_resends',
  'ticket_reads',
  'report_files',
  'book',
  'rollup_zones',
  'transaction_zone_days',
  'account_pieces',
  'account_whole_days',
  'analytics_days',
])

/** Values no record may hold, by the column's name: passwords, one-time-code secrets, tokens, card numbers. */
const SECRET = /password|secret|token|card_number|^pan$|cvv|api_key/i
export const MASK = '••••••'

/** Rows listed in one record; a bulk change's others are counted. */
export const LISTED_ROWS = 50
const VALUE_LENGTH = 500

interface Captured {
  tbl: string
  op: AuditChange['op']
  row_key: string
  before: string | null
  after: string | null
}

export interface CapturedChanges {
  changes: AuditChange[]
  more: number
  /** The key of the first row the call added to a table (a new record's id). */
  addedTo: (table: string) => string | undefined
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The triggers of one table: its row's values as JSON (a blob as its size), keyed by its primary key or rowid. */
function triggersOf(db: SandboxDatabase, table: string): string {
  const columns = db.prepare(`SELECT name, type, pk FROM pragma_table_info(?)`).all(table) as {
    name: string
    type: string
    pk: number
  }[]
  const valuesOf = (row: 'NEW' | 'OLD') =>
    `json_object(${columns
      .map(({ name, type }) => {
        const value = `${row}.${quoted(name)}`
        const shown = /BLOB/i.test(type)
          ? `CASE WHEN ${value} IS NULL THEN NULL ELSE '(' || length(${value}) || ' bytes)' END`
          : value
        return `'${name}', ${shown}`
      })
      .join(', ')})`
  const keys = columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk)
  const keyOf = (row: 'NEW' | 'OLD') =>
    keys.length > 0 ? keys.map((key) => `${row}.${quoted(key.name)}`).join(` || '/' || `) : `${row}.rowid`
  const name = (op: string) => quoted(`audit_${op}_${table}`)
  const on = `ON main.${quoted(table)} WHEN audit_capturing()`
  const insert = (op: string, key: string, before: string, after: string) =>
    `INSERT INTO audit_changes (tbl, op, row_key, before, after) VALUES ('${table}', '${op}', ${key}, ${before}, ${after});`
  return `
    CREATE TEMP TRIGGER IF NOT EXISTS ${name('i')} AFTER INSERT ${on}
      BEGIN ${insert('added', keyOf('NEW'), 'NULL', valuesOf('NEW'))} END;
    CREATE TEMP TRIGGER IF NOT EXISTS ${name('u')} AFTER UPDATE ${on}
      BEGIN ${insert('changed', keyOf('NEW'), valuesOf('OLD'), valuesOf('NEW'))} END;
    CREATE TEMP TRIGGER IF NOT EXISTS ${name('d')} AFTER DELETE ${on}
      BEGIN ${insert('removed', keyOf('OLD'), valuesOf('OLD'), 'NULL')} END;`
}

/** A value as a record shows it: text, at most 500 characters, a secret masked. */
function shown(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (SECRET.test(field)) return MASK
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > VALUE_LENGTH ? `${text.slice(0, VALUE_LENGTH)}…` : text
}

/** The fields of one written row that differ, before and after. */
function fieldsOf(row: Captured): AuditChange['fields'] {
  const before = (row.before ? JSON.parse(row.before) : {}) as Record<string, unknown>
  const after = (row.after ? JSON.parse(row.after) : {}) as Record<string, unknown>
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return names
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, before: shown(field, before[field]), after: shown(field, after[field]) }))
}

const captures = new WeakMap<SandboxDatabase, ReturnType<typeof makeCapture>>()

/**
 * A row removed and added again under the same key (a list saved by deleting and inserting it whole) is one change
 * from its first value to its last, or none when they are the same; so is a row changed several times.
 */
function netted(rows: Captured[]): Captured[] {
  const byRow = new Map<string, Captured>()
  for (const row of rows) {
    const key = `${row.tbl}\u0000${row.row_key}`
    const earlier = byRow.get(key)
    if (!earlier) {
      byRow.set(key, { ...row })
      continue
    }
    const before = earlier.before
    const after = row.after
    if (before === null && after === null) byRow.delete(key)
    else
      byRow.set(key, { ...row, before, after, op: before === null ? 'added' : after === null ? 'removed' : 'changed' })
  }
  return [...byRow.values()].filter((row) => row.op !== 'changed' || row.before !== row.after)
}

/** The connection's capture (one however many gates ask): `start` before a call runs, `stop` after. */
export function auditCapture(db: SandboxDatabase) {
  let capture = captures.get(db)
  if (!capture) captures.set(db, (capture = makeCapture(db)))
  return capture
}

function makeCapture(db: SandboxDatabase) {
  let capturing = false
  let ready = false
  const prepare = () => {
    db.function('audit_capturing', () => (capturing ? 1 : 0))
    db.exec(`CREATE TEMP TABLE IF NOT EXISTS audit_changes (
      tbl TEXT NOT NULL, op TEXT NOT NULL, row_key TEXT, before TEXT, after TEXT)`)
    const tables = (
      db
        .prepare(
          `SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
             AND name NOT LIKE 'transactions_search%'`,
        )
        .all() as { name: string }[]
    )
      .map((row) => row.name)
      .filter((name) => !NOT_CAPTURED.has(name))
    db.exec(tables.map((table) => triggersOf(db, table)).join('\n'))
    ready = true
  }
  return {
    /** Makes the table and triggers, outside any transaction (a rolled-back one would take them with it). */
    prepare() {
      if (!ready) prepare()
    },
    start() {
      db.exec('DELETE FROM temp.audit_changes')
      capturing = true
    },
    /** Stops without reading what was caught (the call failed: its transaction is rolled back). */
    abandon() {
      capturing = false
    },
    stop(): CapturedChanges {
      capturing = false
      const rows = db.prepare('SELECT * FROM temp.audit_changes ORDER BY rowid').all() as Captured[]
      db.exec('DELETE FROM temp.audit_changes')
      const changes = netted(rows)
        .map((row) => ({ table: row.tbl, key: String(row.row_key), op: row.op, fields: fieldsOf(row) }))
        .filter((change) => change.op !== 'changed' || change.fields.length > 0)
      return {
        changes: changes.slice(0, LISTED_ROWS),
        more: Math.max(0, changes.length - LISTED_ROWS),
        addedTo: (table) => rows.find((row) => row.tbl === table && row.op === 'added')?.row_key,
      }
    },
  }
}
export type AuditCapture = ReturnType<typeof auditCapture>
