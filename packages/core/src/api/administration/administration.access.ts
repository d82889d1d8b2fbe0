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
