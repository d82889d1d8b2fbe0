// The active lists (currencies, payment methods, customers…) as queries of the instance: apart from the session
// hooks, so that an element that shows none of them (the bell) carries neither their requests nor their words.
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { methodNameOf } from '@paydeck/core/labels'
import { activeListQuery, type ActiveListName, type ActiveLists, type Customer } from '@paydeck/core/lookups'
import type { SessionState } from '@paydeck/core'
import { usePaydeck } from './paydeck-provider'
import { useSession } from './session.hooks'

/**
 * An active list as a query of the instance: fetched by whichever component needs it first, shared by every other.
 * Customers are asked for only once the user is known to be staff (merchants have none).
 */
export function useActiveList<K extends ActiveListName>(name: K): UseQueryResult<ActiveLists[K]> {
  const paydeck = usePaydeck()
  const kind = useSession((state) => (state.user ? state.userKind : null))
  return useQuery({ ...activeListQuery(paydeck.http, name), enabled: name !== 'customers' || isStaff(kind) })
}

/** Payment methods' names in a language: the label layer's words, else the tenant's configured name. */
export function usePaymentMethodNames(locale: string): (code: string) => string {
  const methods = useActiveList('paymentMethods')
  const configured = new Map((methods.data ?? []).map((method) => [method.code, method.name]))
  return (code) => methodNameOf(code, locale, configured.get(code))
}

const isStaff = (kind: SessionState['userKind']) => kind === 'tenant' || kind === 'platform'
const namesById = (customers: Customer[]) => Object.fromEntries(customers.map((c) => [c.id, c.name]))
const NO_NAMES: Record<number, string> = {}

/** The active customers as a map of id to name (empty for merchants and while loading). */
export function useCustomerNames(): Record<number, string> {
  const paydeck = usePaydeck()
  const kind = useSession((state) => (state.user ? state.userKind : null))
  const names = useQuery({
    ...activeListQuery(paydeck.http, 'customers'),
    enabled: isStaff(kind),
    select: namesById,
  })
  return names.data ?? NO_NAMES
}
