import { Hono } from 'hono'
import { alertSettingsSchema } from '@paydeck/core/reports'
import { alertSettingsOf, saveAlertSettings } from '../alerts/alerts'
import type { SandboxDatabase } from '../db/database'
import type { ApiEnv } from './auth.middleware'
import { bind } from './route-table'
import { bodyOf } from './json-body'

// The tenant's alert thresholds (seed 000 section 7, crm/alerts/settings/decline-pending-ratio); the alerts raised
// over them are read in the alerts report.

export function alertRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  bind(app, 'fetchAlertSettings', (c) => c.json(alertSettingsOf(db, c.get('caller').user.tenantId)))
  bind(app, 'saveAlertSettings', (c) => {
    return c.json(saveAlertSettings(db, c.get('caller').user.tenantId, bodyOf(c, alertSettingsSchema)))
  })
  return app
}
