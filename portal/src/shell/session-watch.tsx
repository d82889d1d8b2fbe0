import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useNavigate } from '@tanstack/react-router'
import { createIdleWatcher, type IdleWatcher } from '@paydeck/core/idle'
import { useUser } from '@paydeck/react'
import { usePortal } from '../app/portal-context'
import { authPaths } from '../auth/auth-paths'

// The warning is code the first screen does not need: it loads when the idle period ends.
const IdleWarning = lazy(() => import('./idle-warning').then((module) => ({ default: module.IdleWarning })))

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const

const SignOutContext = createContext<() => void>(() => undefined)

/** Signs out here and in the browser's other tabs. */
export const useSignOut = () => useContext(SignOutContext)

/**
 * Seed 000 section 4: idle watching while a profile exists; after the idle period the 'You have been
 * inactive' dialog counts down; Continue resets; Quit, closing it or zero signs out, in every tab.
 */
export function SessionWatch({ children }: { children: ReactNode }) {
  const { idle, auth, paydeck } = usePortal()
  const user = useUser()
  const navigate = useNavigate()
  const watcher = useRef<IdleWatcher | null>(null)
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null)

  const leave = useCallback(() => {
    setSecondsLeft(null)
    void navigate({ to: authPaths.logout, state: { local: true } })
  }, [navigate])

  // Another tab has ended the session at the provider: this one only forgets it (a second sign-out at the
  // provider would race the first).
  const forget = useCallback(async () => {
    setSecondsLeft(null)
    await auth.forgetUser()
    paydeck.session.reset()
    await navigate({ to: authPaths.loggedOut, replace: true })
  }, [auth, paydeck, navigate])

  const signOut = useCallback(() => {
    watcher.current?.announceSignOut()
    leave()
  }, [leave])

  const userId = user?.id
  useEffect(() => {
    if (userId === undefined) return
    const current = createIdleWatcher({
      ...idle,
      onWarning: setSecondsLeft,
      onCountdown: setSecondsLeft,
      onTimeout: () => {
        current.announceSignOut()
        leave()
      },
      onSignedOutElsewhere: () => void forget(),
    })
    watcher.current = current
    current.start()
    const activity = () => current.activity()
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, activity, { passive: true })
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, activity)
      current.stop()
      watcher.current = null
    }
  }, [userId, idle, leave, forget])

  const keepWorking = () => {
    watcher.current?.continueSession()
    setSecondsLeft(null)
  }

  return (
    <SignOutContext.Provider value={signOut}>
      {children}
      {secondsLeft !== null && (
        <Suspense>
          <IdleWarning
            secondsLeft={secondsLeft}
            // Closing the dialog (Escape, the X) is Quit; Continue has already ended the warning.
            onClose={() => watcher.current?.warning && signOut()}
            onQuit={signOut}
            onContinue={keepWorking}
          />
        </Suspense>
      )}
    </SignOutContext.Provider>
  )
}
