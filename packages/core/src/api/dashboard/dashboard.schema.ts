import * as z from 'zod/mini'

// Seed 002 section 3's widget and dashboard category, and the widget data source result (issue 17). A widget is its
// configuration (type, chart or table layout) and the data source it reads; its figures are always the server's.

export const widgetTypes = [
  'CHART_WIDGET',
  'BANNER_WIDGET',
  'TABLE_WIDGET',
  'PIPELINE_CHART',
  'MAP_WIDGET',
  'WEBHOOK_STATUS',
  'COUNT_WIDGET',
  'SUCCESS_RATE_WIDGET',
] as const
export type WidgetType = (typeof widgetTypes)[number]

export const chartTypes = ['PieChart', 'LineChart', 'BarChart', 'ComboChart', 'GeoChart'] as const
export type ChartType = (typeof chartTypes)[number]

export const chartConfigurationSchema = z.object({
  chartType: z.enum(chartTypes),
  chartOptions: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
  xAxisColumn: z.string(),
  xAxisColumnName: z.string(),
  yAxisColumn: z.array(z.string()),
  yAxisColumnName: z.string(),
  tooltipValue: z.optional(z.nullable(z.string())),
  tooltipType: z.optional(z.nullable(z.enum(['currency', 'time']))),
})
export type ChartConfiguration = z.infer<typeof chartConfigurationSchema>

export const tableConfigurationSchema = z.object({
  tableDataProperties: z.array(z.string()),
  tableDataColumns: z.array(z.string()),
  customTemplate: z.optional(z.nullable(z.string())),
  /** Per column: how its value shows (currency, percent, date, pipelineStage, webhookStatus), or null. */
  pipes: z.optional(z.array(z.nullable(z.string()))),
  /** Where a row leads: a portal path in which `{field}` is replaced by the row's field. */
  navigationUrl: z.optional(z.nullable(z.string())),
})
export type TableConfiguration = z.infer<typeof tableConfigurationSchema>

export const widgetConfigurationSchema = z.object({
  widgetType: z.enum(widgetTypes),
  /** Seed 002: comma-separated text. */
  description: z.string(),
  isLast24Hours: z.boolean(),
  chartConfiguration: z.optional(z.nullable(chartConfigurationSchema)),
  tableConfiguration: z.optional(z.nullable(tableConfigurationSchema)),
  customPipe: z.optional(z.nullable(z.string())),
})
export type WidgetConfiguration = z.infer<typeof widgetConfigurationSchema>

export const widgetDataSourceSchema = z.object({
  configuration: widgetConfigurationSchema,
  dataSourceEndpoint: z.string(),
  dataSourceMoreDataEndpoint: z.nullable(z.string()),
  dataSourceEndpointId: z.string(),
  dataSourceType: z.string(),
})

export const widgetSchema = z.object({
  widgetId: z.number(),
  categoryId: z.number(),
  title: z.string(),
  data: widgetDataSourceSchema,
  /** Seed 002: the widget's filters as JSON text (dateRange, currency, transactionStatus …). */
  filters: z.string(),
  /** A user's own widget (made from a base widget), not an administrator's. */
  personal: z.boolean(),
  /** Whose personal widget it is (its owner's name), null for an administrator's. */
  owner: z.nullable(z.string()),
})
export type Widget = z.infer<typeof widgetSchema>

export const dashboardCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Personal categories carry the user type they were made for; administrators' have none. */
  userType: z.nullable(z.string()),
  widgets: z.array(widgetSchema),
})
export type DashboardCategory = z.infer<typeof dashboardCategorySchema>

/** A row's values: figures and names, and a pipeline element's flag and stage names (the pipeline-stage cell). */
export const widgetDataRowSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
)
export type WidgetDataRow = z.infer<typeof widgetDataRowSchema>

/** Seed 002: a widget data source's result. */
export const widgetDataSchema = z.object({
  count: z.number(),
  data: z.array(widgetDataRowSchema),
  totalCount: z.number(),
  /** In the base currency's minor units. */
  totalVolume: z.number(),
  baseCurrency: z.string(),
  alertViewModels: z.array(z.object({ type: z.string(), message: z.string(), severity: z.string() })),
  /** The same figures over the previous period of the same length (count and success-rate widgets). */
  previous: z.optional(
    z.nullable(z.object({ count: z.number(), totalVolume: z.number(), successRate: z.nullable(z.number()) })),
  ),
})
export type WidgetData = z.infer<typeof widgetDataSchema>

const named = (message: string, max: number) =>
  z.string().check(z.regex(/\S/, message), z.maxLength(max, `At most ${max} characters.`))

/** An administrator's or a user's widget as saved (POST and PUT dashboard/widget, user-dashboard). */
export const saveWidgetSchema = z.object({
  categoryId: z.int(),
  title: named('Name the widget.', 80),
  data: widgetDataSourceSchema,
  /** JSON text of an object: the widget's filters. */
  filters: z.string().check(z.maxLength(2_000)),
})
export type SaveWidget = z.infer<typeof saveWidgetSchema>

/** A personal widget changed: which one, and its fields. */
export const personalWidgetUpdateSchema = z.object({ ...saveWidgetSchema.shape, widgetId: z.int() })

export const saveCategorySchema = z.object({
  name: named('Name the category.', 60),
  /** Personal categories: the user type they are for. */
  userType: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
})
export type SaveCategory = z.infer<typeof saveCategorySchema>

/** Which of the tenant's widgets a role sees (management tenant-roles, merchant-roles, roles). */
export const roleWidgetsSchema = z.object({
  roleId: z.int(),
  widgetIds: z.array(z.int()).check(z.maxLength(200)),
})
export type RoleWidgets = z.infer<typeof roleWidgetsSchema>

/** Seed 002's share request. */
export const shareWidgetSchema = z.object({ widgetId: z.int(), roleId: z.int() })
export type ShareWidget = z.infer<typeof shareWidgetSchema>

export const roleAssignmentSchema = z.object({
  roleId: z.number(),
  name: z.string(),
  userLevel: z.number(),
  widgetIds: z.array(z.number()),
})
export type RoleAssignment = z.infer<typeof roleAssignmentSchema>

export const categorySchema = z.object({ id: z.number(), name: z.string(), userType: z.nullable(z.string()) })
export type Category = z.infer<typeof categorySchema>

/** A data source a widget may read, with the columns of its rows (for the editor's chart and table choices). */
export const dataSourceSchema = z.object({ id: z.string(), endpoint: z.string(), columns: z.array(z.string()) })
export type DataSource = z.infer<typeof dataSourceSchema>

export const shareSchema = z.object({ widgetId: z.number(), roleId: z.number(), roleName: z.string() })
export type Share = z.infer<typeof shareSchema>

export const shareRoleSchema = z.object({ id: z.number(), name: z.string() })
export type ShareRole = z.infer<typeof shareRoleSchema>

export const tenantRolesSchema = z.object({
  categories: z.array(dashboardCategorySchema),
  roles: z.array(roleAssignmentSchema),
})
export type TenantRoles = z.infer<typeof tenantRolesSchema>
