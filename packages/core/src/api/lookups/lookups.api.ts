import type { HttpClient } from '../../http/http-client'
import {
  countriesSchema,
  currenciesSchema,
  customersSchema,
  languagesSchema,
  paymentMethodsSchema,
  serviceProvidersSchema,
  type Country,
  type Currency,
  type Customer,
  type Language,
  type PaymentMethod,
  type ServiceProvider,
} from './lookups.schema'

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

// Paths as the documents spell them (the merchant's currencies path, not its countries path: spec-decisions);
// the request rules rewrite them per user kind.
const fetchers: { [K in ActiveListName]: (http: HttpClient, signal?: AbortSignal) => Promise<ActiveLists[K]> } = {
  countries: (http, signal) => http.json(countriesSchema, 'lookup/active-countries', { signal }),
  currencies: (http, signal) => http.json(currenciesSchema, 'lookup/active-currencies', { signal }),
  languages: (http, signal) => http.json(languagesSchema, 'lookup/active-languages', { signal }),
  customers: (http, signal) => http.json(customersSchema, 'users/crm/active-customers', { signal }),
  paymentMethods: (http, signal) =>
    http.json(paymentMethodsSchema, 'api/crm/lookup/active-payment-methods', { signal }),
  serviceProviders: (http, signal) =>
    http.json(serviceProvidersSchema, 'api/crm/transaction-service-providers', { signal }),
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
