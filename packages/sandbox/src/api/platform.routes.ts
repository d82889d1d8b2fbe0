import { Hono } from 'hono'
import {
  referenceKinds,
  type ReferenceKind,
  type TenantOverview,
  type TenantSummary,
} from '@paydeck/core/administration'
import type { SandboxDatabase } from '../db/database'
import type { ApiEnv } from './auth.middleware'
import { bind } from './route-table'
import { pageOf } from './paging'
import { notFound } from './problems'
import { containing, likeEscape } from '../db/like'

// crm/tenant-management/tenants for platform staff (seed 002), and the settings pages of the reference data the
// product has: countries, currencies, languages, searched and paged in SQL.

const references: Record<ReferenceKind, { table: string; code: string; extra: string }> = {
  countries: { table: 'countries', code: 'iso_code', extra: '' },
  currencies: { table: 'currencies', code: 'code', extra: ', decimal_places AS decimalPlaces' },
  languages: { table: 'languages', code: 'code', extra: '' },
}

export function platformRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const summaryColumns = `t.id, t.name, t.is_default AS isDefault, t.support_email AS supportEmail,
    t.layout_name AS layoutName, t.base_currency AS baseCurrency,
    (SELECT COUNT(*) FROM merchants m WHERE m.tenant_id = t.id) AS merchants,
    (SELECT COUNT(*) FROM users u WHERE u.tenant_id = t.id AND u.user_type = 'crm') AS staff`
  type SummaryRow = Omit<TenantSummary, 'isDefault'> & { isDefault: number }

  bind(app, 'tenantManagement.page', (c) => {
    const { pageIndex, pageSize } = pageOf(c)
    const rows = db
      .prepare(`SELECT ${summaryColumns} FROM tenants t ORDER BY t.is_default DESC, t.name LIMIT ? OFFSET ?`)
      .all(pageSize, pageIndex * pageSize) as SummaryRow[]
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM tenants').get() as { n: number }
    return c.json({ data: rows.map((row) => ({ ...row, isDefault: row.isDefault === 1 })), totalCount: n })
  })
  bind(app, 'tenantManagement.overview', (c) => {
    const id = Number(c.req.param('id'))
    const row = db.prepare(`SELECT ${summaryColumns}, t.theme FROM tenants t WHERE t.id = ?`).get(id) as
      (SummaryRow & { theme: string }) | undefined
    if (!row) return notFound(c, `There is no tenant ${id}.`)
    const theme = JSON.parse(row.theme) as { primaryColor: string; sidebarBackgroundColor: string }
    const count = (sql: string, ...params: unknown[]) => (db.prepare(sql).get(...params) as { n: number }).n
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString()
    const { theme: _, ...summary } = row
    const overview: TenantOverview = {
      ...summary,
      isDefault: row.isDefault === 1,
      primaryColor: theme.primaryColor,
      sidebarColor: theme.sidebarBackgroundColor,
      merchantsByProcessing: db
        .prepare(
          `SELECT processing_status AS status, COUNT(*) AS count FROM merchants WHERE tenant_id = ?
           GROUP BY processing_status ORDER BY count DESC, status`,
        )
        .all(id) as TenantOverview['merchantsByProcessing'],
      activeStaff: count(
        "SELECT COUNT(*) AS n FROM users WHERE tenant_id = ? AND user_type = 'crm' AND is_active = 1",
        id,
      ),
      pricebooks: count('SELECT COUNT(*) AS n FROM pricebooks WHERE tenant_id = ?', id),
      pipelines: count('SELECT COUNT(*) AS n FROM pipelines WHERE tenant_id = ?', id),
      paymentsLast30Days: count(
        `SELECT COUNT(*) AS n FROM transactions WHERE mode = 'Live' AND tenant_id = ? AND created >= ?
           AND type IN ('Sale', 'Authorisation')`,
        id,
        since,
      ),
    }
    return c.json(overview)
  })

  bind(app, 'referenceList', (c) => {
    const kind = c.req.param('kind') as ReferenceKind
    if (!referenceKinds.includes(kind)) return notFound(c, `There is no reference list ${kind}.`)
    const { table, code, extra } = references[kind]
    const { pageIndex, pageSize } = pageOf(c)
    const search = containing(c.req.query('search') ?? '')
    const where = `WHERE name LIKE ? ${likeEscape} OR ${code} LIKE ? ${likeEscape}`
    const rows = db
      .prepare(
        `SELECT id, ${code} AS code, name, is_active AS isActive${extra} FROM ${table} ${where}
           ORDER BY name LIMIT ? OFFSET ?`,
      )
      .all(search, search, pageSize, pageIndex * pageSize) as { isActive: number }[]
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${table} ${where}`).get(search, search) as { n: number }
    return c.json({ data: rows.map((row) => ({ ...row, isActive: row.isActive === 1 })), totalCount: n })
  })
  return app
}
