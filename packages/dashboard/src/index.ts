// @paydeck/dashboard: the signed-in user's dashboard of live widgets, each loading its own figures from the server.
export { Dashboard, DashboardWidget } from './dashboard'
export type { DashboardProps } from './dashboard'
export { WidgetById } from './widget-by-id'
export { preloadUserDashboard } from './dashboard-queries'
