import * as z from 'zod/mini'
import { widgetDateRanges } from '../../time/date-presets'
import { described, optional, type Access, type RouteArea } from '../../contract/route'
import { dashboardCalls } from './dashboard.calls'
import { dashboardManageCalls } from './dashboard-manage.calls'
import { byStaff } from '../../contract/kinds'
import {
  roleWidgetsSchema,
  saveCategorySchema,
  saveWidgetSchema,
  personalWidgetUpdateSchema,
  shareWidgetSchema,
} from './dashboard.schema'

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
  routes: described(
    { ...dashboardCalls, ...dashboardManageCalls },
    {
      fetchUserDashboard: { summary: 'The user’s categories with the widgets they see' },
      fetchWidgetData: {
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
      },
      // Everyone's: a personal widget picks its source too.
      dataSources: { summary: 'The data sources a widget may read, with their columns' },
      'manage.categories': byStaff({
        madeBy: 'fetchWidgetCategories',
        access: management,
        summary: 'The tenant’s categories',
      }),
      'manage.addCategory': byStaff({
        madeBy: 'addWidgetCategory',
        access: management,
        summary: 'Adds a category',
        body: saveCategorySchema,
      }),
      'manage.renameCategory': byStaff({
        madeBy: 'renameWidgetCategory',
        access: management,
        summary: 'Renames a category',
        body: saveCategorySchema,
      }),
      'manage.deleteCategory': byStaff({
        madeBy: 'deleteWidgetCategory',
        access: management,
        summary: 'Deletes a category',
      }),
      'manage.widgetsByCategory': byStaff({
        madeBy: 'fetchWidgetsByCategory',
        access: management,
        summary: 'Every widget of the tenant, by category',
      }),
      'manage.addWidget': byStaff({
        madeBy: 'addWidget',
        access: management,
        summary: 'Adds a widget',
        body: saveWidgetSchema,
      }),
      'manage.updateWidget': byStaff({
        madeBy: 'updateWidget',
        access: management,
        summary: 'Changes a widget',
        body: saveWidgetSchema,
      }),
      'manage.deleteWidget': byStaff({ madeBy: 'deleteWidget', access: management, summary: 'Deletes a widget' }),
      'manage.tenantRoles': byStaff({
        madeBy: 'fetchTenantRoles',
        access: management,
        summary: 'The roles and the widgets each sees',
      }),
      'manage.assignTenantRole': byStaff({
        access: management,
        summary: 'Sets the widgets a staff role sees',
        body: roleWidgetsSchema,
        madeBy: 'assignRoleWidgets',
      }),
      'manage.assignMerchantRole': byStaff({
        access: management,
        summary: 'Sets the widgets a merchant role sees',
        body: roleWidgetsSchema,
        madeBy: 'assignRoleWidgets',
      }),
      'personal.widgets': { madeBy: 'fetchPersonalWidgets', summary: 'The user’s own widgets' },
      'personal.categories': { madeBy: 'fetchPersonalCategories', summary: 'The user’s own categories' },
      'personal.shares': { madeBy: 'fetchPersonalShares', summary: 'Which roles the user’s widgets are shared with' },
      'personal.roles': { madeBy: 'fetchShareRoles', summary: 'The roles a widget can be shared with' },
      'personal.clone': { madeBy: 'clonePersonalWidget', summary: 'Makes a widget the user sees their own copy' },
      'personal.update': {
        madeBy: 'updatePersonalWidget',
        summary: 'Changes one of the user’s widgets',
        body: personalWidgetUpdateSchema,
      },
      'personal.remove': { madeBy: 'removePersonalWidget', summary: 'Deletes one of the user’s widgets' },
      'personal.share': {
        madeBy: 'sharePersonalWidget',
        summary: 'Shares a widget with a role',
        body: shareWidgetSchema,
      },
      'personal.unshare': {
        madeBy: 'unsharePersonalWidget',
        summary: 'Stops sharing a widget with a role',
        body: shareWidgetSchema,
      },
      'personal.addCategory': {
        madeBy: 'addPersonalCategory',
        summary: 'Adds a category of the user’s own',
        body: saveCategorySchema,
      },
      'personal.deleteCategory': { madeBy: 'deletePersonalCategory', summary: 'Deletes a category of the user’s own' },
    },
  ),
} satisfies RouteArea
