import type { RouteArea } from '../../contract/route'
import { reportAccess } from '../reports/reports.routes'
import { analyticsRequestSchema, analyticsSchema } from './analytics.schema'

export const analyticsRoutes = {
  area: 'analytics',
  description: 'The data-analytics figures the host sends to the analytics window.',
  access: { ...reportAccess, record: 'The data-analytics report’s own permission.' },
  routes: {
    fetchAnalytics: {
      method: 'POST',
      path: 'reporting/report-v2/analytics',
      summary: 'The figures of a period, for the caller’s book',
      body: analyticsRequestSchema,
      answer: analyticsSchema,
    },
  },
} satisfies RouteArea
