import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { directoryCalls as calls } from './directory.calls'
import type { TenantDetails } from './directory.schema'

/** Platform staff: the tenants, a page of 100. */
export const fetchTenants = (http: HttpClient, signal?: AbortSignal) =>
  callRoute(http, calls.fetchTenants, { query: { pageIndex: 0, pageSize: 100 }, signal })

export const fetchTenantDetails = (http: HttpClient, tenantId: number, signal?: AbortSignal): Promise<TenantDetails> =>
  callRoute(http, calls.fetchTenantDetails, { params: { tenantId }, signal })

/** Tenant staff: their own tenant. */
export const fetchMyTenant = (http: HttpClient, signal?: AbortSignal): Promise<TenantDetails> =>
  callRoute(http, calls.fetchMyTenant, { signal })

/** The address a tenant's support mail goes out from. */
export const fetchTenantEmailSender = async (http: HttpClient, tenantId: number, signal?: AbortSignal) =>
  (await callRoute(http, calls.fetchTenantEmailSender, { params: { tenantId }, signal })).emailSenderAddress

/** A tenant's users, 50 a page: the contacts a platform ticket can copy. */
export const fetchTenantUsers = (http: HttpClient, tenantId: number, pageIndex = 0, signal?: AbortSignal) =>
  callRoute(http, calls.fetchTenantUsers, { params: { tenantId }, query: { pageIndex, pageSize: 50 }, signal })

/** Platform staff: one tenant's customers (tenant staff read theirs from the active customers). */
export const fetchTenantMerchants = (http: HttpClient, tenantId: number, signal?: AbortSignal) =>
  callRoute(http, calls.fetchTenantMerchants, { params: { tenantId }, signal })
