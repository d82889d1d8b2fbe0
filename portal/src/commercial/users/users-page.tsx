import { crmUsers } from '@paydeck/core/administration'
import { PageHeader } from '../../pages/page-header'
import { useCommercialT } from '../commercial-messages'
import { useRoles } from '../roles/role-queries'
import { StaffAccounts } from './staff-accounts'
import { userKeys } from './user-queries'

/** crm/users/managment: the tenant's CRM users, with their grants. */
export function CrmUsersPage() {
  const t = useCommercialT()
  const crmRoles = useRoles().data?.filter((role) => role.type === 'crm') ?? []
  return (
    <section className="page page--wide" aria-labelledby="page-title">
      <PageHeader title={t('users.title')} />
      <StaffAccounts api={crmUsers} scope={userKeys.all} roles={crmRoles} label={t('users.title')} withGrants />
    </section>
  )
}
