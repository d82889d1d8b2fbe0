import type { SandboxDatabase } from '../db/database'

/**
 * A write the API never makes, for the tests that check what triggers keep in step: a copy of a transaction under
 * id + 1,000,000, its amount multiplied and, if given, in another currency or made at another time.
 */
export function copyTransaction(
  db: SandboxDatabase,
  id: number,
  copy: { times: number; currency?: string; created?: string },
): void {
  db.prepare(
    `INSERT INTO transactions SELECT id + 1000000, mode, tenant_id, merchant_id, website, external_id, type, status,
       amount * @times, COALESCE(@currency, currency), refunded_amount, payment_method, card_brand, card_bin,
       card_last4, card_country, customer_name, customer_email, customer_ip, customer_country, service_provider, mid,
       response_code, decline_reason, three_ds, risk_score, parent_id, COALESCE(@created, created),
       COALESCE(@created, updated), settled, action_by
     FROM transactions WHERE id = @id`,
  ).run({ id, times: copy.times, currency: copy.currency ?? null, created: copy.created ?? null })
}
