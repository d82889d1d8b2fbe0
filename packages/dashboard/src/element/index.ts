// @paydeck/dashboard/element: the dashboard elements' classes, registered by nobody (./define registers them).
export { DashboardElement, DashboardWidgetElement } from './dashboard-elements'
