import type { HttpClient } from '../../http/http-client'
import { callRoute } from '../../contract/call-route'
import { lookupCalls as calls } from './lookups.calls'
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

/** Each list's call. */
const callOf = {
  countries: calls.activeCountries,
  currencies: calls.activeCurrencies,
  languages: calls.activeLanguages,
  customers: calls.activeCustomers,
  paymentMethods: calls.activePaymentMethods,
  serviceProviders: calls.activeServiceProviders,
} as const

export const fetchActiveList = <K extends ActiveListName>(
  http: HttpClient,
  name: K,
  signal?: AbortSignal,
): Promise<ActiveLists[K]> => callRoute(http, callOf[name], { signal }) as Promise<ActiveLists[K]>

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
