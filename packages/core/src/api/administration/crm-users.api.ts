import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { crmUserCalls as calls } from './crm-users.calls'
import type { CrmUserFields, Grants } from './crm-users.schema'

// Seed 002 section 7's CRM users calls. Adding, editing, activating, deactivating and deleting a user and a new
// password need the caller's code (section 6): they are sent without one and the client's code step asks for it,
// saying what it confirms (`confirms`, in the user's words). Their refusals are the screen's to say (quiet).

const guarded = (confirms?: string) => ({ quiet: true, confirms })

export const fetchCrmUserPage = (
  http: HttpClient,
  query: { pageIndex: number; pageSize: number; search?: string },
  signal?: AbortSignal,
) => callRoute(http, calls['crmUsers.page'], { query, signal })

export const fetchCrmUser = (http: HttpClient, id: number, signal?: AbortSignal) =>
  callRoute(http, calls['crmUsers.one'], { params: { id }, signal })

export const createCrmUser = (http: HttpClient, fields: CrmUserFields, confirms?: string) =>
  callRoute(http, calls['crmUsers.create'], { body: fields, ...guarded(confirms) })

export const updateCrmUser = (http: HttpClient, id: number, fields: CrmUserFields, confirms?: string) =>
  callRoute(http, calls['crmUsers.update'], { params: { id }, body: fields, ...guarded(confirms) })

export const removeCrmUser = (http: HttpClient, id: number, confirms?: string) =>
  callRoute(http, calls['crmUsers.remove'], { params: { id }, ...guarded(confirms) })

export const setCrmUserActive = (http: HttpClient, id: number, isActive: boolean, confirms?: string) =>
  callRoute(http, calls['crmUsers.setActive'], { params: { id }, body: { isActive }, ...guarded(confirms) })

export const unlockCrmUser = (http: HttpClient, id: number) =>
  callRoute(http, calls['crmUsers.unlock'], { params: { id } })

/** A new temporary password in place of the old one, shown once; the account is unlocked too. */
export const resetCrmUserPassword = (http: HttpClient, id: number, confirms?: string) =>
  callRoute(http, calls['crmUsers.resetPassword'], { body: { userId: id }, ...guarded(confirms) })

/** The user's grants, from seed 002's three calls: customers, payment methods, service providers. */
export const fetchGrants = async (http: HttpClient, id: number, signal?: AbortSignal): Promise<Grants> => {
  const asked = { params: { id }, signal }
  const [merchants, methods, providers] = await Promise.all([
    callRoute(http, calls.merchantGrants, asked),
    callRoute(http, calls.paymentMethodGrants, asked),
    callRoute(http, calls.serviceProviderGrants, asked),
  ])
  return { ...merchants, ...methods, ...providers }
}

export const saveGrants = async (http: HttpClient, id: number, grants: Grants): Promise<Grants> => {
  const params = { id }
  const [merchants, methods, providers] = await Promise.all([
    callRoute(http, calls.setMerchantGrants, { params, body: { merchantIds: grants.merchantIds } }),
    callRoute(http, calls.setPaymentMethodGrants, { params, body: { paymentMethods: grants.paymentMethods } }),
    callRoute(http, calls.setServiceProviderGrants, {
      params,
      body: { serviceProviderIds: grants.serviceProviderIds },
    }),
  ])
  return { ...merchants, ...methods, ...providers }
}

/** What a screen of staff accounts calls: CRM users (the caller's tenant) and tenant users (a named tenant). */
export interface StaffAccountsApi {
  page: typeof fetchCrmUserPage
  create: typeof createCrmUser
  update: typeof updateCrmUser
  remove: typeof removeCrmUser
  setActive: typeof setCrmUserActive
  unlock: typeof unlockCrmUser
  resetPassword: typeof resetCrmUserPassword
}

/** The caller's own tenant's staff accounts, as a staff accounts screen calls them. */
export const crmStaffAccounts: StaffAccountsApi = {
  page: fetchCrmUserPage,
  create: createCrmUser,
  update: updateCrmUser,
  remove: removeCrmUser,
  setActive: setCrmUserActive,
  unlock: unlockCrmUser,
  resetPassword: resetCrmUserPassword,
}

/** Seed 002's tenant users: a tenant's staff accounts, the tenant named in the path (platform staff). */
export function tenantUsers(tenantId: number) {
  const api: StaffAccountsApi = {
    page: (http, query, signal) => callRoute(http, calls['tenantUsers.page'], { params: { tenantId }, query, signal }),
    create: (http, fields, confirms) =>
      callRoute(http, calls['tenantUsers.create'], { params: { tenantId }, body: fields, ...guarded(confirms) }),
    update: (http, id, fields, confirms) =>
      callRoute(http, calls['tenantUsers.update'], { params: { tenantId, id }, body: fields, ...guarded(confirms) }),
    remove: (http, id, confirms) =>
      callRoute(http, calls['tenantUsers.remove'], { params: { tenantId, id }, ...guarded(confirms) }),
    setActive: (http, id, isActive, confirms) =>
      callRoute(http, calls[isActive ? 'tenantUsers.activate' : 'tenantUsers.deactivate'], {
        params: { tenantId, id },
        ...guarded(confirms),
      }),
    unlock: (http, id) => callRoute(http, calls['tenantUsers.unlock'], { params: { tenantId, id } }),
    resetPassword: (http, id, confirms) =>
      callRoute(http, calls['tenantUsers.resetPassword'], { body: { userId: id }, ...guarded(confirms) }),
  }
  return {
    ...api,
    /** The roles the tenant's staff may hold. */
    roles: (http: HttpClient, signal?: AbortSignal) =>
      callRoute(http, calls['tenantUsers.roles'], { params: { tenantId }, signal }),
  }
}
