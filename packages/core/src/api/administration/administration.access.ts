import type { CallRule } from '../../contract/access'
import { staff } from '../../contract/kinds'

// Who may make the administration's calls: the route table's rules, and what its screens ask before they show.

/** The tenant's own staff accounts. */
export const staffRule: CallRule = {
  access: { permission: { tenant: 'CRM.Users.Management' }, record: 'The tenant’s own staff.' },
  by: staff,
}

const roleManagers = 'manageMerchantRoles,manageCrmRoles'

/** Reading roles: whoever manages roles or staff accounts. */
export const roleReaderRule: CallRule = {
  access: {
    permission: { tenant: `${roleManagers},CRM.Users.Management` },
    record: 'The tenant’s roles and the shared ones.',
  },
  by: staff,
}

/** Making and changing roles. */
export const roleWriterRule: CallRule = {
  access: {
    permission: { tenant: roleManagers },
    record: 'A merchant role needs manageMerchantRoles, a CRM role manageCrmRoles.',
  },
  by: staff,
}

/** The platform's tenants. */
export const tenantRule: CallRule = {
  access: { permission: { platform: 'Platform.Tenants.Manage' } },
  by: ['platform'],
}

/** Reading the audit trail: administrators, of their own organisation (a merchant's of their merchant). */
export const auditReadRule: CallRule = {
  access: {
    permission: { merchant: '', tenant: '', platform: '' },
    openBecause: 'Every administrator reads their organisation’s trail.',
    administrator: true,
    record: 'A merchant’s administrator reads their merchant’s records, a tenant’s their tenant’s; platform staff any.',
  },
  by: ['merchant', 'tenant', 'platform'],
}

/** How long a tenant keeps its trail: its administrators, or platform staff for it. */
export const auditRetentionRule: CallRule = {
  access: {
    permission: { tenant: '', platform: '' },
    openBecause: 'Every administrator decides for their organisation.',
    administrator: true,
  },
  by: staff,
}
