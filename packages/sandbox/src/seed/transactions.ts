import type { SandboxDatabase } from '../db/database'
import { createRandom } from './random'
import { paymentMethods } from './reference-data'

const DAY = 86_400_000
const PER_MERCHANT = 40
// Mostly captured, as a live book of business is; the rest spread over the statuses of spec-decisions' table.
const statuses = [
  ...Array<string>(10).fill('Captured'),
  'Reserved',
  'Pending',
  'WaitingForApproval',
  'Refunded',
  'Declined',
  'Declined',
  'Failed',
  'Voided',
]
const currencyOfTenant: Record<number, string> = { 1: 'EUR', 2: 'TRY' }

/** Forty transactions per merchant over the last 60 days, order numbers as external ids (only into an empty table). */
export function seedTransactions(db: SandboxDatabase, now = Date.now()): void {
  const existing = db.prepare('SELECT COUNT(*) AS n FROM transactions').get() as { n: number }
  if (existing.n > 0) return
  const random = createRandom(1_001)
  const merchants = db.prepare('SELECT id, tenant_id AS tenantId FROM merchants ORDER BY id').all() as {
    id: number
    tenantId: number
  }[]
  const methods = paymentMethods.filter((method) => method.isActive).map((method) => method.code)
  const insert = db.prepare(
    `INSERT INTO transactions (merchant_id, external_id, amount, currency, status, payment_method, created, updated)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const merchant of merchants) {
    let orderNumber = 10_400 + merchant.id * 1_000
    for (let index = 0; index < PER_MERCHANT; index++) {
      orderNumber += random.int(1, 9)
      const created = now - random.int(0, 60 * DAY)
      const updated = created + random.int(0, 2 * DAY)
      insert.run(
        merchant.id,
        `ORD-${orderNumber}`,
        random.int(5, 2_500) * 100 + random.pick([0, 0, 50, 95, 99]),
        currencyOfTenant[merchant.tenantId] ?? 'EUR',
        random.pick(statuses),
        random.pick(methods),
        new Date(created).toISOString(),
        new Date(Math.min(updated, now)).toISOString(),
      )
    }
  }
}
