import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { lookupRoutes } from './lookups.routes'
import type { Country, Currency, Customer, Language, PaymentMethod, ServiceProvider } from './lookups.schema'

/** The active lists (seed 000 section 3), each a call of its own. */
export interface ActiveLists {
  countries: Country[]
  currencies: Currency[]
  languages: Language[]
  paymentMethods: PaymentMethod[]
  serviceProviders: ServiceProvider[]
  /** Tenant and platform staff only: merchants have no customers of their own (seed 000 section 6). */
  customers: Customer[]
}
export type ActiveListName = keyof ActiveLists

// The paths are the documents' (the request rules rewrite them per user kind), declared in lookups.routes.ts.
const { routes } = lookupRoutes
const fetchers: { [K in ActiveListName]: (http: HttpClient, signal?: AbortSignal) => Promise<ActiveLists[K]> } = {
  countries: (http, signal) => callRoute(http, routes.activeCountries, { signal }),
  currencies: (http, signal) => callRoute(http, routes.activeCurrencies, { signal }),
  languages: (http, signal) => callRoute(http, routes.activeLanguages, { signal }),
  customers: (http, signal) => callRoute(http, routes.activeCustomers, { signal }),
  paymentMethods: (http, signal) => callRoute(http, routes.activePaymentMethods, { signal }),
  serviceProviders: (http, signal) => callRoute(http, routes.activeServiceProviders, { signal }),
}

export function fetchActiveList<K extends ActiveListName>(
  http: HttpClient,
  name: K,
  signal?: AbortSignal,
): Promise<ActiveLists[K]> {
  return fetchers[name](http, signal)
}

/** An active list's place in the instance's cache. */
export const activeListKey = (name: ActiveListName) => ['paydeck', 'active-list', name] as const

/**
 * An active list as a query: whatever needs it runs it through the instance's QueryClient (a React hook, an
 * element, a route loader), so it is fetched once per instance and shared.
 */
export function activeListQuery<K extends ActiveListName>(http: HttpClient, name: K) {
  return {
    queryKey: activeListKey(name),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchActiveList(http, name, signal),
    // Reference data changes rarely; a sign-out clears the cache.
    staleTime: 10 * 60_000,
  }
}
