import * as z from 'zod/mini'
import type { HttpClient } from '../../http/http-client'
import { roleSummarySchema } from './roles.schema'
import {
  createdCrmUserSchema,
  crmUserPageSchema,
  crmUserSchema,
  merchantGrantsSchema,
  methodGrantsSchema,
  providerGrantsSchema,
  type CrmUserFields,
  type Grants,
} from './crm-users.schema'

// Seed 002 section 7's CRM users calls. Adding, editing, activating, deactivating and deleting a user and a new
// password need the caller's code (section 6): they are sent without one and the client's code step asks for it,
// saying what it confirms (`confirms`, in the user's words). Their refusals are the screen's to say (quiet).

const guarded = (confirms?: string) => ({ quiet: true, confirms })

export const fetchCrmUserPage = (
  http: HttpClient,
  query: { pageIndex: number; pageSize: number; search: string },
  signal?: AbortSignal,
) => http.json(crmUserPageSchema, 'users/crm', { searchParams: query, signal })

export const fetchCrmUser = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.json(crmUserSchema, `users/crm/${id}`, { signal })

export const createCrmUser = (http: HttpClient, fields: CrmUserFields, confirms?: string) =>
  http.json(createdCrmUserSchema, 'users/crm', { method: 'POST', json: fields, ...guarded(confirms) })

export const updateCrmUser = (http: HttpClient, id: number, fields: CrmUserFields, confirms?: string) =>
  http.json(crmUserSchema, `users/crm/${id}`, { method: 'PUT', json: fields, ...guarded(confirms) })

export const removeCrmUser = (http: HttpClient, id: number, confirms?: string) =>
  http.text(`users/crm/${id}`, { method: 'DELETE', ...guarded(confirms) })

export const setCrmUserActive = (http: HttpClient, id: number, isActive: boolean, confirms?: string) =>
  http.json(crmUserSchema, `users/${id}/activation`, { method: 'PUT', json: { isActive }, ...guarded(confirms) })

export const unlockCrmUser = (http: HttpClient, id: number) =>
  http.json(crmUserSchema, `users/${id}/unlock`, { method: 'PUT' })

/** A new temporary password in place of the old one, shown once; the account is unlocked too. */
export const resetCrmUserPassword = (http: HttpClient, id: number, confirms?: string) =>
  http.json(createdCrmUserSchema, 'users/password-reset', {
    method: 'POST',
    json: { userId: id },
    ...guarded(confirms),
  })

/** The user's grants, from seed 002's three calls: customers, payment methods, service providers. */
export const fetchGrants = async (http: HttpClient, id: number, signal?: AbortSignal): Promise<Grants> => {
  const [merchants, methods, providers] = await Promise.all([
    http.json(merchantGrantsSchema, `users/crm/${id}/merchantpermissions`, { signal }),
    http.json(methodGrantsSchema, `users/${id}/payment-method-permissions`, { signal }),
    http.json(providerGrantsSchema, `users/${id}/service-provider-permissions`, { signal }),
  ])
  return { ...merchants, ...methods, ...providers }
}

export const saveGrants = async (http: HttpClient, id: number, grants: Grants): Promise<Grants> => {
  const [merchants, methods, providers] = await Promise.all([
    http.json(merchantGrantsSchema, `users/crm/${id}/merchantpermissions`, {
      method: 'PUT',
      json: { merchantIds: grants.merchantIds },
    }),
    http.json(methodGrantsSchema, `users/crm/${id}/paymentmethodpermissions`, {
      method: 'PUT',
      json: { paymentMethods: grants.paymentMethods },
    }),
    http.json(providerGrantsSchema, `users/${id}/service-provider-permissions`, {
      method: 'PUT',
      json: { serviceProviderIds: grants.serviceProviderIds },
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
  const base = `tenants/${tenantId}`
  const api: StaffAccountsApi = {
    page: (http, query, signal) =>
      http.json(crmUserPageSchema, `${base}/tenant-users`, { searchParams: query, signal }),
    create: (http, fields, confirms) =>
      http.json(createdCrmUserSchema, `${base}/tenant-user`, { method: 'POST', json: fields, ...guarded(confirms) }),
    update: (http, id, fields, confirms) =>
      http.json(crmUserSchema, `${base}/tenant-user/${id}`, { method: 'PUT', json: fields, ...guarded(confirms) }),
    remove: (http, id, confirms) => http.text(`${base}/tenant-user/${id}`, { method: 'DELETE', ...guarded(confirms) }),
    setActive: (http, id, isActive, confirms) =>
      http.json(crmUserSchema, `${base}/tenant-user/${id}/${isActive ? 'activate' : 'deactivate'}`, {
        method: 'PUT',
        ...guarded(confirms),
      }),
    unlock: (http, id) => http.json(crmUserSchema, `${base}/tenant-user/${id}/unlock`, { method: 'PUT' }),
    resetPassword: (http, id, confirms) =>
      http.json(createdCrmUserSchema, 'tenants/users/password-reset', {
        method: 'POST',
        json: { userId: id },
        ...guarded(confirms),
      }),
  }
  return {
    ...api,
    /** The roles the tenant's staff may hold. */
    roles: (http: HttpClient, signal?: AbortSignal) =>
      http.json(z.array(roleSummarySchema), `${base}/tenant-roles`, { signal }),
  }
}
