import type { User, UserManager } from 'oidc-client-ts'
import type * as OidcManager from './oidc-manager'
import type { AuthSource } from '../auth/auth-source'
import { safeReturnUrl } from '../auth/return-url'
import { PaydeckAuthError } from '../http/errors'

export interface OidcSettings {
  authority: string
  clientId: string
  /** Where the provider sends the browser back after sign-in (authentication/login-callback). */
  redirectUri: string
  /** The page the silent sign-in and renew iframe loads. */
  silentRedirectUri: string
  /** Where the provider sends the browser after sign-out (authentication/logout-callback). */
  postLogoutRedirectUri: string
  scope?: string
  /** Session storage by default; never localStorage. Tests pass memory storage. */
  store?: Storage
}

/** returnUrl is null when none was given or it was not same-origin: the app picks the user's default path. */
export type SignInResult =
  { status: 'success'; returnUrl: string | null } | { status: 'redirect' } | { status: 'fail'; message: string }

export interface OidcAuth extends AuthSource {
  /** Silent sign-in first; when the provider needs the user, a redirect to its login page. */
  signIn(returnUrl?: string | null): Promise<SignInResult>
  /** On the login-callback page: finish the redirect sign-in. */
  completeSignIn(url?: string): Promise<SignInResult>
  /** On the silent-renew page (inside the iframe). */
  completeSilentSignIn(url?: string): Promise<void>
  signOut(): Promise<void>
  /** On the logout-callback page. */
  completeSignOut(url?: string): Promise<void>
  /** The provider ended the session or the token expired: the host clears its state. */
  onSignedOut(listener: () => void): () => void
  getUser(): Promise<User | null>
  /** Forgets the signed-in user here only (another tab signed out at the provider already). */
  forgetUser(): Promise<void>
}

export const SIGN_IN_ERROR_PREFIX = 'There was an error signing in. Error: '

let client: Promise<typeof OidcManager> | undefined

/**
 * Starts fetching the OIDC client, once (createOidcAuth waits for the same fetch): an app calls it as it starts, so
 * that the client downloads beside the app's configuration instead of after it.
 */
export function loadOidcClient(): Promise<typeof OidcManager> {
  return (client ??= import('./oidc-manager'))
}

/**
 * OIDC authorization code with PKCE through oidc-client-ts, as spec-decisions describes it. The client's code
 * (about 17 KB gzip) is fetched when the auth is created and awaited by the first call, so an app paints its first
 * screen (the sign-in page, a splash) without waiting for it.
 */
export function createOidcAuth(settings: OidcSettings): OidcAuth {
  const origin = new URL(settings.redirectUri).origin
  const listeners = new Set<() => void>()
  const signedOut = () => listeners.forEach((listener) => listener())
  const ready = loadOidcClient().then(({ managerOf }) => managerOf(settings, signedOut))
  const withManager =
    <A extends unknown[], R>(use: (manager: UserManager, ...args: A) => Promise<R>) =>
    async (...args: A) =>
      use(await ready, ...args)

  return {
    getAccessToken: withManager(async (manager) => {
      const user = await manager.getUser()
      return user && !user.expired ? user.access_token : null
    }),
    getUser: withManager((manager) => manager.getUser()),
    forgetUser: withManager((manager) => manager.removeUser()),

    signIn: withManager(async (manager, returnUrl?: string | null): Promise<SignInResult> => {
      const target = safeReturnUrl(returnUrl, origin, null)
      try {
        await manager.signinSilent({ state: { returnUrl: target } })
        return { status: 'success', returnUrl: target }
      } catch {
        // No provider session (or consent needed): the provider's login page takes over.
      }
      try {
        await manager.signinRedirect({ state: { returnUrl: target } })
        return { status: 'redirect' }
      } catch (error) {
        return { status: 'fail', message: signInErrorMessage(error) }
      }
    }),

    completeSignIn: withManager(async (manager, url?: string): Promise<SignInResult> => {
      try {
        const user = await manager.signinRedirectCallback(url)
        const state = user.state as { returnUrl?: string } | undefined
        return { status: 'success', returnUrl: safeReturnUrl(state?.returnUrl, origin, null) }
      } catch (error) {
        return { status: 'fail', message: signInErrorMessage(error) }
      }
    }),

    completeSilentSignIn: withManager(async (manager, url?: string) => {
      await manager.signinSilentCallback(url)
    }),

    signOut: withManager(async (manager) => {
      try {
        await manager.signoutRedirect()
      } catch (error) {
        throw new PaydeckAuthError('Sign-out at the identity provider failed.', { cause: error })
      } finally {
        // The local session ends whether or not the provider could be told.
        await manager.removeUser()
      }
    }),

    completeSignOut: withManager(async (manager, url?: string) => {
      await manager.signoutRedirectCallback(url)
    }),

    onSignedOut(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The provider answered a silent request by asking for a login: its session is gone. */
export function providerSessionEnded(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error
  return code === 'login_required' || code === 'interaction_required' || code === 'consent_required'
}

export function signInErrorMessage(error: unknown): string {
  if (error instanceof Error && /popup.*closed|closed by user/i.test(error.message))
    return 'The user closed the window.'
  const detail = error instanceof Error ? error.message : JSON.stringify(error)
  return `${SIGN_IN_ERROR_PREFIX}${detail}`
}
