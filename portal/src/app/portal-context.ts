import { createContext, useContext, useSyncExternalStore } from 'react'
import type { Paydeck, SessionState } from '@paydeck/core'
import type { OidcAuth } from '@paydeck/core/oidc'

export interface PortalContext {
  paydeck: Paydeck
  auth: OidcAuth
}

export const PortalReactContext = createContext<PortalContext | null>(null)

export function usePortal(): PortalContext {
  const context = useContext(PortalReactContext)
  if (!context) throw new Error('usePortal() needs <PortalReactContext.Provider> around the app')
  return context
}

/** A slice of the session store, re-rendering when it changes. */
export function useSession<T>(select: (state: SessionState) => T): T {
  const { paydeck } = usePortal()
  return useSyncExternalStore(paydeck.session.subscribe, () => select(paydeck.session.getState()))
}
