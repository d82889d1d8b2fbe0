import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type CrmUser, fetchRoleDetails, type Grants, saveGrants } from '@paydeck/core/administration'
import { useActiveList, usePaydeck, usePaymentMethodNames, userMessageOf } from '@paydeck/react'
import { adminStyles, Button, CheckboxGroup, Dialog, Heading, QueryState, useUi } from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { usePermissionWords } from '../roles/permission-words'
import { roleKeys } from '../roles/role-queries'
import { userKeys, useGrants } from './user-queries'

/** The grants form, once the user's grants are loaded. */
function GrantsForm({ user, initial, onSaved }: { user: CrmUser; initial: Grants; onSaved: () => void }) {
  const t = useAdminScreensT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const [grants, setGrants] = useState(initial)
  const customers = useActiveList('customers')
  const methods = useActiveList('paymentMethods')
  const methodName = usePaymentMethodNames(useUi().locale)
  const providers = useActiveList('serviceProviders')
  const save = useMutation({
    mutationFn: () => saveGrants(paydeck.http, user.id, grants),
    onSuccess: (saved) => {
      queryClient.setQueryData(userKeys.grants(user.id), saved)
      onSaved()
    },
  })
  return (
    <div className={adminStyles.root}>
      <QueryState query={customers}>
        {(list) => (
          <CheckboxGroup<number>
            legend={t('grants.customers')}
            options={list.map((customer) => ({ value: customer.id, label: customer.name }))}
            chosen={grants.merchantIds}
            onChange={(merchantIds) => setGrants({ ...grants, merchantIds })}
          />
        )}
      </QueryState>
      <QueryState query={methods}>
        {(list) => (
          <CheckboxGroup<string>
            legend={t('grants.methods')}
            options={list.map((method) => ({ value: method.code, label: methodName(method.code) }))}
            chosen={grants.paymentMethods}
            onChange={(paymentMethods) => setGrants({ ...grants, paymentMethods })}
          />
        )}
      </QueryState>
      <QueryState query={providers}>
        {(list) => (
          <CheckboxGroup<number>
            legend={t('grants.providers')}
            options={list.map((provider) => ({ value: provider.id, label: provider.name }))}
            chosen={grants.serviceProviderIds}
            onChange={(serviceProviderIds) => setGrants({ ...grants, serviceProviderIds })}
          />
        )}
      </QueryState>
      {save.isError && (
        <p role="alert" className={adminStyles.error}>
          {userMessageOf(save.error)}
        </p>
      )}
      <div className={adminStyles.actions}>
        <Button onClick={() => save.mutate()} disabled={save.isPending}>
          {t('grants.save')}
        </Button>
      </div>
    </div>
  )
}

/** A CRM user's grants (customers, payment methods, service providers) and the permissions their role gives. */
export function GrantsDialog({ user, onClose, onSaved }: { user: CrmUser; onClose: () => void; onSaved: () => void }) {
  const t = useAdminScreensT()
  const words = usePermissionWords()
  const paydeck = usePaydeck()
  const grants = useGrants(user.id)
  const role = useQuery({
    queryKey: roleKeys.details(user.roleId),
    queryFn: ({ signal }) => fetchRoleDetails(paydeck.http, user.roleId, signal),
  })
  const name = `${user.firstName} ${user.lastName}`
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={t('grants.title', { name })}
      description={t('grants.intro', { name })}
    >
      <QueryState query={grants}>
        {(initial) => <GrantsForm user={user} initial={initial} onSaved={onSaved} />}
      </QueryState>
      <section aria-labelledby="effective-heading" className={adminStyles.root}>
        <Heading depth={1} id="effective-heading" className={adminStyles.subheading}>
          {t('grants.effective', { role: user.roleName })}
        </Heading>
        <QueryState query={role}>
          {(details) => (
            <ul className={adminStyles.list} data-testid="effective-permissions">
              {details.permissions.map((permission) => (
                <li key={permission} title={permission}>
                  {words.label(permission)}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </Dialog>
  )
}
