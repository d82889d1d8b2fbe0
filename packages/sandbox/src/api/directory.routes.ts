import { Hono, type Context } from 'hono'
import type { SandboxDatabase } from '../db/database'
import { findTenant, tenantMerchants, tenantPage, tenantStaffPage } from '../tenants/tenants.repository'
import type { ApiEnv } from './auth.middleware'
import { forbidden, notFound } from './problems'
import { bind } from './route-table'
import { pageOf } from './paging'

/** Seed 000 section 7: the tenants, their people and customers, as the support forms look them up. */
export function directoryRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  /** Platform staff reach every tenant; tenant staff only their own. */
  const tenantOf = (c: Context<ApiEnv>) => {
    const caller = c.get('caller')
    const id = Number(c.req.param('tenantId'))
    if (caller.kind === 'merchant' || (caller.kind === 'tenant' && id !== caller.user.tenantId)) return null
    return findTenant(db, id)
  }

  bind(app, 'fetchTenants', (c) => c.json(tenantPage(db, pageOf(c))))
  bind(app, 'fetchMyTenant', (c) => c.json(findTenant(db, c.get('caller').user.tenantId)))
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
    return c.json(tenantStaffPage(db, tenant.id, pageOf(c)))
  })
  // Platform staff: a tenant's customers, for a ticket on the tenant's behalf.
  bind(app, 'fetchTenantMerchants', (c) => c.json(tenantMerchants(db, Number(c.req.param('tenantId')))))
  return app
}
