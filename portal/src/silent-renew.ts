import { completeSilentSignInPage } from '@paydeck/core/oidc'

// /authentication/silent-renew: the iframe of a silent sign-in or renew only hands the provider's answer to the
// portal's window. Its own small page (seed 000), so a sign-in does not download and start the portal a second time.
void completeSilentSignInPage()
