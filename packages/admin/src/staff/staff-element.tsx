import { paydeckElement } from '@paydeck/react'
import { defineElement } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { roleKeys } from '../roles/role-queries'
import { StaffAccounts } from './staff-accounts-page'
import { userKeys } from './user-queries'

/** `<paydeck-staff-accounts>`: the tenant's staff accounts, their roles and grants. */
export const StaffAccountsElement = defineElement(StaffAccounts, {
  tag: elementTags.staffAccounts,
  host: paydeckElement,
  data: [userKeys.all, roleKeys.all],
})
