import { Hono, type Context } from 'hono'
import { can } from '@paydeck/core'
import type { DashboardCategory, Widget } from '@paydeck/core/dashboard'
import { widgetDataSourceSchema } from '@paydeck/core/dashboard'
import type { SandboxDatabase } from '../db/database'
import { dataSources, WidgetFilterError, widgetQueryOf } from '../dashboard/widget-data'
import type { ReportScope } from '../reports/report'
import type { ApiEnv } from './auth.middleware'
import { forbidden, invalid, notFound } from './problems'

// Seed 002's dashboard on the reporting service (base /reporting/api/v2): the signed-in user's categories with their
// widgets, and each widget's data source (the endpointId and widgetId headers, the filters in the query).

interface WidgetRow {
  id: number
  category_id: number
  category_name: string
  category_user_type: string | null
  title: string
  data: string
  filters: string
  owner_id: number | null
  owner_name: string | null
}

/** Tenant and platform staff need the dashboard permission; a merchant's dashboard is every merchant user's. */
const DASHBOARD_PERMISSION = 'CRM.Dashboard.View'

export function dashboardRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const merchantOf = db.prepare('SELECT processing_status AS processing FROM merchants WHERE id = ?')

  /** The caller's book (a merchant its own, staff their tenant's, the platform the tenant it names), or a refusal. */
  const scopeOf = (c: Context<ApiEnv>): ReportScope | Response => {
    const caller = c.get('caller')
    if (caller.kind === 'merchant') {
      const merchantId = caller.user.merchantId!
      const { processing } = merchantOf.get(merchantId) as { processing: string }
      const mode = processing === 'SandboxEnabled' ? 'Test' : caller.systemMode
      return { kind: 'merchant', mode, tenantId: caller.user.tenantId, merchantId }
    }
    if (!can(caller.permissions, DASHBOARD_PERMISSION)) return forbidden(c)
    const tenantId =
      caller.kind === 'platform' ? Number(c.req.header('tenantId') ?? caller.user.tenantId) : caller.user.tenantId
    return { kind: caller.kind, mode: caller.systemMode, tenantId }
  }

  const visibleWidgets = db.prepare(
    `SELECT w.id, w.category_id, c.name AS category_name, c.user_type AS category_user_type, w.title, w.data,
       w.filters, w.owner_id, o.first_name || ' ' || o.last_name AS owner_name
     FROM dashboard_widgets w JOIN dashboard_categories c ON c.id = w.category_id
       LEFT JOIN users o ON o.id = w.owner_id
     WHERE w.tenant_id = ? AND (
       (w.owner_id IS NULL AND w.id IN (SELECT widget_id FROM dashboard_role_widgets WHERE role_id = ?))
       OR w.owner_id = ?
       OR w.id IN (SELECT widget_id FROM dashboard_shares WHERE role_id = ?))
     ORDER BY c.position, c.id, w.position, w.id`,
  )
  const toWidget = (row: WidgetRow): Widget => ({
    widgetId: row.id,
    categoryId: row.category_id,
    title: row.title,
    data: widgetDataSourceSchema.parse(JSON.parse(row.data)),
    filters: row.filters,
    personal: row.owner_id !== null,
    owner: row.owner_name,
  })

  app.get('/api/v2/dashboard/category/list/user/widgets', (c) => {
    const scope = scopeOf(c)
    if (scope instanceof Response) return scope
    const rows = widgetsOf(c, scope)
    const categories = new Map<number, DashboardCategory>()
    for (const row of rows) {
      const category = categories.get(row.category_id) ?? {
        id: row.category_id,
        name: row.category_name,
        userType: row.category_user_type,
        widgets: [],
      }
      category.widgets.push(toWidget(row))
      categories.set(row.category_id, category)
    }
    return c.json([...categories.values()])
  })

  /** The caller's widgets: those assigned to their role, their own and those shared with their role. */
  const widgetsOf = (c: Context<ApiEnv>, scope: ReportScope) => {
    const { user } = c.get('caller')
    return visibleWidgets.all(scope.tenantId, user.roleId, user.id, user.roleId) as WidgetRow[]
  }

  app.get('/api/v2/dashboard/data/:source', (c) => {
    const scope = scopeOf(c)
    if (scope instanceof Response) return scope
    const name = c.req.param('source')
    const source = dataSources[name]
    if (!source) return notFound(c, `There is no data source ${name}.`)
    // A widget's data is for those who have the widget (seed 002's widgetId header names it).
    const widgetId = Number(c.req.header('widgetId'))
    const widget = widgetsOf(c, scope).find((row) => row.id === widgetId)
    if (!widget || (JSON.parse(widget.data) as { dataSourceEndpointId: string }).dataSourceEndpointId !== name)
      return forbidden(c)
    if (source.staffOnly && scope.kind === 'merchant') return forbidden(c)
    try {
      const query = widgetQueryOf(new URL(c.req.url).searchParams)
      return c.json(source.run({ db, scope, query }))
    } catch (error) {
      if (error instanceof WidgetFilterError) return invalid(c, { filters: [error.message] })
      throw error
    }
  })
  return app
}
