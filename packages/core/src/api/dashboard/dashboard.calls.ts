import * as z from 'zod/mini'
import type { Call } from '../../contract/route'
import { dashboardCategorySchema, widgetDataSchema } from './dashboard.schema'

// How the dashboard's own calls are made and what they answer (base reporting/api/v2); the management's and the
// personal dashboard's are in dashboard-manage.calls.ts, what the contract document says of them in
// dashboard.routes.ts.

export const dashboardCalls = {
  fetchUserDashboard: {
    method: 'GET',
    path: 'reporting/api/v2/dashboard/category/list/user/widgets',
    answer: z.array(dashboardCategorySchema),
  },
  fetchWidgetData: { method: 'GET', path: 'reporting/api/v2/dashboard/data/{dataSource}', answer: widgetDataSchema },
} as const satisfies Record<string, Call>
