import type { SandboxDatabase } from './database'

// Sums of the transactions by keys, kept in step with them inside the transaction of every write: before a row
// changes or goes, what it added is taken away; after it is written or changed, what it adds is added. Nothing is
// forgotten and derived later, so a read is always a read. The reports' sums that need more than a column (a
// payment's fees, a tally's keys) are rollups of this kind, filled in bulk once the book is seeded.

export interface Rollup {
  table: string
  /** The columns the sums are kept by (never null: the select writes '' for none). */
  keys: readonly string[]
  sums: readonly string[]
  /**
   * What transactions add (SQL SELECT naming each key and sum), grouped or not; given an id (SQL), only the rows
   * that row's change moves (itself, and rows whose sums depend on it).
   */
  select: (id?: string) => string
  /** The rows to fill it with from the book, summed by the keys, where another rollup has them already. */
  fill?: string
}

/** The rows a select adds, summed by the keys. */
const summed = (rollup: Rollup, id?: string) =>
  `SELECT ${rollup.keys.join(', ')}, ${rollup.sums.map((sum) => `SUM(${sum}) AS ${sum}`).join(', ')}
   FROM (${rollup.select(id)}) WHERE true GROUP BY ${rollup.keys.join(', ')}`

const add = (rollup: Rollup, id?: string) =>
  `INSERT INTO ${rollup.table} (${rollup.keys.join(', ')}, ${rollup.sums.join(', ')})
   ${id === undefined && rollup.fill ? rollup.fill : summed(rollup, id)}
   ON CONFLICT DO UPDATE SET ${rollup.sums.map((sum) => `${sum} = ${sum} + excluded.${sum}`).join(', ')};`

/** Takes away what the rows moved added; a key left with nothing is no longer kept (a report would show it). */
const takeAway = (rollup: Rollup, id: string) =>
  `UPDATE ${rollup.table} SET ${rollup.sums.map((sum) => `${sum} = ${rollup.table}.${sum} - gone.${sum}`).join(', ')}
   FROM (${summed(rollup, id)}) AS gone
   WHERE ${rollup.keys.map((key) => `${rollup.table}.${key} = gone.${key}`).join(' AND ')};
   DELETE FROM ${rollup.table} WHERE ${rollup.sums.map((sum) => `${sum} = 0`).join(' AND ')}
     AND (${rollup.keys.join(', ')}) IN (SELECT ${rollup.keys.join(', ')} FROM (${rollup.select(id)}));`

/**
 * The table (its primary key the keys; its indexes' columns by their names' ends) filled from the book, and its
 * triggers. Made once: a table that exists is in step already.
 */
export function createRollup(db: SandboxDatabase, rollup: Rollup, indexes: Record<string, string> = {}): void {
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(rollup.table)) return
  const { table } = rollup
  db.exec(`
    CREATE TABLE ${table} (
      ${rollup.keys.map((key) => `${key} NOT NULL`).join(', ')},
      ${rollup.sums.map((sum) => `${sum} INTEGER NOT NULL`).join(', ')},
      PRIMARY KEY (${rollup.keys.join(', ')})
    ) WITHOUT ROWID;
    ${add(rollup)}
    ${Object.entries(indexes)
      .map(([name, columns]) => `CREATE INDEX ${table}_${name} ON ${table} (${columns});`)
      .join('\n')}
    CREATE TRIGGER ${table}_added AFTER INSERT ON transactions BEGIN ${add(rollup, 'new.id')} END;
    CREATE TRIGGER ${table}_changing BEFORE UPDATE ON transactions BEGIN ${takeAway(rollup, 'old.id')} END;
    CREATE TRIGGER ${table}_changed AFTER UPDATE ON transactions BEGIN ${add(rollup, 'new.id')} END;
    CREATE TRIGGER ${table}_deleting BEFORE DELETE ON transactions BEGIN ${takeAway(rollup, 'old.id')} END;
  `)
}

/** Sums a rollup's rows again from the book, for the rows a condition over the keys picks (a tenant's, say). */
export function refillSql(rollup: Rollup, condition: string): string {
  return `DELETE FROM ${rollup.table} WHERE ${condition};
    INSERT INTO ${rollup.table} (${rollup.keys.join(', ')}, ${rollup.sums.join(', ')})
    SELECT * FROM (${rollup.fill ?? summed(rollup)}) WHERE ${condition};`
}
