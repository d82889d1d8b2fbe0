import { supportPermissions } from '@paydeck/core/support'
import { requireKindPermission } from './auth.middleware'

// What each area of the sandbox asks of a caller (docs/decisions.md, "Sandbox permissions").

/** Tickets, labels, files and the assignees: the support permission of the caller's kind. */
export const supportGuard = requireKindPermission(supportPermissions)

/** Searching transactions by key: viewing them, or support (the ticket form attaches them). */
export const transactionSearchGuard = requireKindPermission({
  merchant: `Merchant.Transaction.View,${supportPermissions.merchant}`,
  tenant: `CRM.Transaction.View,${supportPermissions.tenant}`,
  platform: `Platform.Transaction.Lookup,${supportPermissions.platform}`,
})

/** The directory of tenants, their people and merchants: staff with support, or who manage customers or tenants. */
export const directoryGuard = requireKindPermission({
  tenant: `CRM.Crm.View,${supportPermissions.tenant}`,
  platform: `Platform.Tenants.Manage,${supportPermissions.platform}`,
})
