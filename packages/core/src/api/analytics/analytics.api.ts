import type { HttpClient } from '../../http/http-client'
import { analyticsSchema, type AnalyticsRequest } from './analytics.schema'

/** The data-analytics figures of a period, for the caller's book (the host sends them to the analytics window). */
export const fetchAnalytics = (http: HttpClient, request: AnalyticsRequest, signal?: AbortSignal) =>
  http.json(analyticsSchema, 'reporting/report-v2/analytics', { method: 'POST', json: request, signal })
