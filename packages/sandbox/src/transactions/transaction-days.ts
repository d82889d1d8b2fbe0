import type { SandboxDatabase } from '../db/database'

// The book's daily rollups: how many transactions and how much money per mode, tenant, merchant, UTC day, status,
// type and currency, and the same per payment method too. A lookup's count and totals sum these (a few tens of
// thousands of rows for half a year of a tenant, not hundreds of thousands), and read only the parts of a day at
// either end of the period from the transactions themselves. Triggers keep them in step inside the transaction of
// every write, so they never drift.

const byDay = ['mode', 'tenant_id', 'merchant_id', 'day', 'status', 'type', 'currency'] as const
type RollupKey = (typeof byDay)[number] | 'payment_method'

/** The rollups by their keys: the lookup's filters other than the period, with the transactions' column names. */
export const rollups = {
  /** Without the payment method: a third of the rows, for every query that does not filter by it. */
  transaction_days: byDay,
  transaction_days_by_method: [...byDay, 'payment_method'],
} as const satisfies Record<string, readonly RollupKey[]>
export type Rollup = keyof typeof rollups

/** The rollup that answers a query: the smaller one unless the query filters by payment method. */
export const rollupFor = (filtersByMethod: boolean): Rollup =>
  filtersByMethod ? 'transaction_days_by_method' : 'transaction_days'

const valueOf = (key: RollupKey, row: 'new' | 'old') =>
  key === 'day' ? `substr(${row}.created, 1, 10)` : `${row}.${key}`

/** The table, its rows from the book, its merchant's index and the triggers that keep it in step. */
function rollupSql(name: Rollup): string {
  const keys: readonly RollupKey[] = rollups[name]
  const columns = keys.join(', ')
  const others = keys.filter((key) => !['mode', 'tenant_id', 'day', 'merchant_id'].includes(key)).join(', ')
  const add = `INSERT INTO ${name} (${columns}, count, amount)
      VALUES (${keys.map((key) => valueOf(key, 'new')).join(', ')}, 1, new.amount)
      ON CONFLICT DO UPDATE SET count = count + 1, amount = amount + excluded.amount;`
  const remove = `UPDATE ${name} SET count = count - 1, amount = amount - old.amount
      WHERE ${keys.map((key) => `${key} = ${valueOf(key, 'old')}`).join(' AND ')};`
  return `
    CREATE TABLE ${name} (
      ${keys.map((key) => `${key} ${key === 'tenant_id' || key === 'merchant_id' ? 'INTEGER' : 'TEXT'} NOT NULL`).join(', ')},
      count INTEGER NOT NULL,
      amount INTEGER NOT NULL,
      PRIMARY KEY (mode, tenant_id, day, merchant_id, ${others})
    ) WITHOUT ROWID;
    INSERT INTO ${name} (${columns}, count, amount)
      SELECT ${keys.map((key) => (key === 'day' ? 'substr(created, 1, 10)' : key)).join(', ')}, COUNT(*), SUM(amount)
      FROM transactions GROUP BY ${keys.map((key) => (key === 'day' ? 'substr(created, 1, 10)' : key)).join(', ')};
    CREATE INDEX ${name}_merchant ON ${name} (mode, merchant_id, day, tenant_id, ${others}, count, amount);
    CREATE TRIGGER ${name}_insert AFTER INSERT ON transactions BEGIN
      ${add}
    END;
    CREATE TRIGGER ${name}_delete AFTER DELETE ON transactions BEGIN
      ${remove}
    END;
    CREATE TRIGGER ${name}_update AFTER UPDATE OF ${columns.replace('day', 'created')}, amount ON transactions BEGIN
      ${remove}
      ${add}
    END;`
}

/** Made once, after the book is seeded (a bulk insert is faster without triggers), and filled from the rows. */
export function createTransactionDays(db: SandboxDatabase): void {
  for (const name of Object.keys(rollups) as Rollup[])
    if (!db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').get(name)) db.exec(rollupSql(name))
}

/** A period [from, to) as the whole UTC days a rollup answers and the parts of a day at its ends, read from rows. */
export interface SplitPeriod {
  /** The whole days, from inclusive to exclusive ('YYYY-MM-DD'); an end left open is open here too. */
  days: { from?: string; to?: string } | null
  /** The instants before the first whole day and after the last (ISO 8601, UTC), each [from, to). */
  edges: { from?: string; to?: string }[]
}

const DAY = 86_400_000
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10)
const iso = (time: number) => new Date(time).toISOString()

export function splitPeriod(from?: string, to?: string): SplitPeriod {
  const start = from === undefined ? undefined : Date.parse(from)
  const end = to === undefined ? undefined : Date.parse(to)
  // The first whole day starts at or after `from`; the last one ends at or before `to`.
  const firstDay = start === undefined ? undefined : Math.ceil(start / DAY) * DAY
  const endDay = end === undefined ? undefined : Math.floor(end / DAY) * DAY
  if (firstDay !== undefined && endDay !== undefined && firstDay >= endDay)
    return { days: null, edges: start! < end! ? [{ from: iso(start!), to: iso(end!) }] : [] }
  const edges: SplitPeriod['edges'] = []
  if (start !== undefined && start < firstDay!) edges.push({ from: iso(start), to: iso(firstDay!) })
  if (end !== undefined && endDay! < end) edges.push({ from: iso(endDay!), to: iso(end) })
  return {
    days: {
      ...(firstDay !== undefined && { from: dayOf(firstDay) }),
      ...(endDay !== undefined && { to: dayOf(endDay) }),
    },
    edges,
  }
}
