// @paydeck/core/dashboard: seed 002's dashboard: widgets and their categories, and each widget's data.
export {
  chartConfigurationSchema,
  chartTypes,
  dashboardCategorySchema,
  roleAssignmentSchema,
  roleWidgetsSchema,
  saveCategorySchema,
  saveWidgetSchema,
  personalWidgetUpdateSchema,
  shareWidgetSchema,
  tableConfigurationSchema,
  widgetConfigurationSchema,
  widgetDataRowSchema,
  widgetDataSchema,
  widgetDataSourceSchema,
  widgetSchema,
  widgetTypes,
} from './dashboard.schema'
export type {
  ChartConfiguration,
  ChartType,
  DashboardCategory,
  RoleAssignment,
  RoleWidgets,
  SaveCategory,
  SaveWidget,
  ShareWidget,
  TableConfiguration,
  Widget,
  WidgetConfiguration,
  WidgetData,
  WidgetDataRow,
  WidgetType,
} from './dashboard.schema'
export { fetchUserDashboard, fetchWidgetData, storedFiltersOf, widgetSearchParams } from './dashboard.api'
export type { WidgetFilterValue } from './dashboard.api'
export { canDrillDown, drillDownOf } from './drill-down'
export type { DrillDown } from './drill-down'
export {
  categorySchema,
  dataSources,
  dataSourceSchema,
  manage,
  personal,
  shareRoleSchema,
  shareSchema,
  tenantRolesSchema,
} from './dashboard-manage.api'
export type { Category, DataSource, Share, ShareRole, TenantRoles } from './dashboard-manage.api'
