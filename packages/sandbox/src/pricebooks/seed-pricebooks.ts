import type { SandboxDatabase } from '../db/database'

// Each tenant's price books: a standard one whose fees the seeded proposals and agreements show, and a second,
// inactive one for large merchants. Northwind's standard price book is number 1, the one they name.

interface SeedProduct {
  name: string
  methods: string[]
  /** Fee type, value, and the pricing structure (bands by payment amount) if any. */
  entries: [number, number, [number, number][]?][]
}

const standard: SeedProduct[] = [
  {
    name: 'Card acquiring (Visa, Mastercard)',
    methods: ['VISA', 'MASTERCARD'],
    entries: [
      [
        1,
        1.5,
        [
          [0, 1.8],
          [100, 1.5],
          [1000, 1.2],
        ],
      ],
      [2, 0.2],
      [3, 15],
      [4, 0.1],
      [5, 1],
    ],
  },
  {
    name: 'Alternative payment methods',
    methods: ['APPLEPAY', 'GOOGLEPAY', 'IDEAL', 'SEPA_DD', 'OPEN_BANKING'],
    entries: [
      [1, 1.2],
      [5, 0.9],
    ],
  },
  { name: 'Payouts', methods: [], entries: [[6, 0.35]] },
]

const enterprise: SeedProduct[] = [
  {
    name: 'Card acquiring (every scheme)',
    methods: ['VISA', 'MASTERCARD', 'AMEX'],
    entries: [
      [1, 0.9],
      [2, 0.1],
      [3, 10],
    ],
  },
]

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
      ['Standard 2026', 'The fees every new merchant is offered.', 1, 1, standard],
      ['Enterprise 2026', 'For merchants above EUR 5 million a month.', 0, 0, enterprise],
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
