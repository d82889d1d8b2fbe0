// @paydeck/core/analytics: seed 002's data-analytics tool: its figures, and the postMessage protocol between the
// portal and the analytics window (secp256k1 signatures through @noble/curves).
export { analyticsPeriods, analyticsRequestSchema, analyticsSchema, analyticsSliceSchema } from './analytics.schema'
export type { Analytics, AnalyticsPeriod, AnalyticsRequest, AnalyticsSlice } from './analytics.schema'
export { fetchAnalytics } from './analytics.api'
export {
  ANALYTICS_SEND_DELAY_MS,
  ANALYTICS_WINDOW_TITLE,
  AUTHENTICATION_FAILED,
  analyticsHost,
  analyticsKeys,
  dataMessageSchema,
  popupClosedSchema,
  popupFeatures,
  popupOpenedSchema,
  reportChangeSchema,
  signChange,
  signedChangeSchema,
  verifyChange,
} from './analytics-protocol'
export type { AnalyticsHost, AnalyticsHostOptions, Received, ReportChange, SignedChange } from './analytics-protocol'
