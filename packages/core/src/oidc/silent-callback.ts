import { UserManager } from 'oidc-client-ts'

/**
 * The silent sign-in and renew page's whole work (seed 000: a small static page): hand the provider's answer in the
 * iframe's URL to the window that opened it, on this origin. oidc-client-ts reads none of its settings on this path,
 * so the page needs neither the app nor its configuration: the settings it requires are the page's own address.
 */
export function completeSilentSignInPage(url = window.location.href): Promise<void> {
  const page = new URL(url)
  return new UserManager({
    authority: page.origin,
    client_id: 'silent-renew',
    redirect_uri: `${page.origin}${page.pathname}`,
  }).signinSilentCallback(url)
}
