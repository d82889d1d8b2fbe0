import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { fetchGrants, type StaffAccountsApi } from '@paydeck/core/administration'
import { usePaydeck } from '@paydeck/react'

export const USERS_PAGE_SIZE = 20

export const userKeys = {
  all: ['paydeck', 'crm-users'] as const,
  grants: (id: number) => [...userKeys.all, 'grants', id] as const,
  /** A page of a list of staff accounts under its own scope (the tenant's, or a tenant's in the platform's list). */
  page: (scope: readonly unknown[], pageIndex: number, search: string) =>
    [...scope, 'page', pageIndex, search] as const,
}

/** A page of staff accounts, by whichever API names their tenant; `scope` keys the list's cache. */
export function useStaffPage(api: StaffAccountsApi, scope: readonly unknown[], pageIndex: number, search: string) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: userKeys.page(scope, pageIndex, search),
    queryFn: ({ signal }) => api.page(paydeck.http, { pageIndex, pageSize: USERS_PAGE_SIZE, search }, signal),
    placeholderData: keepPreviousData,
  })
}

export function useGrants(id: number) {
  const paydeck = usePaydeck()
  return useQuery({ queryKey: userKeys.grants(id), queryFn: ({ signal }) => fetchGrants(paydeck.http, id, signal) })
}
