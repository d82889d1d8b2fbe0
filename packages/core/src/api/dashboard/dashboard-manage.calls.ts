import * as z from 'zod/mini'
import type { Call } from '../../contract/route'
import { MANAGE } from './dashboard.calls'
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

const PERSONAL = 'reporting/api/v2/user-dashboard'

export const dashboardManageCalls = {
  dataSources: { method: 'GET', path: `${MANAGE}/data-sources`, answer: z.array(dataSourceSchema) },
  'manage.categories': { method: 'GET', path: `${MANAGE}/category`, answer: z.array(categorySchema) },
  'manage.addCategory': { method: 'POST', path: `${MANAGE}/category`, answer: categorySchema },
  'manage.renameCategory': { method: 'PUT', path: `${MANAGE}/category/{id}`, answer: categorySchema },
  'manage.deleteCategory': { method: 'DELETE', path: `${MANAGE}/category/{id}`, answer: 'ignored' },
  'manage.widgetsByCategory': {
    method: 'GET',
    path: `${MANAGE}/widgets-by-category`,
    answer: z.array(dashboardCategorySchema),
  },
  'manage.addWidget': { method: 'POST', path: `${MANAGE}/widget`, answer: widgetSchema },
  'manage.updateWidget': { method: 'PUT', path: `${MANAGE}/widget/{categoryId}/{widgetId}`, answer: widgetSchema },
  'manage.deleteWidget': { method: 'DELETE', path: `${MANAGE}/widget/{categoryId}/{widgetId}`, answer: 'ignored' },
  'manage.tenantRoles': {
    method: 'GET',
    path: `${MANAGE}/widgets-by-category/tenant-roles`,
    answer: tenantRolesSchema,
  },
  'manage.assignTenantRole': {
    method: 'POST',
    path: `${MANAGE}/management/tenant-roles`,
    answer: roleAssignmentSchema,
  },
  'manage.assignMerchantRole': {
    method: 'POST',
    path: `${MANAGE}/management/merchant-roles`,
    answer: roleAssignmentSchema,
  },
  'personal.widgets': { method: 'GET', path: `${PERSONAL}/widgets`, answer: z.array(widgetSchema) },
  'personal.categories': { method: 'GET', path: `${PERSONAL}/categories`, answer: z.array(categorySchema) },
  'personal.shares': { method: 'GET', path: `${PERSONAL}/shares`, answer: z.array(shareSchema) },
  'personal.roles': { method: 'GET', path: `${PERSONAL}/roles`, answer: z.array(shareRoleSchema) },
  'personal.clone': { method: 'PUT', path: `${PERSONAL}/{widgetId}`, answer: widgetSchema },
  'personal.update': { method: 'PUT', path: PERSONAL, answer: widgetSchema },
  'personal.remove': { method: 'DELETE', path: `${PERSONAL}/{widgetId}`, answer: 'ignored' },
  'personal.share': { method: 'PUT', path: `${PERSONAL}/share`, answer: z.array(shareSchema) },
  'personal.unshare': { method: 'PUT', path: `${PERSONAL}/un-share`, answer: z.array(shareSchema) },
  'personal.addCategory': { method: 'POST', path: `${PERSONAL}/category`, answer: categorySchema },
  'personal.deleteCategory': { method: 'DELETE', path: `${PERSONAL}/category/{id}`, answer: 'ignored' },
} as const satisfies Record<string, Call>
