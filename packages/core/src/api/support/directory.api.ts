import type { HttpClient } from '../../http/http-client'
import {
  customerListSchema,
  emailSenderSchema,
  staffPageSchema,
  tenantDetailsSchema,
  tenantPageSchema,
  type TenantDetails,
} from './directory.schema'

/** Platform staff: the tenants, a page of 100. */
export function fetchTenants(http: HttpClient, signal?: AbortSignal) {
  return http.json(tenantPageSchema, 'tenants', { searchParams: { pageIndex: 0, pageSize: 100 }, signal })
}

export function fetchTenantDetails(http: HttpClient, tenantId: number, signal?: AbortSignal): Promise<TenantDetails> {
  return http.json(tenantDetailsSchema, `tenants/${tenantId}/details`, { signal })
}

/** Tenant staff: their own tenant. */
export function fetchMyTenant(http: HttpClient, signal?: AbortSignal): Promise<TenantDetails> {
  return http.json(tenantDetailsSchema, 'tenants/mydetails', { signal })
}

/** The address a tenant's support mail goes out from. */
export async function fetchTenantEmailSender(http: HttpClient, tenantId: number, signal?: AbortSignal) {
  return (await http.json(emailSenderSchema, `tenants/${tenantId}/email-sender`, { signal })).emailSenderAddress
}

/** A tenant's users, 50 a page: the contacts a platform ticket can copy. */
export function fetchTenantUsers(http: HttpClient, tenantId: number, pageIndex = 0, signal?: AbortSignal) {
  return http.json(staffPageSchema, `tenants/${tenantId}/users`, { searchParams: { pageIndex, pageSize: 50 }, signal })
}

/** Platform staff: one tenant's customers (tenant staff read theirs from the active customers). */
export function fetchTenantMerchants(http: HttpClient, tenantId: number, signal?: AbortSignal) {
  return http.json(customerListSchema, `${tenantId}/all/merchants`, { signal })
}
