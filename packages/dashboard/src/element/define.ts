// @paydeck/dashboard/define: registers <paydeck-dashboard> and <paydeck-dashboard-widget>.
import { DashboardElement, DashboardWidgetElement } from './dashboard-elements'

DashboardElement.define()
DashboardWidgetElement.define()
