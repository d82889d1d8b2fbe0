import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query'
import {
  fetchUserDashboard,
  fetchWidgetData,
  storedFiltersOf,
  type Widget,
  type WidgetFilterValue,
} from '@paydeck/core/dashboard'
import { usePaydeck, type Paydeck } from '@paydeck/react'
import { useUi } from '@paydeck/ui'

export const dashboardKeys = {
  all: ['paydeck', 'dashboard'] as const,
  user: () => [...dashboardKeys.all, 'user'] as const,
  // The source is in the key: an editor's preview of a new widget (id 0) reads whichever source is chosen.
  data: (widgetId: number, source: string, filters: Record<string, WidgetFilterValue>) =>
    [...dashboardKeys.all, 'data', widgetId, source, filters] as const,
}

const userDashboardQuery = (paydeck: Pick<Paydeck, 'http'>) => ({
  queryKey: dashboardKeys.user(),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchUserDashboard(paydeck.http, signal),
})

export function useUserDashboard() {
  return useQuery(userDashboardQuery(usePaydeck()))
}

/** Asks for the user's dashboard while the screen's code loads (a router's loader): its widgets ask sooner. */
export const preloadUserDashboard = (queryClient: QueryClient, paydeck: Pick<Paydeck, 'http'>) =>
  queryClient.prefetchQuery(userDashboardQuery(paydeck))

/**
 * A widget's data with its stored filters and the screen's own (a table's page): each widget loads on its own, and
 * keeps its last figures while the next load runs or when it fails (seed 002's widget loading).
 */
export function useWidgetData(widget: Widget, extra: Record<string, WidgetFilterValue> = {}) {
  const paydeck = usePaydeck()
  // Days and hours are the user's zone's (their profile's), named to the server.
  const { timeZone } = useUi()
  const filters = { ...storedFiltersOf(widget), ...extra }
  return useQuery({
    queryKey: dashboardKeys.data(widget.widgetId, widget.data.dataSourceEndpoint, { ...filters, timeZone }),
    queryFn: ({ signal }) => fetchWidgetData(paydeck.http, widget, filters, timeZone, signal),
    enabled: widget.data.dataSourceEndpointId !== 'none',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}
