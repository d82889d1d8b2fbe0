import type { UserKind } from '../../session/user-kind'
import type { Ticket } from './tickets.schema'

// Who may do what with support (seed 000 section 6): the widget shows by these rules, the sandbox enforces them.

/** The support permission of each kind of user. */
export const supportPermissions: Record<UserKind, string> = {
  merchant: 'Merchant.Support.Lookup',
  tenant: 'CRM.Support.Lookup',
  platform: 'Platform.Support.Lookup',
}

/** The side that answers a ticket: the tenant a merchant's, the platform a tenant's. It assigns and records. */
export function answersTicket(kind: UserKind, channel: Ticket['channel']): boolean {
  return (
    (kind === 'tenant' && channel === 'CustomerToTenantTicketChannel') ||
    (kind === 'platform' && channel === 'TenantToPlatformTicketChannel')
  )
}

/** The directory of tenants, their people and merchants: staff with support, or who manage customers or tenants. */
export const directoryPermissions: Partial<Record<UserKind, string>> = {
  tenant: `CRM.Crm.View,${supportPermissions.tenant}`,
  platform: `Platform.Tenants.Manage,${supportPermissions.platform}`,
}
