import * as z from 'zod/mini'
import { widgetDateRanges } from '../../time/date-presets'
import { optional, type Access, type RouteArea } from '../../contract/route'
import { byStaff } from '../../contract/kinds'
import {
  categorySchema,
  dataSourceSchema,
  shareRoleSchema,
  shareSchema,
  tenantRolesSchema,
} from './dashboard-manage.api'
import {
  dashboardCategorySchema,
  roleAssignmentSchema,
  roleWidgetsSchema,
  saveCategorySchema,
  saveWidgetSchema,
  personalWidgetUpdateSchema,
  shareWidgetSchema,
  widgetDataSchema,
  widgetSchema,
} from './dashboard.schema'

const MANAGE = 'reporting/api/v2/dashboard'
const PERSONAL = 'reporting/api/v2/user-dashboard'

/** Merchants see their dashboard when signed in; staff need the dashboard permission. */
const dashboardViewers = { merchant: '', tenant: 'CRM.Dashboard.View', platform: 'CRM.Dashboard.View' }
/** Seed 002 section 6: only staff administrators manage a tenant's dashboards. */
const management: Access = {
  permission: dashboardViewers,
  openBecause: 'A merchant’s dashboard is the one its tenant gives it.',
  administrator: true,
}

export const dashboardRoutes = {
  area: 'dashboard',
  description:
    'Dashboards: the user’s widgets and their data, the administrators’ management, personal widgets (seed 002).',
  access: {
    permission: dashboardViewers,
    openBecause: 'A merchant’s dashboard is the one its tenant gives it.',
    record: 'Widgets given to the caller’s role, or their own.',
  },
  routes: {
    fetchUserDashboard: {
      method: 'GET',
      path: `${MANAGE}/category/list/user/widgets`,
      summary: 'The user’s categories with the widgets they see',
      answer: z.array(dashboardCategorySchema),
    },
    fetchWidgetData: {
      method: 'GET',
      path: `${MANAGE}/data/{dataSource}`,
      summary: 'A widget’s data from its data source (its data.dataSourceEndpoint), by its filters',
      params: { dataSource: z.string() },
      query: {
        timeZone: z.string(),
        ...optional({
          dateRange: z.enum(widgetDateRanges),
          startDate: z.string(),
          endDate: z.string(),
          currency: z.string(),
          transactionType: z.string(),
          transactionStatus: z.string(),
          customer: z.string(),
          pipelineId: z.int(),
          pageIndex: z.int(),
          PageSize: z.int(),
          // Table widgets ask in mode 2 (seed 002).
          mode: z.int(),
        }),
      },
      headers: ['endpointId', 'widgetId'],
      answer: widgetDataSchema,
    },
    // Everyone's: a personal widget picks its source too.
    dataSources: {
      method: 'GET',
      path: `${MANAGE}/data-sources`,
      summary: 'The data sources a widget may read, with their columns',
      answer: z.array(dataSourceSchema),
    },
    'manage.categories': byStaff({
      madeBy: 'fetchWidgetCategories',
      access: management,
      method: 'GET',
      path: `${MANAGE}/category`,
      summary: 'The tenant’s categories',
      answer: z.array(categorySchema),
    }),
    'manage.addCategory': byStaff({
      madeBy: 'addWidgetCategory',
      access: management,
      method: 'POST',
      path: `${MANAGE}/category`,
      summary: 'Adds a category',
      body: saveCategorySchema,
      answer: categorySchema,
    }),
    'manage.renameCategory': byStaff({
      madeBy: 'renameWidgetCategory',
      access: management,
      method: 'PUT',
      path: `${MANAGE}/category/{id}`,
      summary: 'Renames a category',
      body: saveCategorySchema,
      answer: categorySchema,
    }),
    'manage.deleteCategory': byStaff({
      madeBy: 'deleteWidgetCategory',
      access: management,
      method: 'DELETE',
      path: `${MANAGE}/category/{id}`,
      summary: 'Deletes a category',
      answer: 'ignored',
    }),
    'manage.widgetsByCategory': byStaff({
      madeBy: 'fetchWidgetsByCategory',
      access: management,
      method: 'GET',
      path: `${MANAGE}/widgets-by-category`,
      summary: 'Every widget of the tenant, by category',
      answer: z.array(dashboardCategorySchema),
    }),
    'manage.addWidget': byStaff({
      madeBy: 'addWidget',
      access: management,
      method: 'POST',
      path: `${MANAGE}/widget`,
      summary: 'Adds a widget',
      body: saveWidgetSchema,
      answer: widgetSchema,
    }),
    'manage.updateWidget': byStaff({
      madeBy: 'updateWidget',
      access: management,
      method: 'PUT',
      path: `${MANAGE}/widget/{categoryId}/{widgetId}`,
      summary: 'Changes a widget',
      body: saveWidgetSchema,
      answer: widgetSchema,
    }),
    'manage.deleteWidget': byStaff({
      madeBy: 'deleteWidget',
      access: management,
      method: 'DELETE',
      path: `${MANAGE}/widget/{categoryId}/{widgetId}`,
      summary: 'Deletes a widget',
      answer: 'ignored',
    }),
    'manage.tenantRoles': byStaff({
      madeBy: 'fetchTenantRoles',
      access: management,
      method: 'GET',
      path: `${MANAGE}/widgets-by-category/tenant-roles`,
      summary: 'The roles and the widgets each sees',
      answer: tenantRolesSchema,
    }),
    'manage.assignTenantRole': byStaff({
      access: management,
      method: 'POST',
      path: `${MANAGE}/management/tenant-roles`,
      summary: 'Sets the widgets a staff role sees',
      body: roleWidgetsSchema,
      answer: roleAssignmentSchema,
      madeBy: 'assignRoleWidgets',
    }),
    'manage.assignMerchantRole': byStaff({
      access: management,
      method: 'POST',
      path: `${MANAGE}/management/merchant-roles`,
      summary: 'Sets the widgets a merchant role sees',
      body: roleWidgetsSchema,
      answer: roleAssignmentSchema,
      madeBy: 'assignRoleWidgets',
    }),
    'personal.widgets': {
      madeBy: 'fetchPersonalWidgets',
      method: 'GET',
      path: `${PERSONAL}/widgets`,
      summary: 'The user’s own widgets',
      answer: z.array(widgetSchema),
    },
    'personal.categories': {
      madeBy: 'fetchPersonalCategories',
      method: 'GET',
      path: `${PERSONAL}/categories`,
      summary: 'The user’s own categories',
      answer: z.array(categorySchema),
    },
    'personal.shares': {
      madeBy: 'fetchPersonalShares',
      method: 'GET',
      path: `${PERSONAL}/shares`,
      summary: 'Which roles the user’s widgets are shared with',
      answer: z.array(shareSchema),
    },
    'personal.roles': {
      madeBy: 'fetchShareRoles',
      method: 'GET',
      path: `${PERSONAL}/roles`,
      summary: 'The roles a widget can be shared with',
      answer: z.array(shareRoleSchema),
    },
    'personal.clone': {
      madeBy: 'clonePersonalWidget',
      method: 'PUT',
      path: `${PERSONAL}/{widgetId}`,
      summary: 'Makes a widget the user sees their own copy',
      answer: widgetSchema,
    },
    'personal.update': {
      madeBy: 'updatePersonalWidget',
      method: 'PUT',
      path: PERSONAL,
      summary: 'Changes one of the user’s widgets',
      body: personalWidgetUpdateSchema,
      answer: widgetSchema,
    },
    'personal.remove': {
      madeBy: 'removePersonalWidget',
      method: 'DELETE',
      path: `${PERSONAL}/{widgetId}`,
      summary: 'Deletes one of the user’s widgets',
      answer: 'ignored',
    },
    'personal.share': {
      madeBy: 'sharePersonalWidget',
      method: 'PUT',
      path: `${PERSONAL}/share`,
      summary: 'Shares a widget with a role',
      body: shareWidgetSchema,
      answer: z.array(shareSchema),
    },
    'personal.unshare': {
      madeBy: 'unsharePersonalWidget',
      method: 'PUT',
      path: `${PERSONAL}/un-share`,
      summary: 'Stops sharing a widget with a role',
      body: shareWidgetSchema,
      answer: z.array(shareSchema),
    },
    'personal.addCategory': {
      madeBy: 'addPersonalCategory',
      method: 'POST',
      path: `${PERSONAL}/category`,
      summary: 'Adds a category of the user’s own',
      body: saveCategorySchema,
      answer: categorySchema,
    },
    'personal.deleteCategory': {
      madeBy: 'deletePersonalCategory',
      method: 'DELETE',
      path: `${PERSONAL}/category/{id}`,
      summary: 'Deletes a category of the user’s own',
      answer: 'ignored',
    },
  },
} satisfies RouteArea
