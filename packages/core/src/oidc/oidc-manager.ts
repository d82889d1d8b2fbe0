import { UserManager, WebStorageStateStore } from 'oidc-client-ts'
import { providerSessionEnded, type OidcSettings } from './oidc-auth'

// The OIDC client itself, imported by createOidcAuth when it is called: an app's first screen does not wait for it.

/** The client, its stores in session storage (never localStorage), and the events that end the session here. */
export function managerOf(settings: OidcSettings, signedOut: () => void): UserManager {
  const store = settings.store ?? globalThis.sessionStorage
  const manager = new UserManager({
    authority: settings.authority,
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    silent_redirect_uri: settings.silentRedirectUri,
    post_logout_redirect_uri: settings.postLogoutRedirectUri,
    response_type: 'code',
    scope: settings.scope ?? 'openid profile email',
    userStore: new WebStorageStateStore({ store }),
    stateStore: new WebStorageStateStore({ store }),
    automaticSilentRenew: true,
    monitorSession: false,
  })
  manager.events.addAccessTokenExpired(async () => {
    await manager.removeUser()
    signedOut()
  })
  manager.events.addUserSignedOut(async () => {
    await manager.removeUser()
    signedOut()
  })
  manager.events.addSilentRenewError(async (error) => {
    // The provider ended the session (signed out elsewhere): it now wants a login. Other failures
    // (network) keep the current token until it expires, and the expiry signs out.
    if (providerSessionEnded(error)) {
      await manager.removeUser()
      signedOut()
    }
  })
  return manager
}
