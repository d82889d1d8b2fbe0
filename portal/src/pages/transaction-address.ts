import { useSession, useUser } from '@paydeck/react'
import type { TicketReference } from '@paydeck/core/support'
import { mayOpen, routeByPath } from '../navigation/portal-routes'

// Where each kind of user looks a transaction up; ?tx= opens it there (the lookup's search keeps it).
const lookupPaths = {
  merchant: 'merchant/transaction-management/transaction-lookup',
  tenant: 'transaction-management/transaction-lookup',
} as const

/**
 * A transaction's address in the portal for the signed-in user, or undefined where they cannot open the lookup
 * (platform staff open a tenant's transactions with the tenant chosen first, so their references stay text).
 */
export function useTransactionAddress(): (id: number) => string | undefined {
  const kind = useSession((state) => state.userKind)
  const permissions = useUser()?.permissions ?? []
  const path = kind === 'merchant' || kind === 'tenant' ? lookupPaths[kind] : undefined
  const route = path === undefined ? undefined : routeByPath.get(path)
  if (!route || !mayOpen(route, kind, permissions)) return () => undefined
  return (id) => `/${route.path}?tx=${id}`
}

/** A ticket's transaction reference as a link to the transaction, where the reader may open it. */
export function useReferenceLink(): (reference: TicketReference) => string | undefined {
  const address = useTransactionAddress()
  return (reference) =>
    reference.key === 'transaction' && /^\d+$/.test(reference.value) ? address(Number(reference.value)) : undefined
}
