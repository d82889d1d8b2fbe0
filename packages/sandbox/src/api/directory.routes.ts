import { Hono, type Context } from 'hono'
import type { SandboxDatabase } from '../db/database'
import type { ApiEnv } from './auth.middleware'
import { forbidden, notFound } from './problems'
import { bind } from './route-table'
import { offsetOf, pageOf } from './paging'

/** Seed 000 section 7: the tenants, their people and customers, as the support forms look them up. */
export function directoryRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  /** Platform staff reach every tenant; tenant staff only their own. */
  const tenantOf = (c: Context<ApiEnv>) => {
    const caller = c.get('caller')
    const id = Number(c.req.param('tenantId'))
    if (caller.kind === 'merchant' || (caller.kind === 'tenant' && id !== caller.user.tenantId)) return null
    return db.prepare('SELECT id, name, support_email AS supportEmail FROM tenants WHERE id = ?').get(id) as
      { id: number; name: string; supportEmail: string } | undefined
  }

  bind(app, 'fetchTenants', (c) => {
    const { pageSize } = pageOf(c)
    const { count } = db.prepare('SELECT COUNT(*) AS count FROM tenants').get() as { count: number }
    const data = db
      .prepare('SELECT id, name FROM tenants ORDER BY name LIMIT ? OFFSET ?')
      .all(pageSize, offsetOf(pageOf(c)))
    return c.json({ count, data })
  })
  bind(app, 'fetchMyTenant', (c) =>
    c.json(
      db
        .prepare('SELECT id, name, support_email AS supportEmail FROM tenants WHERE id = ?')
        .get(c.get('caller').user.tenantId),
    ),
  )
  bind(app, 'fetchTenantDetails', (c) => {
    const tenant = tenantOf(c)
    return tenant ? c.json(tenant) : tenant === null ? forbidden(c) : notFound(c, 'There is no such tenant.')
  })
  bind(app, 'fetchTenantEmailSender', (c) => {
    const tenant = tenantOf(c)
    if (!tenant) return tenant === null ? forbidden(c) : notFound(c, 'There is no such tenant.')
    return c.json({ emailSenderAddress: tenant.supportEmail })
  })
  // The tenant's staff, a page at a time: the people a platform ticket keeps informed.
  bind(app, 'fetchTenantUsers', (c) => {
    const tenant = tenantOf(c)
    if (!tenant) return tenant === null ? forbidden(c) : notFound(c, 'There is no such tenant.')
    const { pageSize } = pageOf(c)
    const where = "tenant_id = ? AND merchant_id IS NULL AND user_type <> 'platform' AND is_active = 1"
    const { count } = db.prepare(`SELECT COUNT(*) AS count FROM users WHERE ${where}`).get(tenant.id) as {
      count: number
    }
    const data = db
      .prepare(
        `SELECT email, first_name AS firstName, last_name AS lastName FROM users WHERE ${where}
           ORDER BY first_name, last_name LIMIT ? OFFSET ?`,
      )
      .all(tenant.id, pageSize, offsetOf(pageOf(c)))
    return c.json({ count, data })
  })
  // Platform staff: a tenant's customers, for a ticket on the tenant's behalf.
  bind(app, 'fetchTenantMerchants', (c) =>
    c.json(
      db
        .prepare('SELECT id, legal_business_name AS name FROM merchants WHERE tenant_id = ? ORDER BY name')
        .all(Number(c.req.param('tenantId'))),
    ),
  )
  return app
}
