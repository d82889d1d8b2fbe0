import type { SandboxDatabase } from '../db/database'
import { enterpriseProducts, standardProducts } from './price-list'

// Each tenant's price books from the price list: the standard one, which the seeded agreements copy and the book of
// business is charged by, and a second, inactive one for large merchants. Northwind's standard book is number 1.

export function seedPricebooks(db: SandboxDatabase): void {
  const existing = db.prepare('SELECT COUNT(*) AS n FROM pricebooks').get() as { n: number }
  if (existing.n > 0) return
  const tenants = db.prepare('SELECT id FROM tenants ORDER BY id').all() as { id: number }[]
  const book = db.prepare(
    `INSERT INTO pricebooks (tenant_id, name, description, is_standard, is_active, owner_id, updated)
     VALUES (?, ?, ?, ?, ?, (SELECT id FROM users WHERE tenant_id = ? AND user_type = 'crm' AND is_administrator = 1
       ORDER BY id LIMIT 1), ?)`,
  )
  const product = db.prepare('INSERT INTO pricebook_products (pricebook_id, name, payment_methods) VALUES (?, ?, ?)')
  const entry = db.prepare(
    'INSERT INTO pricebook_entries (product_id, fee_type_id, value, pricing_structure) VALUES (?, ?, ?, ?)',
  )
  const relate = db.prepare('INSERT INTO pricebook_product_relations (product_id, related_id) VALUES (?, ?), (?, ?)')
  const updated = new Date(Date.UTC(2026, 0, 5)).toISOString()
  for (const tenant of tenants)
    for (const [name, description, isStandard, isActive, products] of [
      ['Standard 2026', 'The fees every new merchant is offered.', 1, 1, standardProducts],
      ['Enterprise 2026', 'For merchants above EUR 5 million a month.', 0, 0, enterpriseProducts],
    ] as const) {
      const bookId = Number(
        book.run(tenant.id, name, description, isStandard, isActive, tenant.id, updated).lastInsertRowid,
      )
      const ids: number[] = []
      for (const seeded of products) {
        const productId = Number(product.run(bookId, seeded.name, JSON.stringify(seeded.methods)).lastInsertRowid)
        ids.push(productId)
        for (const [feeTypeId, value, bands = []] of seeded.entries)
          entry.run(
            productId,
            feeTypeId,
            value,
            JSON.stringify(bands.map(([fromAmount, bandValue]) => ({ fromAmount, value: bandValue }))),
          )
      }
      // Payouts come with every other product of the book: the related products of seed 002.
      const [payouts, ...rest] = [...ids].reverse()
      if (products.at(-1)?.name === 'Payouts') for (const other of rest) relate.run(payouts, other, other, payouts)
    }
}
