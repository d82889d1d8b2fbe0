import type { Page } from '../domain/page'
import type { SandboxDatabase } from './database'

/** A page of a tenant's rows of a table, the newest first, as records, with the count of all. */
export function tenantRowsPage<Row, Item>(
  db: SandboxDatabase,
  table: string,
  tenantId: number,
  page: Page,
  toItem: (row: Row) => Item,
): { count: number; data: Item[] } {
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE tenant_id = ?`).get(tenantId) as { n: number }
  const rows = db
    .prepare(`SELECT * FROM ${table} WHERE tenant_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(tenantId, page.pageSize, page.pageIndex * page.pageSize) as Row[]
  return { count: n, data: rows.map(toItem) }
}
