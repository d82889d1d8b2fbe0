import type { PidRelationship } from '@paydeck/core/transaction-actions'
import type { SandboxDatabase } from '../db/database'
import type { Page } from '../domain/page'

// PID relationships as stored (seed 001): which organisation holds an account (a card or a customer) on a website,
// from which transaction, until it is deallocated.

interface RelationshipRow {
  id: number
  organization_id: number
  organization_name: string
  website: string
  account_reference: string
  transaction_id: number
  request_type: 'Payment' | 'Payout'
  created: string
}

const toRelationship = (row: RelationshipRow): PidRelationship => ({
  id: row.id,
  organizationId: row.organization_id,
  organizationName: row.organization_name,
  websiteId: row.website,
  accountReference: row.account_reference,
  transactionId: row.transaction_id,
  requestType: row.request_type,
  created: row.created,
})

export interface RelationshipFilter {
  accountReference?: string
  organizationId?: number
  website?: string
  requestType?: 'Payment' | 'Payout'
}

const select = `SELECT r.*, m.legal_business_name AS organization_name FROM pid_relationships r
  JOIN merchants m ON m.id = r.organization_id`

export function pidRelationshipsRepository(db: SandboxDatabase) {
  const activeOf = db.prepare(
    `${select} WHERE r.tenant_id = ? AND r.account_reference = ? AND r.deallocated IS NULL ORDER BY r.id`,
  )
  const allocate = db.prepare(
    `INSERT INTO pid_relationships (tenant_id, organization_id, website, account_reference, transaction_id, request_type,
       created) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const release = db.prepare('UPDATE pid_relationships SET deallocated = ? WHERE id = ?')
  return {
    /** A page of the tenant's held accounts, the newest first, with the count of all. */
    page(tenantId: number, filter: RelationshipFilter, page: Page) {
      const conditions: [string, unknown][] = [
        ['r.account_reference = ?', filter.accountReference],
        ['r.organization_id = ?', filter.organizationId],
        ['r.website = ?', filter.website],
        ['r.request_type = ?', filter.requestType],
      ]
      const asked = conditions.filter(([, value]) => value !== undefined)
      const clause = ['r.tenant_id = ?', 'r.deallocated IS NULL', ...asked.map(([condition]) => condition)].join(
        ' AND ',
      )
      const params = [tenantId, ...asked.map(([, value]) => value)]
      const { n } = db.prepare(`SELECT COUNT(*) AS n FROM pid_relationships r WHERE ${clause}`).get(...params) as {
        n: number
      }
      const rows = db
        .prepare(`${select} WHERE ${clause} ORDER BY r.id DESC LIMIT ? OFFSET ?`)
        .all(...params, page.pageSize, page.pageIndex * page.pageSize) as RelationshipRow[]
      return { count: n, data: rows.map(toRelationship) }
    },
    /** Ends an organisation's hold on an account on a website; whether there was one. */
    deallocate(tenantId: number, hold: { organizationId: number; accountReference: string; websiteId: string }) {
      return (
        db
          .prepare(
            `UPDATE pid_relationships SET deallocated = ? WHERE tenant_id = ? AND organization_id = ?
               AND account_reference = ? AND website = ? AND deallocated IS NULL`,
          )
          .run(new Date().toISOString(), tenantId, hold.organizationId, hold.accountReference, hold.websiteId).changes >
        0
      )
    },
    /** Who holds an account now. */
    holdersOf: (tenantId: number, account: string) => activeOf.all(tenantId, account) as RelationshipRow[],
    release: (id: number, when: string) => release.run(when, id),
    allocate: (hold: {
      tenantId: number
      organizationId: number
      website: string
      account: string
      transactionId: number
      requestType: 'Payment' | 'Payout'
      created: string
    }) =>
      allocate.run(
        hold.tenantId,
        hold.organizationId,
        hold.website,
        hold.account,
        hold.transactionId,
        hold.requestType,
        hold.created,
      ),
  }
}
