import { createHash } from 'node:crypto'
import type { SandboxDatabase } from '../db/database'
import type { TransactionRow } from './lookup'

// PID relationships: which organisation (merchant) holds a payer's account on a website. Accounts are those of
// alternative payments (bank transfers, open banking, direct debits, wallets): a card has no PID.

/** The payer's account reference: the same for every payment from the same customer's account. */
export function accountReferenceOf(row: Pick<TransactionRow, 'card_bin' | 'customer_email'>): string | null {
  if (row.card_bin) return null
  const digest = createHash('sha256').update(row.customer_email).digest('hex')
  return `PID-${digest.slice(0, 10).toUpperCase()}`
}

/** How many recent alternative payments of each tenant hold their account, and how often another held it first. */
const RECENT_PAYERS = 400
const RESTRICTED_EVERY = 12

/**
 * Relationships for each tenant's newest alternative payments: each payer's account held by the merchant paid; every
 * twelfth held first by another merchant of the tenant, which restricts the payment until staff act. Runs once.
 */
export function seedPidRelationships(db: SandboxDatabase): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM pid_relationships').get() as { n: number }
  if (n > 0) return
  const tenants = db.prepare('SELECT DISTINCT tenant_id AS id FROM merchants ORDER BY id').all() as { id: number }[]
  const payments = db.prepare(
    `SELECT * FROM transactions WHERE mode = 'Live' AND tenant_id = ? AND card_bin IS NULL AND type IN ('Sale', 'Payout')
     ORDER BY created DESC LIMIT ${RECENT_PAYERS}`,
  )
  // Another processing merchant of the tenant, with the website its payments come from.
  const others = db.prepare(
    `SELECT merchant_id AS id, website FROM transactions WHERE mode = 'Live' AND tenant_id = ? AND merchant_id <> ?
     ORDER BY created DESC LIMIT 1`,
  )
  const insert = db.prepare(
    `INSERT INTO pid_relationships (tenant_id, organization_id, website, account_reference, transaction_id, request_type,
       created) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  db.transaction(() => {
    for (const tenant of tenants)
      (payments.all(tenant.id) as TransactionRow[]).forEach((row, index) => {
        const account = accountReferenceOf(row)!
        const requestType = row.type === 'Payout' ? 'Payout' : 'Payment'
        const other =
          index % RESTRICTED_EVERY === 0
            ? (others.get(tenant.id, row.merchant_id) as { id: number; website: string } | undefined)
            : undefined
        if (other) {
          const earlier = new Date(Date.parse(row.created) - 30 * 86_400_000).toISOString()
          insert.run(tenant.id, other.id, other.website, account, row.id, requestType, earlier)
        } else insert.run(tenant.id, row.merchant_id, row.website, account, row.id, requestType, row.created)
      })
  })()
}
