import type { ResponsePayload } from '@paydeck/core/schemas'
import type { SandboxDatabase } from '../db/database'

// Proposals and agreements as stored (seed 002 section 4): a price book's terms sent to a merchant, and its answer.

export type DocumentKind = 'proposal' | 'agreement'

export interface DocumentRow {
  id: number
  kind: DocumentKind
  tenantId: number
  merchantId: number
  merchantName: string
  tenantName: string
  created: string
  version: number
  status: string
  rejectReason: string | null
  body: string
  pricebookId: number
  boardingFee: number
  accountConfigurationFee: number
  bankAccountSetupFee: number
  monthlyMinimumFee: number
  gatewayMonthlyAccess: number
  entries: string
}

export function findDocument(db: SandboxDatabase, kind: DocumentKind, id: number) {
  return db
    .prepare(
      `SELECT d.id, d.kind, d.tenant_id AS tenantId, d.merchant_id AS merchantId, m.legal_business_name AS merchantName,
         t.name AS tenantName, d.created, d.version, d.status, d.reject_reason AS rejectReason, d.body,
         d.pricebook_id AS pricebookId, d.boarding_fee AS boardingFee,
         d.account_configuration_fee AS accountConfigurationFee, d.bank_account_setup_fee AS bankAccountSetupFee,
         d.monthly_minimum_fee AS monthlyMinimumFee, d.gateway_monthly_access AS gatewayMonthlyAccess, d.entries
       FROM commercial_documents d JOIN merchants m ON m.id = d.merchant_id JOIN tenants t ON t.id = d.tenant_id
       WHERE d.kind = ? AND d.id = ?`,
    )
    .get(kind, id) as DocumentRow | undefined
}

/** A merchant's answer to a document: accepted, or rejected with its reason. */
export function answerDocument(db: SandboxDatabase, id: number, payload: ResponsePayload): void {
  const rejectReason = payload.response === 'Rejected' ? payload.rejectReason.trim() : null
  db.prepare('UPDATE commercial_documents SET status = ?, reject_reason = ?, responded_at = ? WHERE id = ?').run(
    payload.response,
    rejectReason,
    new Date().toISOString(),
    id,
  )
}
