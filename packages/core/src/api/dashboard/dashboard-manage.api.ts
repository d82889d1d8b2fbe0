import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { dashboardManageCalls as calls } from './dashboard-manage.calls'
import type { RoleWidgets, SaveCategory, SaveWidget } from './dashboard.schema'

// Seed 002 section 7's dashboard management (administrators) and personal dashboard (every user) calls.

export const dataSources = (http: HttpClient, signal?: AbortSignal) => callRoute(http, calls.dataSources, { signal })

// Administrators: categories, widgets, and which roles see them.
export const fetchWidgetCategories = (http: HttpClient, signal?: AbortSignal) =>
  callRoute(http, calls['manage.categories'], { signal })

export const addWidgetCategory = (http: HttpClient, category: SaveCategory) =>
  callRoute(http, calls['manage.addCategory'], { body: category })

export const renameWidgetCategory = (http: HttpClient, id: number, category: SaveCategory) =>
  callRoute(http, calls['manage.renameCategory'], { params: { id }, body: category })

export const deleteWidgetCategory = (http: HttpClient, id: number) =>
  callRoute(http, calls['manage.deleteCategory'], { params: { id } })

export const fetchWidgetsByCategory = (http: HttpClient, signal?: AbortSignal) =>
  callRoute(http, calls['manage.widgetsByCategory'], { signal })

export const addWidget = (http: HttpClient, widget: SaveWidget) =>
  callRoute(http, calls['manage.addWidget'], { body: widget })

export const updateWidget = (http: HttpClient, widgetId: number, widget: SaveWidget) =>
  callRoute(http, calls['manage.updateWidget'], { params: { categoryId: widget.categoryId, widgetId }, body: widget })

export const deleteWidget = (http: HttpClient, widgetId: number, categoryId: number) =>
  callRoute(http, calls['manage.deleteWidget'], { params: { categoryId, widgetId } })

export const fetchTenantRoles = (http: HttpClient, signal?: AbortSignal) =>
  callRoute(http, calls['manage.tenantRoles'], { signal })

/** Assigns a tenant role's (staff) or a merchant role's widgets: the role sees exactly these. */
export const assignRoleWidgets = (http: HttpClient, audience: 'tenant' | 'merchant', assignment: RoleWidgets) =>
  callRoute(http, calls[audience === 'tenant' ? 'manage.assignTenantRole' : 'manage.assignMerchantRole'], {
    body: assignment,
  })

// Every user: their own widgets and categories, made from the widgets they see, and shared with roles.
export const fetchPersonalWidgets = (http: HttpClient, signal?: AbortSignal) =>
  callRoute(http, calls['personal.widgets'], { signal })

export const fetchPersonalCategories = (http: HttpClient, signal?: AbortSignal) =>
  callRoute(http, calls['personal.categories'], { signal })

export const fetchPersonalShares = (http: HttpClient, signal?: AbortSignal) =>
  callRoute(http, calls['personal.shares'], { signal })

export const fetchShareRoles = (http: HttpClient, signal?: AbortSignal) =>
  callRoute(http, calls['personal.roles'], { signal })

export const clonePersonalWidget = (http: HttpClient, widgetId: number) =>
  callRoute(http, calls['personal.clone'], { params: { widgetId } })

export const updatePersonalWidget = (http: HttpClient, widgetId: number, widget: SaveWidget) =>
  callRoute(http, calls['personal.update'], { body: { ...widget, widgetId } })

export const removePersonalWidget = (http: HttpClient, widgetId: number) =>
  callRoute(http, calls['personal.remove'], { params: { widgetId } })

export const sharePersonalWidget = (http: HttpClient, widgetId: number, roleId: number) =>
  callRoute(http, calls['personal.share'], { body: { widgetId, roleId } })

export const unsharePersonalWidget = (http: HttpClient, widgetId: number, roleId: number) =>
  callRoute(http, calls['personal.unshare'], { body: { widgetId, roleId } })

export const addPersonalCategory = (http: HttpClient, category: SaveCategory) =>
  callRoute(http, calls['personal.addCategory'], { body: category })

export const deletePersonalCategory = (http: HttpClient, id: number) =>
  callRoute(http, calls['personal.deleteCategory'], { params: { id } })
