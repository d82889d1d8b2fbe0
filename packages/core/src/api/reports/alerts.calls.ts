import type { Call } from '../../contract/route'
import { alertSettingsSchema } from './alerts.schema'

// How the tenant's alert thresholds are read and saved; the document's words are in reports.routes.ts.

export const alertCalls = {
  fetchAlertSettings: { method: 'GET', path: 'alerts/settings/decline-pending-ratio', answer: alertSettingsSchema },
  saveAlertSettings: { method: 'PUT', path: 'alerts/settings/decline-pending-ratio', answer: alertSettingsSchema },
} as const satisfies Record<string, Call>
