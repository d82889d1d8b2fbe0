import type { AuditTargetType } from '@paydeck/core/administration'
import type { SandboxDatabase } from '../db/database'

// What a record's target is, read from the book: its label as a person knows it, and whose it is (the tenant and
// the merchant a record is filed under). Read before a change (the label as it was) and, for a record the call
// made, after it.

interface TargetTable {
  /** The table the target's rows are in (a new record's id is the row the call added there). */
  table: string
  /** Its label, tenant and merchant by its id (SQL selecting label, tenant_id, merchant_id). */
  lookup?: string
}

const targetTables: Record<AuditTargetType, TargetTable | null> = {
  transaction: {
    table: 'transactions',
    lookup: `SELECT COALESCE(external_id, '#' || id) AS label, tenant_id, merchant_id FROM transactions WHERE id = ?`,
  },
  webhookEvent: {
    table: 'transaction_events',
    lookup: `SELECT e.type || ' · ' || COALESCE(t.external_id, '#' || t.id) AS label, t.tenant_id, t.merchant_id
      FROM transaction_events e JOIN transactions t ON t.id = e.transaction_id WHERE e.id = ?`,
  },
  bulkUpdate: {
    table: 'bulk_updates',
    lookup: 'SELECT file_name AS label, tenant_id, NULL AS merchant_id FROM bulk_updates WHERE id = ?',
  },
  bankOrder: {
    table: 'bank_orders',
    lookup: 'SELECT file_name AS label, tenant_id, NULL AS merchant_id FROM bank_orders WHERE id = ?',
  },
  bankOrderSettings: null,
  pidRelationship: null,
  savedView: {
    table: 'saved_views',
    lookup: `SELECT v.name AS label, u.tenant_id, u.merchant_id FROM saved_views v JOIN users u ON u.id = v.user_id
      WHERE v.id = ?`,
  },
  ticket: {
    table: 'tickets',
    lookup: `SELECT '#' || id || ' ' || subject AS label, tenant_id, merchant_id FROM tickets WHERE id = ?`,
  },
  supportLabel: {
    table: 'support_labels',
    lookup: 'SELECT value AS label, NULL AS tenant_id, NULL AS merchant_id FROM support_labels WHERE id = ?',
  },
  file: {
    table: 'files',
    lookup: `SELECT f.name AS label, f.tenant_id, u.merchant_id FROM files f LEFT JOIN users u ON u.id = f.user_id
      WHERE f.id = ?`,
  },
  proposal: {
    table: 'commercial_documents',
    lookup: `SELECT 'Proposal #' || id AS label, tenant_id, merchant_id FROM commercial_documents WHERE id = ?`,
  },
  agreement: {
    table: 'commercial_documents',
    lookup: `SELECT 'Agreement #' || id AS label, tenant_id, merchant_id FROM commercial_documents WHERE id = ?`,
  },
  report: null,
  alertSettings: null,
  dispute: {
    table: 'disputes',
    lookup: `SELECT d.network || ' ' || d.reason_code || ' · ' || t.external_id AS label, d.tenant_id, d.merchant_id
      FROM disputes d JOIN transactions t ON t.id = d.transaction_id WHERE d.id = ?`,
  },
  merchant: {
    table: 'merchants',
    lookup: 'SELECT legal_business_name AS label, tenant_id, id AS merchant_id FROM merchants WHERE id = ?',
  },
  dashboard: {
    table: 'dashboard_categories',
    lookup: 'SELECT name AS label, tenant_id, NULL AS merchant_id FROM dashboard_categories WHERE id = ?',
  },
  personalDashboard: null,
  pipeline: {
    table: 'pipelines',
    lookup: 'SELECT name AS label, tenant_id, NULL AS merchant_id FROM pipelines WHERE id = ?',
  },
  pricebook: {
    table: 'pricebooks',
    lookup: 'SELECT name AS label, tenant_id, NULL AS merchant_id FROM pricebooks WHERE id = ?',
  },
  pricebookEntry: {
    table: 'pricebook_entries',
    lookup: `SELECT b.name || ' · ' || p.name AS label, b.tenant_id, NULL AS merchant_id
      FROM pricebook_entries e JOIN pricebook_products p ON p.id = e.product_id
      JOIN pricebooks b ON b.id = p.pricebook_id WHERE e.id = ?`,
  },
  user: {
    table: 'users',
    lookup: `SELECT first_name || ' ' || last_name || ' (' || email || ')' AS label, tenant_id, merchant_id
      FROM users WHERE id = ?`,
  },
  role: {
    table: 'roles',
    lookup: 'SELECT name AS label, tenant_id, NULL AS merchant_id FROM roles WHERE id = ?',
  },
  tenant: {
    table: 'tenants',
    lookup: 'SELECT name AS label, id AS tenant_id, NULL AS merchant_id FROM tenants WHERE id = ?',
  },
}

export interface TargetFacts {
  label: string | null
  tenantId: number | null
  merchantId: number | null
}

/** The table a target's new record is added to, if it has one. */
export const targetTable = (type: AuditTargetType) => targetTables[type]?.table

/** A target's label and whose it is, as the book has it now (nothing when it is not there). */
export function targetFacts(db: SandboxDatabase) {
  const statements = new Map<AuditTargetType, ReturnType<SandboxDatabase['prepare']>>()
  return (type: AuditTargetType, id: string): TargetFacts | undefined => {
    const lookup = targetTables[type]?.lookup
    if (!lookup) return undefined
    let statement = statements.get(type)
    if (!statement) statements.set(type, (statement = db.prepare(lookup)))
    const row = statement.get(id) as { label: string | null; tenant_id: number | null; merchant_id: number | null }
    return row && { label: row.label, tenantId: row.tenant_id, merchantId: row.merchant_id }
  }
}
