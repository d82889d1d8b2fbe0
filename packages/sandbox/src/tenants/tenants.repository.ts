import type { SandboxDatabase } from '../db/database'
import type { Page } from '../domain/page'

// Tenants and the people and customers the support forms look up (seed 000 section 7), as stored.

export interface TenantRecord {
  id: number
  name: string
  supportEmail: string
}

export const findTenant = (db: SandboxDatabase, id: number) =>
  db.prepare('SELECT id, name, support_email AS supportEmail FROM tenants WHERE id = ?').get(id) as
    TenantRecord | undefined

/** A page of every tenant, by name, with the count of all. */
export function tenantPage(db: SandboxDatabase, page: Page) {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM tenants').get() as { count: number }
  const data = db
    .prepare('SELECT id, name FROM tenants ORDER BY name LIMIT ? OFFSET ?')
    .all(page.pageSize, page.pageIndex * page.pageSize) as { id: number; name: string }[]
  return { count, data }
}

/** A page of a tenant's active staff (not its merchants' users), by name, with the count of all. */
export function tenantStaffPage(db: SandboxDatabase, tenantId: number, page: Page) {
  const where = "tenant_id = ? AND merchant_id IS NULL AND user_type <> 'platform' AND is_active = 1"
  const { count } = db.prepare(`SELECT COUNT(*) AS count FROM users WHERE ${where}`).get(tenantId) as {
    count: number
  }
  const data = db
    .prepare(
      `SELECT email, first_name AS firstName, last_name AS lastName FROM users WHERE ${where}
         ORDER BY first_name, last_name LIMIT ? OFFSET ?`,
    )
    .all(tenantId, page.pageSize, page.pageIndex * page.pageSize) as {
    email: string
    firstName: string
    lastName: string
  }[]
  return { count, data }
}

/** A tenant's customers by name, for a ticket on the tenant's behalf. */
export const tenantMerchants = (db: SandboxDatabase, tenantId: number) =>
  db
    .prepare('SELECT id, legal_business_name AS name FROM merchants WHERE tenant_id = ? ORDER BY name')
    .all(tenantId) as { id: number; name: string }[]
