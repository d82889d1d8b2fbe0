import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  dataSources,
  fetchPersonalCategories,
  fetchPersonalShares,
  fetchPersonalWidgets,
  fetchShareRoles,
  fetchTenantRoles,
  fetchWidgetCategories,
  fetchWidgetsByCategory,
} from '@paydeck/core/dashboard'
import { usePaydeck } from '@paydeck/react'
import { dashboardKeys } from '../dashboard-queries'

export const manageKeys = {
  dataSources: () => [...dashboardKeys.all, 'data-sources'] as const,
  categories: () => [...dashboardKeys.all, 'manage', 'categories'] as const,
  widgets: () => [...dashboardKeys.all, 'manage', 'widgets'] as const,
  roles: () => [...dashboardKeys.all, 'manage', 'roles'] as const,
  personal: (part: 'widgets' | 'categories' | 'shares' | 'roles') => [...dashboardKeys.all, 'personal', part] as const,
}

export function useDataSources() {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: manageKeys.dataSources(),
    queryFn: ({ signal }) => dataSources(paydeck.http, signal),
    staleTime: Infinity,
  })
}

export function useManagedCategories() {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: manageKeys.categories(),
    queryFn: ({ signal }) => fetchWidgetCategories(paydeck.http, signal),
  })
}

export function useManagedWidgets() {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: manageKeys.widgets(),
    queryFn: ({ signal }) => fetchWidgetsByCategory(paydeck.http, signal),
  })
}

export function useTenantRoles() {
  const paydeck = usePaydeck()
  return useQuery({ queryKey: manageKeys.roles(), queryFn: ({ signal }) => fetchTenantRoles(paydeck.http, signal) })
}

const personalReads = {
  widgets: fetchPersonalWidgets,
  categories: fetchPersonalCategories,
  shares: fetchPersonalShares,
  roles: fetchShareRoles,
}

export function usePersonal<T>(part: 'widgets' | 'categories' | 'shares' | 'roles') {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: manageKeys.personal(part),
    queryFn: ({ signal }) => personalReads[part](paydeck.http, signal) as Promise<T>,
  })
}

/**
 * A change to dashboards: afterwards everything of the dashboard is asked again (the user's dashboard shows admins'
 * and personal widgets alike, so one change can move any list).
 */
export function useDashboardChange<A, R>(change: (http: ReturnType<typeof usePaydeck>['http'], args: A) => Promise<R>) {
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (args: A) => change(paydeck.http, args),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  })
}
