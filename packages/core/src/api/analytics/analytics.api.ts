import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { analyticsCalls as calls } from './analytics.calls'
import type { AnalyticsRequest } from './analytics.schema'

/** The data-analytics figures of a period, for the caller's book (the host sends them to the analytics window). */
export const fetchAnalytics = (http: HttpClient, request: AnalyticsRequest, signal?: AbortSignal) =>
  callRoute(http, calls.fetchAnalytics, { body: request, signal })
