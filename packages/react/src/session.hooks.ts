import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useStore } from 'zustand'
import { methodNameOf } from '@paydeck/core/labels'
import { activeListQuery, type ActiveListName, type ActiveLists, type Customer } from '@paydeck/core/lookups'
import {
  mayFollow,
  systemModeToggle,
  type CallRule,
  type SessionState,
  type SystemMode,
  type SystemModeToggle,
  type UserContext,
} from '@paydeck/core'
import { useLocale, usePaydeck } from './paydeck-provider'

/** A slice of the signed-in session; the component re-renders when the slice changes. */
export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(usePaydeck().session, select)
}

export function useUser(): UserContext | null {
  return useSession((state) => state.user)
}

/** Whether the user holds any one of a comma-separated list of permissions. */
export function useCan(required: string | undefined | null): boolean {
  const paydeck = usePaydeck()
  // Subscribing to the permission list makes the answer update when the user context arrives.
  useSession((state) => state.user?.permissions)
  return paydeck.can(required)
}

/**
 * Whether the user may make the calls of a rule an area exports (`pricebookRule`), the rule the server enforces: 'checking' until their
 * context has come. A screen asks it of its main call before it shows, so an element placed where its user has no
 * access says so instead of offering actions the server refuses. A context that failed to load decides nothing
 * ('allowed'): the screen's own call then shows that failure.
 */
export function useCallAccess(rule: CallRule): 'checking' | 'allowed' | 'refused' {
  const user = useSession((state) => state.user)
  const kind = useSession((state) => state.userKind)
  const status = useSession((state) => state.userStatus)
  if (!user || !kind) return status === 'failed' ? 'allowed' : 'checking'
  return mayFollow(rule, { kind, permissions: user.permissions, isAdministrator: user.isAdministrator })
    ? 'allowed'
    : 'refused'
}

export interface SystemModeState extends SystemModeToggle {
  mode: SystemMode
  setMode: (mode: SystemMode) => void
}

export function useSystemMode(): SystemModeState {
  const paydeck = usePaydeck()
  const mode = useSession((state) => state.systemMode)
  const processingStatus = useSession((state) => state.user?.processingStatus ?? null)
  const isMerchant = useSession((state) => state.userKind === 'merchant')
  return { mode, ...systemModeToggle(processingStatus, isMerchant), setMode: paydeck.session.setSystemMode }
}

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

/**
 * The language and time zone an element shows: its own locale attribute, else the instance's; the signed-in
 * user's zone, else the browser's (a page that brings its own token may never load the user).
 */
export function useElementSettings(locale?: string): { locale: string; timeZone: string } {
  const instanceLocale = useLocale()
  const timeZone = useUser()?.configureTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone
  return { locale: locale ?? instanceLocale, timeZone }
}
