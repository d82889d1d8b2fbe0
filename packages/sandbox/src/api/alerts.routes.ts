import { reportRoutes as reportArea } from '@paydeck/core/openapi'
import { alertSettingsOf, saveAlertSettings } from '../alerts/alerts'
import type { SandboxDatabase } from '../db/database'
import { implement } from './implement'

// The tenant's alert thresholds (seed 000 section 7, crm/alerts/settings/decline-pending-ratio); the alerts raised
// over them are read in the alerts report.

export const alertRoutes = (db: SandboxDatabase) =>
  implement(reportArea, {
    fetchAlertSettings: ({ caller }) => alertSettingsOf(db, caller.user.tenantId),
    saveAlertSettings: ({ caller, body }) => saveAlertSettings(db, caller.user.tenantId, body),
  })
