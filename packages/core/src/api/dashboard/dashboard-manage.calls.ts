import * as z from 'zod/mini'
import type { Call } from '../../contract/route'
import {
  categorySchema,
  dashboardCategorySchema,
  dataSourceSchema,
  roleAssignmentSchema,
  shareRoleSchema,
  shareSchema,
  tenantRolesSchema,
  widgetSchema,
} from './dashboard.schema'

// How the dashboard management's (administrators) and the personal dashboard's (every user) calls are made and what
// they answer (seed 002 section 7).

export const dashboardManageCalls = {
  dataSources: { method: 'GET', path: 'reporting/api/v2/dashboard/data-sources', answer: z.array(dataSourceSchema) },
  'manage.categories': { method: 'GET', path: 'reporting/api/v2/dashboard/category', answer: z.array(categorySchema) },
  'manage.addCategory': { method: 'POST', path: 'reporting/api/v2/dashboard/category', answer: categorySchema },
  'manage.renameCategory': { method: 'PUT', path: 'reporting/api/v2/dashboard/category/{id}', answer: categorySchema },
  'manage.deleteCategory': { method: 'DELETE', path: 'reporting/api/v2/dashboard/category/{id}', answer: 'ignored' },
  'manage.widgetsByCategory': {
    method: 'GET',
    path: 'reporting/api/v2/dashboard/widgets-by-category',
    answer: z.array(dashboardCategorySchema),
  },
  'manage.addWidget': { method: 'POST', path: 'reporting/api/v2/dashboard/widget', answer: widgetSchema },
  'manage.updateWidget': {
    method: 'PUT',
    path: 'reporting/api/v2/dashboard/widget/{categoryId}/{widgetId}',
    answer: widgetSchema,
  },
  'manage.deleteWidget': {
    method: 'DELETE',
    path: 'reporting/api/v2/dashboard/widget/{categoryId}/{widgetId}',
    answer: 'ignored',
  },
  'manage.tenantRoles': {
    method: 'GET',
    path: 'reporting/api/v2/dashboard/widgets-by-category/tenant-roles',
    answer: tenantRolesSchema,
  },
  'manage.assignTenantRole': {
    method: 'POST',
    path: 'reporting/api/v2/dashboard/management/tenant-roles',
    answer: roleAssignmentSchema,
  },
  'manage.assignMerchantRole': {
    method: 'POST',
    path: 'reporting/api/v2/dashboard/management/merchant-roles',
    answer: roleAssignmentSchema,
  },
  'personal.widgets': { method: 'GET', path: 'reporting/api/v2/user-dashboard/widgets', answer: z.array(widgetSchema) },
  'personal.categories': {
    method: 'GET',
    path: 'reporting/api/v2/user-dashboard/categories',
    answer: z.array(categorySchema),
  },
  'personal.shares': { method: 'GET', path: 'reporting/api/v2/user-dashboard/shares', answer: z.array(shareSchema) },
  'personal.roles': { method: 'GET', path: 'reporting/api/v2/user-dashboard/roles', answer: z.array(shareRoleSchema) },
  'personal.clone': { method: 'PUT', path: 'reporting/api/v2/user-dashboard/{widgetId}', answer: widgetSchema },
  'personal.update': { method: 'PUT', path: 'reporting/api/v2/user-dashboard', answer: widgetSchema },
  'personal.remove': { method: 'DELETE', path: 'reporting/api/v2/user-dashboard/{widgetId}', answer: 'ignored' },
  'personal.share': { method: 'PUT', path: 'reporting/api/v2/user-dashboard/share', answer: z.array(shareSchema) },
  'personal.unshare': { method: 'PUT', path: 'reporting/api/v2/user-dashboard/un-share', answer: z.array(shareSchema) },
  'personal.addCategory': { method: 'POST', path: 'reporting/api/v2/user-dashboard/category', answer: categorySchema },
  'personal.deleteCategory': {
    method: 'DELETE',
    path: 'reporting/api/v2/user-dashboard/category/{id}',
    answer: 'ignored',
  },
} as const satisfies Record<string, Call>
