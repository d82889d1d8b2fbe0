import { useEffect, useRef, useState } from 'react'
import { Link, useRouter, useRouterState } from '@tanstack/react-router'
import { defaultPathFor } from '@paydeck/core'
import { usePortal } from '../app/portal-context'
import { StatusPage } from '../app/status-page'
import { authPaths, LOGGED_OUT_MESSAGE, LOGOUT_NOT_LOCAL_MESSAGE, UNAUTHORIZED_MESSAGE } from './auth-paths'

/** Runs an effect once per mount, also under StrictMode's double invocation. */
function useOnce(effect: () => void) {
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    effect()
  })
}

/** After sign-in: load the user context, then go to the return URL or the user's default path. */
function useFinishSignIn() {
  const { paydeck } = usePortal()
  const router = useRouter()
  return async (returnUrl: string | null) => {
    await paydeck.session.loadUserContext()
    router.history.replace(returnUrl ?? defaultPathFor(paydeck.session.getState().userKind))
  }
}

function useFailSignIn() {
  const router = useRouter()
  return (message: string) => void router.navigate({ to: authPaths.loginFailed, search: { message }, replace: true })
}

export function LoginPage({ returnUrl }: { returnUrl: string | undefined }) {
  const { auth } = usePortal()
  const finish = useFinishSignIn()
  const fail = useFailSignIn()
  useOnce(() => {
    void auth.signIn(returnUrl).then((result) => {
      if (result.status === 'success') return finish(result.returnUrl)
      if (result.status === 'fail') fail(result.message)
    })
  })
  return <StatusPage title="Signing you in…" busy />
}

export function LoginCallbackPage() {
  const { auth } = usePortal()
  const finish = useFinishSignIn()
  const fail = useFailSignIn()
  useOnce(() => {
    void auth.completeSignIn().then((result) => {
      if (result.status === 'success') return finish(result.returnUrl)
      if (result.status === 'fail') fail(result.message)
    })
  })
  return <StatusPage title="Signing you in…" busy />
}

export function LoginFailedPage({ message }: { message: string | undefined }) {
  return (
    <StatusPage title="Sign-in failed" tone="error">
      <p role="alert">{message || 'Sign-in did not complete.'}</p>
      <Link className="button" to={authPaths.login}>
        Try again
      </Link>
    </StatusPage>
  )
}

export function LogoutPage() {
  const { paydeck } = usePortal()
  const router = useRouter()
  const local = useRouterState({ select: (state) => state.location.state.local === true })
  const [failed, setFailed] = useState(false)
  useOnce(() => {
    if (!local) return
    // The provider redirects back to logout-callback; if it cannot be reached the local session is gone anyway.
    void paydeck.signOut().then((result) => {
      if (!result.ok) setFailed(true)
    })
  })
  useEffect(() => {
    if (failed) void router.navigate({ to: authPaths.loggedOut, replace: true })
  }, [failed, router])
  if (!local) {
    return (
      <StatusPage title="Sign out" tone="error">
        <p role="alert">{LOGOUT_NOT_LOCAL_MESSAGE}</p>
        <Link className="button" to="/">
          Back to Paydeck
        </Link>
      </StatusPage>
    )
  }
  return <StatusPage title="Signing you out…" busy />
}

export function LogoutCallbackPage() {
  const { auth } = usePortal()
  const router = useRouter()
  useOnce(() => {
    void auth
      .completeSignOut()
      .catch(() => undefined)
      .then(() => router.navigate({ to: authPaths.loggedOut, replace: true }))
  })
  return <StatusPage title="Signing you out…" busy />
}

export function LoggedOutPage() {
  return (
    <StatusPage title="Signed out">
      <p role="status">{LOGGED_OUT_MESSAGE}</p>
      <Link className="button" to={authPaths.login}>
        Sign in again
      </Link>
    </StatusPage>
  )
}

export function UnauthorizedPage() {
  return (
    <StatusPage title="Access denied" tone="error">
      <p role="alert">{UNAUTHORIZED_MESSAGE}</p>
      <p>Sign out, then sign in again with an account that has access to this page.</p>
      <div className="actions">
        <Link className="button" to={authPaths.logout} state={{ local: true }}>
          Sign out
        </Link>
        <Link className="button button--secondary" to="/">
          Back to my dashboard
        </Link>
      </div>
    </StatusPage>
  )
}

/** Account registration and management belong to the identity provider; the sandbox's has neither. */
export function IdentityAccountPage({ kind }: { kind: 'profile' | 'register' }) {
  return (
    <StatusPage title={kind === 'profile' ? 'Your account' : 'Create an account'}>
      <p>
        {kind === 'profile'
          ? 'Your sign-in details are managed by your organisation’s identity provider. This provider offers no account page.'
          : 'New accounts are created by your organisation’s administrators. This provider does not offer sign-up.'}
      </p>
      <Link className="button" to={authPaths.login}>
        Go to sign-in
      </Link>
    </StatusPage>
  )
}
