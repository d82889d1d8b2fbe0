import { supportRoutes as supportArea } from '@paydeck/core/openapi'
import type { SandboxDatabase } from '../db/database'
import type { Caller } from '../domain/caller'
import { found, refuse } from '../domain/problem'
import { findTenant, tenantMerchants, tenantPage, tenantStaffPage } from '../tenants/tenants.repository'
import { implement } from './implement'

/** Seed 000 section 7: the tenants, their people and customers, as the support forms look them up. */
export function directoryRoutes(db: SandboxDatabase) {
  /** Platform staff reach every tenant; tenant staff only their own. */
  const tenantOf = (caller: Caller, id: number) => {
    if (caller.kind === 'merchant' || (caller.kind === 'tenant' && id !== caller.user.tenantId))
      throw refuse.forbidden()
    return found(findTenant(db, id), 'There is no such tenant.')
  }
  return implement(supportArea, {
    fetchTenants: ({ page }) => tenantPage(db, page),
    fetchMyTenant: ({ caller }) => found(findTenant(db, caller.user.tenantId), 'There is no such tenant.'),
    fetchTenantDetails: ({ caller, params }) => tenantOf(caller, params.tenantId),
    fetchTenantEmailSender: ({ caller, params }) => ({
      emailSenderAddress: tenantOf(caller, params.tenantId).supportEmail,
    }),
    // The tenant's staff, a page at a time: the people a platform ticket keeps informed.
    fetchTenantUsers: ({ caller, params, page }) => tenantStaffPage(db, tenantOf(caller, params.tenantId).id, page),
    // Platform staff: a tenant's customers, for a ticket on the tenant's behalf.
    fetchTenantMerchants: ({ params }) => tenantMerchants(db, params.tenantId),
  })
}
