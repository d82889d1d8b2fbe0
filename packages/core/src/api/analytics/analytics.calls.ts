import type { Call } from '../../contract/route'
import { analyticsSchema } from './analytics.schema'

// How the analytics figures are read; what the contract document says of the call is in analytics.routes.ts.

export const analyticsCalls = {
  fetchAnalytics: { method: 'POST', path: 'reporting/report-v2/analytics', answer: analyticsSchema },
} as const satisfies Record<string, Call>
