import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { crmUsers } from '@paydeck/core/administration'
import { usePaydeck } from '@paydeck/react'

export const USERS_PAGE_SIZE = 20

export const userKeys = {
  all: ['crm-users'] as const,
  page: (pageIndex: number, search: string) => [...userKeys.all, 'page', pageIndex, search] as const,
  grants: (id: number) => [...userKeys.all, 'grants', id] as const,
}

export function useCrmUserPage(pageIndex: number, search: string) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: userKeys.page(pageIndex, search),
    queryFn: ({ signal }) => crmUsers.page(paydeck.http, { pageIndex, pageSize: USERS_PAGE_SIZE, search }, signal),
    placeholderData: keepPreviousData,
  })
}

export function useGrants(id: number) {
  const paydeck = usePaydeck()
  return useQuery({ queryKey: userKeys.grants(id), queryFn: ({ signal }) => crmUsers.grants(paydeck.http, id, signal) })
}
