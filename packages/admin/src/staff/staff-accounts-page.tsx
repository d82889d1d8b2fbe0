import { staffRule, crmStaffAccounts } from '@paydeck/core/administration'
import { useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import { Screen } from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { ScreenGate } from '../screen-gate'
import { useRoles } from '../roles/role-queries'
import { StaffAccountList } from './staff-accounts'
import { userKeys } from './user-queries'

/** The tenant's staff accounts (the portal's crm/users/managment): roles, activation, passwords and grants. */
export function StaffAccounts(lifecycle: WidgetLifecycleProps) {
  const t = useAdminScreensT()
  return (
    <ScreenGate rule={staffRule} title={t('users.title')} widget="staff-accounts" lifecycle={lifecycle}>
      <StaffAccountsScreen {...lifecycle} />
    </ScreenGate>
  )
}

function StaffAccountsScreen(lifecycle: WidgetLifecycleProps) {
  const t = useAdminScreensT()
  const roles = useRoles()
  const crmRoles = roles.data?.filter((role) => role.type === 'crm') ?? []
  useWidgetLifecycle('staff-accounts', { ready: roles.isSuccess, error: roles.error }, lifecycle)
  return (
    <Screen title={t('users.title')}>
      <StaffAccountList
        api={crmStaffAccounts}
        scope={userKeys.all}
        roles={crmRoles}
        label={t('users.title')}
        withGrants
      />
    </Screen>
  )
}
