import { useEffect, useRef, useState } from 'react'
import { Link, useRouter, useRouterState } from '@tanstack/react-router'
import { defaultPathFor } from '@paydeck/core'
import { usePortal } from '../app/portal-context'
import { StatusPage } from '../app/status-page'
import { usePortalT } from '../i18n/portal-i18n'
import { authPaths } from './auth-paths'
import { statusActions, statusButton, statusButtonSecondary } from '../app/page-styles'

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
  return <SigningIn />
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
  return <SigningIn />
}

function SigningIn() {
  return <StatusPage title={usePortalT()('auth.signingIn')} busy />
}

function SigningOut() {
  return <StatusPage title={usePortalT()('auth.signingOut')} busy />
}

export function LoginFailedPage({ message }: { message: string | undefined }) {
  const t = usePortalT()
  return (
    <StatusPage title={t('auth.signInFailed')} tone="error">
      <p role="alert">{message || t('auth.signInIncomplete')}</p>
      <Link className={statusButton} to={authPaths.login}>
        {t('auth.tryAgain')}
      </Link>
    </StatusPage>
  )
}

export function LogoutPage() {
  const { paydeck } = usePortal()
  const router = useRouter()
  const local = useRouterState({ select: (state) => state.location.state.local === true })
  const [failed, setFailed] = useState(false)
  const t = usePortalT()
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
      <StatusPage title={t('auth.signOut')} tone="error">
        <p role="alert">{t('auth.notLocal')}</p>
        <Link className={statusButton} to="/">
          {t('auth.backToPaydeck')}
        </Link>
      </StatusPage>
    )
  }
  return <SigningOut />
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
  return <SigningOut />
}

export function LoggedOutPage() {
  const t = usePortalT()
  return (
    <StatusPage title={t('auth.signedOut')}>
      <p role="status">{t('auth.loggedOut')}</p>
      <Link className={statusButton} to={authPaths.login}>
        {t('auth.signInAgain')}
      </Link>
    </StatusPage>
  )
}

export function UnauthorizedPage() {
  const t = usePortalT()
  return (
    <StatusPage title={t('auth.accessDenied')} tone="error">
      <p role="alert">{t('auth.unauthorized')}</p>
      <p>{t('auth.unauthorizedHint')}</p>
      <div className={statusActions}>
        <Link className={statusButton} to={authPaths.logout} state={{ local: true }}>
          {t('auth.signOut')}
        </Link>
        <Link className={statusButtonSecondary} to="/">
          {t('auth.backToDashboard')}
        </Link>
      </div>
    </StatusPage>
  )
}

/** Account registration and management belong to the identity provider; the sandbox's has neither. */
export function IdentityAccountPage({ kind }: { kind: 'profile' | 'register' }) {
  const t = usePortalT()
  return (
    <StatusPage title={t(kind === 'profile' ? 'auth.yourAccount' : 'auth.createAccount')}>
      <p>{t(kind === 'profile' ? 'auth.accountManaged' : 'auth.accountsCreated')}</p>
      <Link className={statusButton} to={authPaths.login}>
        {t('auth.goToSignIn')}
      </Link>
    </StatusPage>
  )
}
