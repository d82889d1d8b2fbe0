import { createRootRouteWithContext, createRoute, createRouter, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { defaultPathFor } from '@paydeck/core'
import {
  IdentityAccountPage,
  LoggedOutPage,
  LoginCallbackPage,
  LoginFailedPage,
  LoginPage,
  LogoutCallbackPage,
  LogoutPage,
  UnauthorizedPage,
} from '../auth/auth-pages'
import { authPaths } from '../auth/auth-paths'
import { SignedInPage } from '../home/signed-in-page'
import type { PortalContext } from './portal-context'
import { RootLayout } from './root-layout'
import { StatusPage } from './status-page'

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPortalRouter>
  }
  interface HistoryState {
    /** Set when the portal itself started a sign-out (seed 000: otherwise the logout page refuses). */
    local?: boolean
  }
}

const rootRoute = createRootRouteWithContext<PortalContext>()({ component: RootLayout })

const page = <TPath extends string>(path: TPath, component: () => React.ReactNode) =>
  createRoute({ getParentRoute: () => rootRoute, path, component })

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: authPaths.login,
  validateSearch: z.object({ returnUrl: z.string().optional() }),
  component: function Login() {
    return <LoginPage returnUrl={loginRoute.useSearch().returnUrl} />
  },
})

const loginFailedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: authPaths.loginFailed,
  validateSearch: z.object({ message: z.string().optional() }),
  component: function LoginFailed() {
    return <LoginFailedPage message={loginFailedRoute.useSearch().message} />
  },
})

/** Whether anyone is signed in; when so, the user context is loaded before anything renders. */
async function loadSignedInUser({ auth, paydeck }: PortalContext): Promise<boolean> {
  if (!(await auth.getAccessToken())) return false
  if (paydeck.session.getState().userStatus !== 'ready') await paydeck.session.loadUserContext()
  return true
}

/** Guards: signed in (else login with returnUrl), then the user context loaded (a splash meanwhile). */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: async ({ context, location }) => {
    if (!(await loadSignedInUser(context))) {
      throw redirect({ to: authPaths.login, search: { returnUrl: location.href } })
    }
  },
  pendingComponent: () => <StatusPage title="Loading your profile…" busy />,
})

const merchantDashboardRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/dashboard',
  component: SignedInPage,
})
const crmDashboardRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/crm/dashboard',
  component: SignedInPage,
})

/** The root and any unknown path go to the signed-in user's default dashboard, or to sign-in. */
const fallbackRoute = (path: string) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: async ({ context }) => {
      if (!(await loadSignedInUser(context))) throw redirect({ to: authPaths.login })
      throw redirect({ to: defaultPathFor(context.paydeck.session.getState().userKind), replace: true })
    },
  })

const routeTree = rootRoute.addChildren([
  loginRoute,
  page(authPaths.loginCallback, LoginCallbackPage),
  loginFailedRoute,
  page(authPaths.profile, () => <IdentityAccountPage kind="profile" />),
  page(authPaths.register, () => <IdentityAccountPage kind="register" />),
  page(authPaths.logout, LogoutPage),
  page(authPaths.logoutAlias, LogoutPage),
  page(authPaths.loggedOut, LoggedOutPage),
  page(authPaths.logoutCallback, LogoutCallbackPage),
  page(authPaths.logoutCallbackAlias, LogoutCallbackPage),
  page(authPaths.unauthorized, UnauthorizedPage),
  signedInRoute.addChildren([merchantDashboardRoute, crmDashboardRoute]),
  fallbackRoute('/'),
  fallbackRoute('$'),
])

export function createPortalRouter(context: PortalContext) {
  return createRouter({ routeTree, context, defaultPendingMs: 150 })
}
