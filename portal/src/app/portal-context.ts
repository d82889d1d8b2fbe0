import { createContext, useContext } from 'react'
import type { Paydeck } from '@paydeck/react'
import type { OidcAuth } from '@paydeck/core/oidc'
import type { RuntimeConfig } from '../config/runtime-config'

/** What the portal's routes need beyond @paydeck/react: the OIDC sign-in of this deployment. */
export interface PortalContext {
  paydeck: Paydeck
  auth: OidcAuth
  idle: RuntimeConfig['idle']
  notifications: RuntimeConfig['notifications']
  /** Where the data-analytics window's page is served (its origin is the only one the portal listens to). */
  analyticsUrl: string
  /** The deployment's choice: offer the screens this edition does not build, marked, in the menus. */
  showUnbuiltScreens: boolean
}

export const PortalReactContext = createContext<PortalContext | null>(null)

export function usePortal(): PortalContext {
  const context = useContext(PortalReactContext)
  if (!context) throw new Error('usePortal() needs <PortalReactContext.Provider> around the app')
  return context
}
