import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { createPaydeck, PaydeckProvider } from '@paydeck/react'
import { AlertsProvider } from '@paydeck/ui/alerts'
import { createOidcAuth, loadOidcClient } from '@paydeck/core/oidc'
import { PortalReactContext, type PortalContext } from './app/portal-context'
import { createPortalRouter } from './app/router'
import { StatusPage } from './app/status-page'
import { authPaths } from './auth/auth-paths'
import { loadRuntimeConfig } from './config/runtime-config'
import { loadPortalLocale, PortalI18nProvider, preferredLocale } from './i18n/portal-i18n'
import { ErrorSnackbar } from './shell/error-snackbar'
import { CodeStep } from './shell/code-step'
// One Panda sheet for the design system, the widgets and the portal (pnpm css; it declares the layers' order), then
// the theme's defaults and the reset in its base layer.
import './generated/portal.css'
import './styles.css'
import { statusButton } from './app/page-styles'

const root = createRoot(document.getElementById('root')!)

async function start() {
  // The sign-in client downloads beside the configuration, not after it.
  void loadOidcClient()
  const [config] = await Promise.all([loadRuntimeConfig(), loadPortalLocale(preferredLocale())])
  const origin = window.location.origin
  const auth = createOidcAuth({
    authority: config.authority,
    clientId: config.clientId,
    redirectUri: `${origin}${authPaths.loginCallback}`,
    silentRedirectUri: `${origin}${authPaths.silentRenew}`,
    postLogoutRedirectUri: `${origin}${authPaths.logoutCallback}`,
  })
  // The silent sign-in and renew iframe only hands its result to the parent window.
  if (window.location.pathname === authPaths.silentRenew) return auth.completeSilentSignIn()

  const paydeck = createPaydeck({
    hosts: config.hosts,
    auth,
    defaultSystemMode: config.defaultSystemMode,
    locale: preferredLocale(),
    // In development the monitoring hook writes errors to the console; a deployment wires its error tracker here.
    ...(import.meta.env.DEV && { observability: { onError: (report) => console.warn('Paydeck error', report) } }),
  })
  const context: PortalContext = {
    paydeck,
    auth,
    idle: config.idle,
    notifications: config.notifications,
    analyticsUrl: config.analyticsUrl ?? new URL('/analytics', config.authority).href,
    showUnbuiltScreens: config.showUnbuiltScreens,
  }
  const router = createPortalRouter(context)
  auth.onSignedOut(() => {
    paydeck.session.reset()
    void router.navigate({ to: authPaths.login, search: { returnUrl: router.state.location.href } })
  })
  root.render(
    <StrictMode>
      <PaydeckProvider paydeck={paydeck}>
        <PortalI18nProvider>
          <AlertsProvider>
            <ErrorSnackbar />
            <CodeStep />
            <PortalReactContext.Provider value={context}>
              <RouterProvider router={router} />
            </PortalReactContext.Provider>
          </AlertsProvider>
        </PortalI18nProvider>
      </PaydeckProvider>
    </StrictMode>,
  )
}

start().catch((error: unknown) => {
  root.render(
    <StatusPage title="Paydeck could not start" tone="error">
      <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
      <button className={statusButton} type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </StatusPage>,
  )
})
