import { described, type RouteArea } from '../../contract/route'
import { reportAccess } from '../reports/reports.routes'
import { analyticsCalls } from './analytics.calls'
import { analyticsRequestSchema } from './analytics.schema'

export const analyticsRoutes = {
  area: 'analytics',
  description: 'The data-analytics figures the host sends to the analytics window.',
  access: { ...reportAccess, record: 'The data-analytics report’s own permission.' },
  routes: described(analyticsCalls, {
    fetchAnalytics: { summary: 'The figures of a period, for the caller’s book', body: analyticsRequestSchema },
  }),
} satisfies RouteArea
