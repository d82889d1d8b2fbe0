import type { SandboxDatabase } from '../db/database'

// What an organisation's recent transactions say it uses: its payment channels (provider and MID, with their
// methods) and its websites, read from its newest transactions by index.

/** How many of the newest transactions speak for an organisation. */
const RECENT = 2_000

export function recentChannels(db: SandboxDatabase) {
  const recent = (columns: string) =>
    db.prepare(
      `SELECT ${columns}, COUNT(*) AS n FROM (SELECT * FROM transactions WHERE mode = ? AND merchant_id = ?
         ORDER BY created DESC LIMIT ${RECENT}) GROUP BY ${columns} ORDER BY n DESC`,
    )
  const channels = recent('service_provider, mid')
  const methods = db.prepare(
    `SELECT DISTINCT payment_method AS method FROM (SELECT * FROM transactions WHERE mode = ? AND merchant_id = ?
       AND service_provider = ? ORDER BY created DESC LIMIT ${RECENT}) ORDER BY method`,
  )
  const websites = recent('website')
  const merchant = db.prepare(
    'SELECT id, tenant_id AS tenantId, legal_business_name AS name FROM merchants WHERE id = ?',
  )
  return {
    organisation: (id: number) => merchant.get(id) as { id: number; tenantId: number; name: string } | undefined,
    /** Its channels, the most used first, each with the methods it carried. */
    channelsOf: (mode: string, merchantId: number) =>
      (channels.all(mode, merchantId) as { service_provider: string; mid: string }[]).map((row) => ({
        serviceProvider: row.service_provider,
        mid: row.mid,
        paymentMethods: (methods.all(mode, merchantId, row.service_provider) as { method: string }[]).map(
          (m) => m.method,
        ),
      })),
    websitesOf: (mode: string, merchantId: number) =>
      (websites.all(mode, merchantId) as { website: string }[]).map((row) => row.website),
  }
}
