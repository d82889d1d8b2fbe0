import type {
  FeePreview,
  Pricebook,
  PricebookProduct,
  PricingTier,
  SavePricebook,
  SaveProduct,
} from '@paydeck/core/pricebooks'
import { toMinorUnits } from '@paydeck/core/values'
import type { SandboxDatabase } from '../db/database'
import { baseCurrencyOf } from '../dashboard/exchange-rates'
import { chargesOf, type Charge } from './charges'

// A tenant's price books: products, each product's fee per fee type, and pricing structures (a fee's value by
// payment amount). Proposals made from a price book copy its fees; the preview computes one payment's fees.

export class PricebookConflict extends Error {}

interface BookRow {
  id: number
  name: string
  description: string
  isStandard: number
  isActive: number
  ownerId: number | null
  ownerName: string | null
  tenantId: number
  updated: string
  products: number
  documents: number
}

const bookColumns = `b.id, b.name, b.description, b.is_standard AS isStandard, b.is_active AS isActive,
  b.owner_id AS ownerId, u.first_name || ' ' || u.last_name AS ownerName, b.tenant_id AS tenantId, b.updated,
  (SELECT COUNT(*) FROM pricebook_products p WHERE p.pricebook_id = b.id) AS products,
  (SELECT COUNT(*) FROM commercial_documents d WHERE d.pricebook_id = b.id) AS documents
  FROM pricebooks b LEFT JOIN users u ON u.id = b.owner_id`

/** The list's filters; a name not among them is no filter (a Map, so "constructor" is not one either). */
const filters = new Map([
  ['all', ''],
  ['active', 'AND b.is_active = 1'],
  ['inactive', 'AND b.is_active = 0'],
  ['standard', 'AND b.is_standard = 1'],
])

const touched = (db: SandboxDatabase) => (id: number) =>
  db.prepare('UPDATE pricebooks SET updated = ? WHERE id = ?').run(new Date().toISOString(), id)

/** A tenant's price books read: a page of them, one, and a book's products with their fees. */
function bookReads(db: SandboxDatabase) {
  const toBook = (row: BookRow): Pricebook => ({
    id: row.id,
    name: row.name,
    description: row.description,
    isStandard: row.isStandard === 1,
    isActive: row.isActive === 1,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    currency: baseCurrencyOf(db, row.tenantId),
    products: row.products,
    documents: row.documents,
    updated: row.updated,
  })
  return {
    page(tenantId: number, filterType: string, pageIndex: number, pageSize: number) {
      const where = `WHERE b.tenant_id = ? ${filters.get(filterType) ?? ''}`
      const rows = db
        .prepare(`SELECT ${bookColumns} ${where} ORDER BY b.is_standard DESC, b.name, b.id LIMIT ? OFFSET ?`)
        .all(tenantId, pageSize, pageIndex * pageSize) as BookRow[]
      const { n } = db.prepare(`SELECT COUNT(*) AS n FROM pricebooks b ${where}`).get(tenantId) as { n: number }
      return { data: rows.map(toBook), totalCount: n }
    },
    find(tenantId: number, id: number): Pricebook | undefined {
      const row = db.prepare(`SELECT ${bookColumns} WHERE b.tenant_id = ? AND b.id = ?`).get(tenantId, id) as
        BookRow | undefined
      return row && toBook(row)
    },
    /** A book's products; a fixed fee's symbol is the book's currency (a percentage's stays %). */
    products(bookId: number): PricebookProduct[] {
      const { currency } = db
        .prepare(
          'SELECT t.base_currency AS currency FROM pricebooks b JOIN tenants t ON t.id = b.tenant_id WHERE b.id = ?',
        )
        .get(bookId) as { currency: string }
      const products = db
        .prepare(
          'SELECT id, name, payment_methods AS methods FROM pricebook_products WHERE pricebook_id = ? ORDER BY id',
        )
        .all(bookId) as { id: number; name: string; methods: string }[]
      const entries = db.prepare(
        `SELECT e.id, e.product_id AS productId, e.fee_type_id AS feeTypeId, f.name AS feeTypeName, f.symbol AS feeSymbol,
         e.value, e.pricing_structure AS structure
       FROM pricebook_entries e JOIN fee_types f ON f.id = e.fee_type_id WHERE e.product_id = ? ORDER BY f.id`,
      )
      const related = db.prepare(
        'SELECT related_id AS id FROM pricebook_product_relations WHERE product_id = ? ORDER BY related_id',
      )
      return products.map((product) => ({
        id: product.id,
        name: product.name,
        paymentMethods: JSON.parse(product.methods) as string[],
        related: (related.all(product.id) as { id: number }[]).map((row) => row.id),
        entries: (
          entries.all(product.id) as (Omit<PricebookProduct['entries'][number], 'pricingStructure'> & {
            structure: string
          })[]
        ).map(({ structure, ...entry }) => ({
          ...entry,
          feeSymbol: entry.feeSymbol === '%' ? '%' : currency,
          pricingStructure: JSON.parse(structure) as PricingTier[],
        })),
      }))
    },
  }
}

/** Price books made, changed and deleted: one standard book per tenant. */
function bookChanges(db: SandboxDatabase) {
  return {
    create(tenantId: number, book: SavePricebook): number {
      return db.transaction(() => {
        if (book.isStandard) db.prepare('UPDATE pricebooks SET is_standard = 0 WHERE tenant_id = ?').run(tenantId)
        return Number(
          db
            .prepare(
              `INSERT INTO pricebooks (tenant_id, name, description, is_standard, is_active, owner_id, updated)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              tenantId,
              book.name.trim(),
              book.description.trim(),
              Number(book.isStandard),
              Number(book.isActive),
              book.ownerId,
              new Date().toISOString(),
            ).lastInsertRowid,
        )
      })()
    },
    update(tenantId: number, id: number, book: SavePricebook) {
      db.transaction(() => {
        // One standard price book per tenant: making this one standard makes the other not.
        if (book.isStandard) db.prepare('UPDATE pricebooks SET is_standard = 0 WHERE tenant_id = ?').run(tenantId)
        db.prepare(
          'UPDATE pricebooks SET name = ?, description = ?, is_standard = ?, is_active = ?, owner_id = ?, updated = ? WHERE id = ?',
        ).run(
          book.name.trim(),
          book.description.trim(),
          Number(book.isStandard),
          Number(book.isActive),
          book.ownerId,
          new Date().toISOString(),
          id,
        )
      })()
    },
    /** Refused for the standard price book while a proposal or agreement was made from it (they name it). */
    remove(book: Pricebook) {
      if (book.isStandard && book.documents > 0)
        throw new PricebookConflict(
          `${book.name} is the standard price book and ${book.documents} proposals and agreements were made from it; make another price book the standard first.`,
        )
      db.transaction(() => {
        const products = '(SELECT id FROM pricebook_products WHERE pricebook_id = ?)'
        db.prepare(`DELETE FROM pricebook_product_relations WHERE product_id IN ${products}`).run(book.id)
        db.prepare(`DELETE FROM pricebook_product_relations WHERE related_id IN ${products}`).run(book.id)
        db.prepare(`DELETE FROM pricebook_entries WHERE product_id IN ${products}`).run(book.id)
        db.prepare('DELETE FROM pricebook_products WHERE pricebook_id = ?').run(book.id)
        db.prepare('DELETE FROM pricebooks WHERE id = ?').run(book.id)
      })()
    },
  }
}

/** A book's products added, removed and related to one another. */
function productChanges(db: SandboxDatabase) {
  const touch = touched(db)
  return {
    addProduct(bookId: number, product: SaveProduct) {
      db.prepare('INSERT INTO pricebook_products (pricebook_id, name, payment_methods) VALUES (?, ?, ?)').run(
        bookId,
        product.name.trim(),
        JSON.stringify(product.paymentMethods),
      )
      touch(bookId)
    },
    removeProduct(bookId: number, productId: number) {
      db.transaction(() => {
        db.prepare('DELETE FROM pricebook_product_relations WHERE product_id = ? OR related_id = ?').run(
          productId,
          productId,
        )
        db.prepare('DELETE FROM pricebook_entries WHERE product_id = ?').run(productId)
        db.prepare('DELETE FROM pricebook_products WHERE id = ? AND pricebook_id = ?').run(productId, bookId)
        touch(bookId)
      })()
    },
    /** The products sold with one, both ways: relating A to B relates B to A. */
    setRelated(bookId: number, productId: number, relatedIds: readonly number[]) {
      db.transaction(() => {
        db.prepare('DELETE FROM pricebook_product_relations WHERE product_id = ? OR related_id = ?').run(
          productId,
          productId,
        )
        const relate = db.prepare(
          'INSERT OR IGNORE INTO pricebook_product_relations (product_id, related_id) VALUES (?, ?)',
        )
        for (const id of relatedIds) {
          relate.run(productId, id)
          relate.run(id, productId)
        }
        touch(bookId)
      })()
    },
  }
}

/** A product's fee per fee type, and a fee's pricing structure. */
function feeChanges(db: SandboxDatabase) {
  const touch = touched(db)
  return {
    setEntry(bookId: number, productId: number, feeTypeId: number, value: number) {
      db.prepare(
        `INSERT INTO pricebook_entries (product_id, fee_type_id, value) VALUES (?, ?, ?)
       ON CONFLICT (product_id, fee_type_id) DO UPDATE SET value = excluded.value`,
      ).run(productId, feeTypeId, value)
      touch(bookId)
    },
    /** The price book an entry belongs to, if it is the tenant's. */
    bookOfEntry(tenantId: number, entryId: number): { bookId: number; symbol: string } | undefined {
      return db
        .prepare(
          `SELECT b.id AS bookId, f.symbol FROM pricebook_entries e JOIN pricebook_products p ON p.id = e.product_id
         JOIN pricebooks b ON b.id = p.pricebook_id JOIN fee_types f ON f.id = e.fee_type_id
         WHERE e.id = ? AND b.tenant_id = ?`,
        )
        .get(entryId, tenantId) as { bookId: number; symbol: string } | undefined
    },
    removeEntry(bookId: number, entryId: number) {
      db.prepare('DELETE FROM pricebook_entries WHERE id = ?').run(entryId)
      touch(bookId)
    },
    setStructure(bookId: number, entryId: number, tiers: readonly PricingTier[]) {
      db.prepare('UPDATE pricebook_entries SET pricing_structure = ? WHERE id = ?').run(JSON.stringify(tiers), entryId)
      touch(bookId)
    },
  }
}

export function pricebookStore(db: SandboxDatabase) {
  const reads = bookReads(db)
  return {
    ...reads,
    ...bookChanges(db),
    ...productChanges(db),
    ...feeChanges(db),
    /** What one payment would cost: fees charged on the payment, in its currency, and those charged on events. */
    preview(book: Pricebook, amount: number, currency: string, paymentMethod: string): FeePreview {
      const chargedOn = new Map(
        (db.prepare('SELECT id, charged_on AS on_ FROM fee_types').all() as { id: number; on_: string }[]).map(
          (row) => [row.id, row.on_],
        ),
      )
      const payment = { amount: toMinorUnits(amount, currency), currency, paymentMethod }
      const charges = chargesOf(reads.products(book.id), (id) => chargedOn.get(id) ?? 'payment', payment, book.currency)
      const onPayment = charges.filter((charge) => charge.chargedOn === 'payment' || charge.chargedOn === 'conversion')
      const described = ({ productName, feeTypeName, feeSymbol, value }: Charge) => ({
        productName,
        feeTypeName,
        feeSymbol,
        value,
      })
      return {
        amount,
        currency,
        paymentMethod,
        lines: onPayment.map((charge) => ({ ...described(charge), fee: charge.fee })),
        total: onPayment.reduce((sum, charge) => sum + charge.fee, 0),
        onEvents: charges
          .filter((charge) => !onPayment.includes(charge))
          .map((charge) => ({ ...described(charge), chargedOn: charge.chargedOn })),
      }
    },
  }
}
