import * as z from 'zod/mini'
import type { HttpClient } from '../../http/http-client'
import {
  dashboardCategorySchema,
  roleAssignmentSchema,
  widgetSchema,
  type RoleWidgets,
  type SaveCategory,
  type SaveWidget,
} from './dashboard.schema'

// Seed 002 section 7's dashboard management (administrators) and personal dashboard (every user) calls.

const MANAGE = 'reporting/api/v2/dashboard'
const PERSONAL = 'reporting/api/v2/user-dashboard'

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

export const dataSources = (http: HttpClient, signal?: AbortSignal) =>
  http.json(z.array(dataSourceSchema), `${MANAGE}/data-sources`, { signal })

// Administrators: categories, widgets, and which roles see them.
export const fetchWidgetCategories = (http: HttpClient, signal?: AbortSignal) =>
  http.json(z.array(categorySchema), `${MANAGE}/category`, { signal })

export const addWidgetCategory = (http: HttpClient, category: SaveCategory) =>
  http.json(categorySchema, `${MANAGE}/category`, { method: 'POST', json: category })

export const renameWidgetCategory = (http: HttpClient, id: number, category: SaveCategory) =>
  http.json(categorySchema, `${MANAGE}/category/${id}`, { method: 'PUT', json: category })

export const deleteWidgetCategory = (http: HttpClient, id: number) =>
  http.text(`${MANAGE}/category/${id}`, { method: 'DELETE' })

export const fetchWidgetsByCategory = (http: HttpClient, signal?: AbortSignal) =>
  http.json(z.array(dashboardCategorySchema), `${MANAGE}/widgets-by-category`, { signal })

export const addWidget = (http: HttpClient, widget: SaveWidget) =>
  http.json(widgetSchema, `${MANAGE}/widget`, { method: 'POST', json: widget })

export const updateWidget = (http: HttpClient, widgetId: number, widget: SaveWidget) =>
  http.json(widgetSchema, `${MANAGE}/widget/${widget.categoryId}/${widgetId}`, { method: 'PUT', json: widget })

export const deleteWidget = (http: HttpClient, widgetId: number, categoryId: number) =>
  http.text(`${MANAGE}/widget/${categoryId}/${widgetId}`, { method: 'DELETE' })

export const fetchTenantRoles = (http: HttpClient, signal?: AbortSignal) =>
  http.json(tenantRolesSchema, `${MANAGE}/widgets-by-category/tenant-roles`, { signal })

/** Assigns a tenant role's (staff) or a merchant role's widgets: the role sees exactly these. */
export const assignRoleWidgets = (http: HttpClient, audience: 'tenant' | 'merchant', assignment: RoleWidgets) =>
  http.json(roleAssignmentSchema, `${MANAGE}/management/${audience}-roles`, { method: 'POST', json: assignment })

// Every user: their own widgets and categories, made from the widgets they see, and shared with roles.
export const fetchPersonalWidgets = (http: HttpClient, signal?: AbortSignal) =>
  http.json(z.array(widgetSchema), `${PERSONAL}/widgets`, { signal })

export const fetchPersonalCategories = (http: HttpClient, signal?: AbortSignal) =>
  http.json(z.array(categorySchema), `${PERSONAL}/categories`, { signal })

export const fetchPersonalShares = (http: HttpClient, signal?: AbortSignal) =>
  http.json(z.array(shareSchema), `${PERSONAL}/shares`, { signal })

export const fetchShareRoles = (http: HttpClient, signal?: AbortSignal) =>
  http.json(z.array(shareRoleSchema), `${PERSONAL}/roles`, { signal })

export const clonePersonalWidget = (http: HttpClient, widgetId: number) =>
  http.json(widgetSchema, `${PERSONAL}/${widgetId}`, { method: 'PUT' })

export const updatePersonalWidget = (http: HttpClient, widgetId: number, widget: SaveWidget) =>
  http.json(widgetSchema, PERSONAL, { method: 'PUT', json: { ...widget, widgetId } })

export const removePersonalWidget = (http: HttpClient, widgetId: number) =>
  http.text(`${PERSONAL}/${widgetId}`, { method: 'DELETE' })

export const sharePersonalWidget = (http: HttpClient, widgetId: number, roleId: number) =>
  http.json(z.array(shareSchema), `${PERSONAL}/share`, { method: 'PUT', json: { widgetId, roleId } })

export const unsharePersonalWidget = (http: HttpClient, widgetId: number, roleId: number) =>
  http.json(z.array(shareSchema), `${PERSONAL}/un-share`, { method: 'PUT', json: { widgetId, roleId } })

export const addPersonalCategory = (http: HttpClient, category: SaveCategory) =>
  http.json(categorySchema, `${PERSONAL}/category`, { method: 'POST', json: category })

export const deletePersonalCategory = (http: HttpClient, id: number) =>
  http.text(`${PERSONAL}/category/${id}`, { method: 'DELETE' })
