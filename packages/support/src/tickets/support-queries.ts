import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  fetchAssignees,
  fetchMyTenant,
  fetchLabels,
  fetchTenantMerchants,
  fetchTenants,
  fetchTenantUsers,
  fetchTicketCategories,
} from '@paydeck/core/support'
import { usePaydeck, type Paydeck } from '@paydeck/react'

// The lists support screens share: one request each, whichever widget asks first.
export const supportKeys = {
  all: ['paydeck', 'support'] as const,
  tickets: () => [...supportKeys.all, 'tickets'] as const,
  ticket: (id: number) => [...supportKeys.all, 'ticket', id] as const,
  feed: (id: number) => [...supportKeys.all, 'feed', id] as const,
  labels: () => [...supportKeys.all, 'labels'] as const,
  ticketPage: (page: readonly unknown[]) => [...supportKeys.tickets(), ...page] as const,
  categories: () => [...supportKeys.all, 'categories'] as const,
  assignees: () => [...supportKeys.all, 'assignees'] as const,
  myTenant: () => [...supportKeys.all, 'my-tenant'] as const,
  tenants: () => [...supportKeys.all, 'tenants'] as const,
  tenantUsers: (tenantId: number | null) => [...supportKeys.all, 'tenant-users', tenantId] as const,
  tenantMerchants: (tenantId: number | null) => [...supportKeys.all, 'tenant-merchants', tenantId] as const,
  file: (fileId: string) => [...supportKeys.all, 'file', fileId] as const,
  transactions: (search: { kind: string; tenantId: number | null; customerId?: number; searchKey: string }) =>
    [...supportKeys.all, 'transactions', search] as const,
}

const HOUR = 3_600_000

export const categoriesQuery = (paydeck: Paydeck) =>
  queryOptions({
    queryKey: supportKeys.categories(),
    queryFn: ({ signal }) => fetchTicketCategories(paydeck.http, signal),
    staleTime: HOUR,
  })

export function useCategories() {
  return useQuery(categoriesQuery(usePaydeck()))
}

export function useLabels(enabled = true) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: supportKeys.labels(),
    queryFn: ({ signal }) => fetchLabels(paydeck.http, signal),
    enabled,
  })
}

export const assigneesQuery = (paydeck: Paydeck) =>
  queryOptions({
    queryKey: supportKeys.assignees(),
    queryFn: ({ signal }) => fetchAssignees(paydeck.http, signal),
    staleTime: HOUR,
  })

export function useAssignees(enabled: boolean) {
  return useQuery({ ...assigneesQuery(usePaydeck()), enabled })
}

export const myTenantQuery = (paydeck: Paydeck) =>
  queryOptions({
    queryKey: supportKeys.myTenant(),
    queryFn: ({ signal }) => fetchMyTenant(paydeck.http, signal),
    staleTime: HOUR,
  })

export function useTenants(enabled: boolean) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: supportKeys.tenants(),
    queryFn: ({ signal }) => fetchTenants(paydeck.http, signal),
    enabled,
    staleTime: HOUR,
  })
}

/** A tenant's people (contacts of a platform ticket) and customers, once a tenant is chosen. */
export function useTenantDirectory(tenantId: number | null) {
  const paydeck = usePaydeck()
  const users = useQuery({
    queryKey: supportKeys.tenantUsers(tenantId),
    queryFn: ({ signal }) => fetchTenantUsers(paydeck.http, tenantId!, 0, signal),
    enabled: tenantId !== null,
  })
  const merchants = useQuery({
    queryKey: supportKeys.tenantMerchants(tenantId),
    queryFn: ({ signal }) => fetchTenantMerchants(paydeck.http, tenantId!, signal),
    enabled: tenantId !== null,
  })
  return { users, merchants }
}

/** Tenant staff's own tenant (its name heads their support home). */
export function useMyTenant(enabled: boolean) {
  return useQuery({ ...myTenantQuery(usePaydeck()), enabled })
}
