import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router'
import type { ReactElement } from 'react'
import * as z from 'zod/mini'
import { defaultPathFor } from '@paydeck/core'
import { queryClientFor } from '@paydeck/react'
import { withShownWords } from '@paydeck/ui'
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
import { routePermissions } from '../navigation/nav-entry'
import { mayOpen, portalRoutes, routeByPath, type PortalRoute } from '../navigation/portal-routes'
import { screenKindOf, type ScreenKind } from '../navigation/screens'
import { supportSearch } from '../pages/support-paths'
import { documentSearch } from '../shell/document-viewer-host'
import { Shell } from '../shell/shell'
import type { PortalContext } from './portal-context'
import { AuthFrame } from './auth-frame'
import { Splash } from './splash'
import { widePage } from './page-styles'

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPortalRouter>
  }
  interface HistoryState {
    /** Set when the portal itself started a sign-out (seed 000: otherwise the logout page refuses). */
    local?: boolean
  }
}

// The root renders its matched child alone: signed-in screens bring the shell, the others the auth frame.
const rootRoute = createRootRouteWithContext<PortalContext>()()

/** The authentication pages share a plain frame: the brand, and a Login entry for whoever is signed out. */
const authFrameRoute = createRoute({ getParentRoute: () => rootRoute, id: 'authentication', component: AuthFrame })

const page = <TPath extends string>(path: TPath, component: () => React.ReactNode) =>
  createRoute({ getParentRoute: () => authFrameRoute, path, component })

const loginRoute = createRoute({
  getParentRoute: () => authFrameRoute,
  path: authPaths.login,
  validateSearch: z.object({ returnUrl: z.optional(z.string()) }),
  component: function Login() {
    return <LoginPage returnUrl={loginRoute.useSearch().returnUrl} />
  },
})

const loginFailedRoute = createRoute({
  getParentRoute: () => authFrameRoute,
  path: authPaths.loginFailed,
  validateSearch: z.object({ message: z.optional(z.string()) }),
  component: function LoginFailed() {
    return <LoginFailedPage message={loginFailedRoute.useSearch().message} />
  },
})

/**
 * Whether anyone is signed in; when so, the user context is loaded before anything renders, and meanwhile the code
 * of the screen asked for: the route asks for the same chunk once its guard has passed, and finds it there.
 */
async function loadSignedInUser({ auth, paydeck }: PortalContext, pathname: string): Promise<boolean> {
  if (!(await auth.getAccessToken())) return false
  if (paydeck.session.getState().userStatus !== 'ready') {
    preloadScreenOf(pathname)
    await paydeck.session.loadUserContext()
  }
  return true
}

/** Guards: signed in (else login with returnUrl), then the user context loaded (a splash meanwhile). */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  validateSearch: z.extend(documentSearch, supportSearch.shape),
  beforeLoad: async ({ context, location }) => {
    if (!(await loadSignedInUser(context, location.pathname))) {
      throw redirect({ to: authPaths.login, search: { returnUrl: location.href } })
    }
  },
  pendingComponent: Splash,
  component: Shell,
})

// Each screen is its own chunk, fetched when its route is first opened, with the words its packages bring in the
// language shown (their Turkish and Arabic are chunks of their own).
const screen = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  lazyRouteComponent(() => load().then(withShownWords), name)

/** A screen of @paydeck/admin as a portal page, loaded with its route: the package's entry of that screen alone. */
const adminScreen = (load: () => Promise<ReactElement>) =>
  lazyRouteComponent(() =>
    load()
      .then(withShownWords)
      .then((element) => ({ default: () => <div className={widePage}>{element}</div> })),
  )

const screens: Record<ScreenKind, ReturnType<typeof lazyRouteComponent>> = {
  dashboard: screen(() => import('../pages/dashboard-page'), 'DashboardPage'),
  profile: screen(() => import('../pages/profile-settings-page'), 'ProfileSettingsPage'),
  section: screen(() => import('../pages/section-page'), 'SectionPage'),
  notInEdition: screen(() => import('../pages/not-in-edition-page'), 'NotInEditionPage'),
  notBuiltYet: screen(() => import('../pages/not-in-edition-page'), 'NotBuiltYetPage'),
  support: screen(() => import('../pages/support-page'), 'SupportPage'),
  supportTickets: screen(() => import('../pages/support-tickets-page'), 'SupportTicketsPage'),
  transactions: screen(() => import('../pages/transactions-page'), 'TransactionsPage'),
  apmTransactions: screen(() => import('../pages/transactions-page'), 'ApmTransactionsPage'),
  disputes: screen(() => import('../pages/disputes-page'), 'DisputesPage'),
  payoutApprovals: screen(() => import('../pages/transaction-operations-page'), 'PayoutApprovalsPage'),
  bankOrders: screen(() => import('../pages/transaction-operations-page'), 'BankOrdersPage'),
  bulkUpdateRequest: screen(() => import('../pages/transaction-operations-page'), 'BulkUpdateRequestPage'),
  bulkUpdateHistory: screen(() => import('../pages/transaction-operations-page'), 'BulkUpdateHistoryPage'),
  report: screen(() => import('../pages/report-page'), 'ReportPage'),
  reportsOverview: screen(() => import('../pages/report-settings-pages'), 'ReportsOverviewPage'),
  reportColumns: screen(() => import('../pages/report-settings-pages'), 'ReportColumnsPage'),
  alertSettings: screen(() => import('../pages/report-settings-pages'), 'AlertSettingsPage'),
  reportSchedules: screen(() => import('../pages/report-settings-pages'), 'ReportSchedulesPage'),
  dashboardCategories: screen(() => import('../pages/dashboard-settings-pages'), 'DashboardCategoriesPage'),
  dashboardWidgets: screen(() => import('../pages/dashboard-settings-pages'), 'DashboardWidgetsPage'),
  tenantRoleWidgets: screen(() => import('../pages/dashboard-settings-pages'), 'TenantRoleWidgetsPage'),
  merchantRoleWidgets: screen(() => import('../pages/dashboard-settings-pages'), 'MerchantRoleWidgetsPage'),
  personalDashboard: screen(() => import('../pages/dashboard-settings-pages'), 'PersonalDashboardPage'),
  pipelines: adminScreen(() => import('@paydeck/admin/pipelines').then(({ Pipelines }) => <Pipelines />)),
  merchantRoles: adminScreen(() => import('@paydeck/admin/roles').then(({ Roles }) => <Roles type="merchant" />)),
  crmRoles: adminScreen(() => import('@paydeck/admin/roles').then(({ Roles }) => <Roles type="crm" />)),
  crmUsers: adminScreen(() => import('@paydeck/admin/staff').then(({ StaffAccounts }) => <StaffAccounts />)),
  auditLog: adminScreen(() => import('@paydeck/admin/audit').then(({ AuditLog }) => <AuditLog />)),
  priceBooks: adminScreen(() => import('@paydeck/admin/price-books').then(({ PriceBooks }) => <PriceBooks />)),
  tenants: adminScreen(() => import('@paydeck/admin/tenants').then(({ Tenants }) => <Tenants />)),
  countries: adminScreen(() =>
    import('@paydeck/admin/tenants').then(({ ReferenceList }) => <ReferenceList kind="countries" />),
  ),
  currencies: adminScreen(() =>
    import('@paydeck/admin/tenants').then(({ ReferenceList }) => <ReferenceList kind="currencies" />),
  ),
  languages: adminScreen(() =>
    import('@paydeck/admin/tenants').then(({ ReferenceList }) => <ReferenceList kind="languages" />),
  ),
  dataAnalytics: screen(() => import('../analytics/data-analytics-page'), 'DataAnalyticsPage'),
}

/** The code of the screen a path opens; for the root, the dashboard every kind of user starts on. */
function preloadScreenOf(pathname: string): void {
  const path = pathname.replace(/^\/|\/$/g, '')
  const route = routeByPath.get(path)
  const kind = route ? screenKindOf(route) : path === '' ? 'dashboard' : undefined
  if (kind) void screens[kind].preload?.()
}

/** What a screen needs before it shows, asked together with its code (seed 000 section 2: tenant/support). */
const preloads: Partial<Record<ScreenKind, (context: PortalContext) => Promise<unknown>>> = {
  dashboard: async ({ paydeck }) => {
    const { preloadUserDashboard } = await import('@paydeck/dashboard')
    return preloadUserDashboard(queryClientFor(paydeck), paydeck)
  },
  support: async ({ paydeck }) => {
    const { preloadSupportHome } = await import('@paydeck/support')
    const kind = paydeck.session.getState().userKind
    return kind && preloadSupportHome(queryClientFor(paydeck), paydeck, kind)
  },
}

/** A route of the tables: the permission guard (else unauthorized with a returnUrl), then its screen. */
const tableRoute = (route: PortalRoute) =>
  createRoute({
    getParentRoute: () => signedInRoute,
    path: `/${route.path}`,
    beforeLoad: ({ context, location }) => {
      const { user, userKind } = context.paydeck.session.getState()
      // Without a profile the shell says why; there is nothing to guard yet.
      if (!user) return
      if (!mayOpen(route, userKind, routePermissions(user))) {
        throw redirect({ to: authPaths.unauthorized, search: { returnUrl: location.href } })
      }
    },
    loader: ({ context }) => preloads[screenKindOf(route)]?.(context),
    component: screens[screenKindOf(route)],
  })

/** The root and any unknown path go to the signed-in user's default dashboard, or to sign-in. */
const fallbackRoute = (path: string) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: async ({ context, location }) => {
      if (!(await loadSignedInUser(context, location.pathname))) throw redirect({ to: authPaths.login })
      throw redirect({ to: defaultPathFor(context.paydeck.session.getState().userKind), replace: true })
    },
  })

const routeTree = rootRoute.addChildren([
  authFrameRoute.addChildren([
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
  ]),
  signedInRoute.addChildren(portalRoutes.map(tableRoute)),
  fallbackRoute('/'),
  fallbackRoute('$'),
])

export function createPortalRouter(context: PortalContext) {
  return createRouter({ routeTree, context, defaultPendingMs: 150 })
}
