import { crmPermissionNames, merchantPermissionNames, platformPermissionNames } from '@paydeck/core/administration'

// Permission names as the documents spell them (seeds 000, 001, 002), grouped by who holds them. Where the
// documents name a menu entry but not its permission, the portal's navigation tables choose one in the same
// families (docs/decisions.md); the names here match them, so each demo user sees a different menu.
export const merchantPermissions = merchantPermissionNames

export const merchantStaffPermissions = merchantPermissions.filter(
  (permission) => permission !== 'viewMerchantPortalProposals' && permission !== 'viewMerchantPortalAgreements',
)

export const crmPermissions = crmPermissionNames

export const supportAgentPermissions = ['CRM.Support.Lookup', 'CRM.Dashboard.View'] as const

/** Tenant staff who answer tickets and read reports: the role issue 18's administrators change. */
export const serviceDeskPermissions = ['CRM.Dashboard.View', 'CRM.Support.Lookup', 'Reports.View'] as const

/** Tenant staff who look transactions up and act on none (the detail offers them no action; the API refuses). */
export const transactionAnalystPermissions = ['CRM.Dashboard.View', 'CRM.Transaction.View', 'Reports.View'] as const

export const platformPermissions = platformPermissionNames
