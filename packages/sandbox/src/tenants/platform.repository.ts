import { isPaymentSql } from '../transactions/money-sql'
import type { ReferenceItem, ReferenceKind, TenantOverview, TenantSummary } from '@paydeck/core/administration'
import type { SandboxDatabase } from '../db/database'
import { containing, likeEscape } from '../db/like'
import type { Page } from '../domain/page'

// What platform staff read of the tenants (seed 002's tenant management) and of the reference data (countries,
// currencies, languages), searched and paged in SQL.

const referenceTables: Record<ReferenceKind, { table: string; code: string; extra: string }> = {
  countries: { table: 'countries', code: 'iso_code', extra: '' },
  currencies: { table: 'currencies', code: 'code', extra: ', decimal_places AS decimalPlaces' },
  languages: { table: 'languages', code: 'code', extra: '' },
}

const summaryColumns = `t.id, t.name, t.is_default AS isDefault, t.support_email AS supportEmail,
  t.layout_name AS layoutName, t.base_currency AS baseCurrency,
  (SELECT COUNT(*) FROM merchants m WHERE m.tenant_id = t.id) AS merchants,
  (SELECT COUNT(*) FROM users u WHERE u.tenant_id = t.id AND u.user_type = 'crm') AS staff`
type SummaryRow = Omit<TenantSummary, 'isDefault'> & { isDefault: number }

/** A page of the tenants, the default first, by name, with the count of all. */
export function tenantSummaryPage(db: SandboxDatabase, page: Page) {
  const rows = db
    .prepare(`SELECT ${summaryColumns} FROM tenants t ORDER BY t.is_default DESC, t.name LIMIT ? OFFSET ?`)
    .all(page.pageSize, page.pageIndex * page.pageSize) as SummaryRow[]
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM tenants').get() as { n: number }
  return { data: rows.map((row) => ({ ...row, isDefault: row.isDefault === 1 })), totalCount: n }
}

/** One tenant at a glance: its summary, theme colours, merchants by processing state and the month's figures. */
export function tenantOverview(db: SandboxDatabase, id: number): TenantOverview | undefined {
  const row = db.prepare(`SELECT ${summaryColumns}, t.theme FROM tenants t WHERE t.id = ?`).get(id) as
    (SummaryRow & { theme: string }) | undefined
  if (!row) return undefined
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
         AND ${isPaymentSql()}`,
      id,
      since,
    ),
  }
  return overview
}

/** A page of one reference list whose name or code holds the search, by name, with the count of all. */
export function referencePage(db: SandboxDatabase, kind: ReferenceKind, search: string, page: Page) {
  const { table, code, extra } = referenceTables[kind]
  const term = containing(search)
  const where = `WHERE name LIKE ? ${likeEscape} OR ${code} LIKE ? ${likeEscape}`
  const rows = db
    .prepare(
      `SELECT id, ${code} AS code, name, is_active AS isActive${extra} FROM ${table} ${where}
         ORDER BY name LIMIT ? OFFSET ?`,
    )
    .all(term, term, page.pageSize, page.pageIndex * page.pageSize) as (Omit<ReferenceItem, 'isActive'> & {
    isActive: number
  })[]
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${table} ${where}`).get(term, term) as { n: number }
  return { data: rows.map((row) => ({ ...row, isActive: row.isActive === 1 })), totalCount: n }
}
