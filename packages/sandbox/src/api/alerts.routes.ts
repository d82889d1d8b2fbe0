import { Hono } from 'hono'
import * as z from 'zod/mini'
import { alertSettingsOf, saveAlertSettings } from '../alerts/alerts'
import type { SandboxDatabase } from '../db/database'
import type { ApiEnv } from './auth.middleware'
import { bind } from './route-table'
import { invalid } from './problems'

// The tenant's alert thresholds (seed 000 section 7, crm/alerts/settings/decline-pending-ratio); the alerts raised
// over them are read in the alerts report.

/** Percentages from 0 to 100 with at most two decimals (spec-decisions), and a day's least number of payments. */
const percentage = z.number().check(
  z.minimum(0, 'Enter a percentage from 0 to 100.'),
  z.maximum(100, 'Enter a percentage from 0 to 100.'),
  z.refine((value) => Math.round(value * 100) === value * 100, 'Use at most two decimals.'),
)
const settingsSchema = z.object({
  declineRatio: percentage,
  pendingRatio: percentage,
  minPayments: z.int().check(z.minimum(1, 'Enter at least 1.'), z.maximum(100_000, 'Enter at most 100,000.')),
})

export function alertRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  bind(app, 'fetchAlertSettings', (c) => c.json(alertSettingsOf(db, c.get('caller').user.tenantId)))
  bind(app, 'saveAlertSettings', async (c) => {
    const parsed = z.safeParse(settingsSchema, await c.req.json().catch(() => undefined))
    if (!parsed.success)
      return invalid(
        c,
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'settings'), [issue.message]])),
      )
    return c.json(saveAlertSettings(db, c.get('caller').user.tenantId, parsed.data))
  })
  return app
}
