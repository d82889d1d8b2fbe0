export { createOidcAuth, loadOidcClient, signInErrorMessage, SIGN_IN_ERROR_PREFIX } from './oidc-auth'
export type { OidcAuth, OidcSettings, SignInResult } from './oidc-auth'
export { completeSilentSignInPage } from './silent-callback'
