import { deviceTimeZone, userMessageOf } from '@paydeck/core'
import { useStore } from 'zustand'
import {
  systemModeToggle,
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
 * The language and time zone an element shows: its own locale attribute, else the instance's; the signed-in
 * user's zone, else the browser's (a page that brings its own token may never load the user).
 */
export function useElementSettings(locale?: string): { locale: string; timeZone: string } {
  const instanceLocale = useLocale()
  const timeZone = useUser()?.configureTimeZone ?? deviceTimeZone()
  return { locale: locale ?? instanceLocale, timeZone }
}

/**
 * Why the signed-in user's context could not be loaded (a refused or missing token, the server down, an answer that
 * does not parse), as thrown; null while it loads or once it has. A widget waiting for the user says this instead.
 */
export function useUserContextFailure(): unknown {
  return useSession((state) => (state.userStatus === 'failed' ? state.userFailure : null))
}

/** The same failure in the words a user is shown; null while the context loads or once it has. */
export function useUserContextProblem(): string | null {
  const failure = useUserContextFailure()
  return failure ? userMessageOf(failure) : null
}
