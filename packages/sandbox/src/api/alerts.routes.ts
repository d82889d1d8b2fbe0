import { Hono, type Context } from 'hono'
import * as z from 'zod/mini'
import { alertSettingsOf, alertTypes, saveAlertSettings } from '../alerts/alerts'
import type { SandboxDatabase } from '../db/database'
import { requireKind, requireKindPermission, type ApiEnv } from './auth.middleware'
import { invalid, notFound } from './problems'
import { pagingOf } from './paging'

// Seed 000 section 7's alerts: GET /alerts, /tenant/alerts, /platform/alerts (pageIndex, pageSize), /alerts/types,
// /alerts/{id}, /platform/alerts/{tenantId}/{id}; and the tenant's thresholds of crm/settings/alerts/
// decline-pending-ratio (its calls are not shown: GET and PUT /alerts/settings/decline-pending-ratio).

interface AlertRow {
  id: number
  tenant_id: number
  merchant_id: number
  merchant_name: string
  type: string
  severity: string
  message: string
  value: number
  threshold: number
  window_start: string
  raised: string
}

const toAlert = (row: AlertRow) => ({
  id: row.id,
  tenantId: row.tenant_id,
  merchantId: row.merchant_id,
  merchantName: row.merchant_name,
  type: row.type,
  severity: row.severity,
  message: row.message,
  value: row.value,
  threshold: row.threshold,
  day: row.window_start,
  raised: row.raised,
})

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

const mayReadSettings = requireKindPermission({ tenant: 'Settings.View' })

const SELECT = `SELECT a.*, m.legal_business_name AS merchant_name FROM alerts a JOIN merchants m ON m.id = a.merchant_id`

export function alertRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const mayRead = requireKindPermission({
    merchant: 'Merchant.Reports.View',
    tenant: 'Reports.View',
    platform: 'Reports.View',
  })
  /** The alerts a caller sees: a merchant its own, staff their tenant's, the platform a named tenant's or all. */
  const scopeOf = (c: Context<ApiEnv>, tenant?: number) => {
    const caller = c.get('caller')
    if (caller.kind === 'merchant') return { tenantId: caller.user.tenantId, merchantId: caller.user.merchantId! }
    if (caller.kind === 'tenant') return { tenantId: caller.user.tenantId }
    return tenant ? { tenantId: tenant } : {}
  }
  const list = (c: Context<ApiEnv>, scope: { tenantId?: number; merchantId?: number }) => {
    const { pageIndex, pageSize } = pagingOf(c)
    const where = ['1 = 1']
    const params: number[] = []
    if (scope.tenantId) {
      where.push('a.tenant_id = ?')
      params.push(scope.tenantId)
    }
    if (scope.merchantId) {
      where.push('a.merchant_id = ?')
      params.push(scope.merchantId)
    }
    const { count } = db
      .prepare(`SELECT COUNT(*) AS count FROM alerts a WHERE ${where.join(' AND ')}`)
      .get(...params) as {
      count: number
    }
    const rows = db
      .prepare(`${SELECT} WHERE ${where.join(' AND ')} ORDER BY a.window_start DESC, a.id DESC LIMIT ? OFFSET ?`)
      .all(...params, pageSize, pageIndex * pageSize) as AlertRow[]
    return c.json({ count, data: rows.map(toAlert) })
  }
  const one = (c: Context<ApiEnv>, id: number, scope: { tenantId?: number; merchantId?: number }) => {
    const row = db.prepare(`${SELECT} WHERE a.id = ?`).get(id) as AlertRow | undefined
    const visible =
      row &&
      (scope.tenantId === undefined || row.tenant_id === scope.tenantId) &&
      (scope.merchantId === undefined || row.merchant_id === scope.merchantId)
    return visible ? c.json(toAlert(row)) : notFound(c, `There is no alert ${id}.`)
  }

  // Tenant staff's calls carry the /crm prefix (core's request rules); the others' do not.
  for (const prefix of ['', '/crm']) {
    app.get(`${prefix}/alerts/types`, mayRead, (c) => c.json(alertTypes))
    app.get(`${prefix}/alerts/settings/decline-pending-ratio`, requireKind('tenant'), mayReadSettings, (c) =>
      c.json(alertSettingsOf(db, c.get('caller').user.tenantId)),
    )
    app.put(`${prefix}/alerts/settings/decline-pending-ratio`, requireKind('tenant'), mayReadSettings, async (c) => {
      const parsed = z.safeParse(settingsSchema, await c.req.json().catch(() => undefined))
      if (!parsed.success)
        return invalid(
          c,
          Object.fromEntries(
            parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'settings'), [issue.message]]),
          ),
        )
      return c.json(saveAlertSettings(db, c.get('caller').user.tenantId, parsed.data))
    })
    app.get(`${prefix}/alerts`, mayRead, (c) => list(c, scopeOf(c)))
    app.get(`${prefix}/tenant/alerts`, requireKind('tenant'), mayRead, (c) => list(c, scopeOf(c)))
    app.get(`${prefix}/platform/alerts`, requireKind('platform'), mayRead, (c) =>
      list(c, scopeOf(c, Number(c.req.query('tenantId')) || undefined)),
    )
    app.get(`${prefix}/alerts/:id{[0-9]+}`, mayRead, (c) => one(c, Number(c.req.param('id')), scopeOf(c)))
    app.get(`${prefix}/platform/alerts/:tenantId{[0-9]+}/:id{[0-9]+}`, requireKind('platform'), mayRead, (c) =>
      one(c, Number(c.req.param('id')), { tenantId: Number(c.req.param('tenantId')) }),
    )
  }
  return app
}
