import type { QueryClient } from '@tanstack/react-query'
import type { Paydeck, UserKind } from '@paydeck/core'
import { noFilters, ticketPageQuery } from './ticket-list/use-ticket-page'
import { assigneesQuery, categoriesQuery, myTenantQuery } from './tickets/support-queries'

/** The open tickets the support home starts with: the first page, status Opened. */
export const openTicketsFilter = { status: 'Opened' } as const

/**
 * Seed 000 section 2: before tenant/support shows, the first page of open tickets, the CRM users, the categories
 * and the tenant's name load, all at once (the customers come with the user context). Other sides preload what
 * they have of the same.
 */
export function preloadSupportHome(queryClient: QueryClient, paydeck: Paydeck, kind: UserKind): Promise<unknown> {
  const channel = 'CustomerToTenant'
  return Promise.all([
    queryClient.ensureQueryData(ticketPageQuery(paydeck, kind, channel, { ...noFilters, ...openTicketsFilter }, '', 0)),
    queryClient.ensureQueryData(categoriesQuery(paydeck)),
    ...(kind === 'merchant' ? [] : [queryClient.ensureQueryData(assigneesQuery(paydeck))]),
    ...(kind === 'tenant' ? [queryClient.ensureQueryData(myTenantQuery(paydeck))] : []),
  ])
}
