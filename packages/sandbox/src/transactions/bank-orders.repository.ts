import type { BankOrder, BankOrderItem, BankOrderSettings, BankOrderStatus } from '@paydeck/core/transaction-actions'
import type { SandboxDatabase } from '../db/database'
import { tenantRowsPage } from '../db/tenant-page'
import type { Page } from '../domain/page'
import type { BankOrderItemFields } from './bank-order-rows'

// Bank orders as stored: each uploaded file's order (a draft until applied), its items, its totals by currency, and
// the signs that a file or its rows were uploaded before; and each tenant's rules for them.

interface OrderRow {
  id: number
  status: BankOrderStatus
  bank_name: string
  account_number: string
  file_name: string
  uploaded_by: string
  uploaded_by_id: number
  approved_by: string | null
  created: string
  rows_read: number
  rows_refused: number
  same_file_as: number | null
}

export interface NewBankOrder {
  tenantId: number
  bankName: string
  accountNumber: string
  fileName: string
  uploadedBy: string
  uploadedById: number
  rowsRead: number
  rowsRefused: number
  /** The file's content digested: a file uploaded again has the same. */
  contentHash: string
}

/** The orders that count: those queued for the bank or awaiting approval (a draft or a discarded order pays nothing). */
const COUNTING = "('Queued', 'AwaitingApproval')"
const DEFAULT_SETTINGS: BankOrderSettings = { fourEyes: false, duplicateWindowDays: 30 }
const DAY = 86_400_000

export function bankOrdersRepository(db: SandboxDatabase) {
  const totals = db.prepare(
    'SELECT currency, SUM(amount) AS amount FROM bank_order_items WHERE bank_order_id = ? GROUP BY currency ORDER BY currency',
  )
  const seenCount = db.prepare(
    'SELECT COUNT(*) AS n FROM bank_order_items WHERE bank_order_id = ? AND seen_in_order IS NOT NULL',
  )
  const toOrder = (row: OrderRow): BankOrder => ({
    id: row.id,
    status: row.status,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    fileName: row.file_name,
    uploadedBy: row.uploaded_by,
    uploadedById: row.uploaded_by_id,
    approvedBy: row.approved_by,
    created: row.created,
    itemCount: row.rows_read - row.rows_refused,
    rowsRefused: row.rows_refused,
    totals: totals.all(row.id) as BankOrder['totals'],
    sameFileAs: row.same_file_as,
    rowsSeenBefore: (seenCount.get(row.id) as { n: number }).n,
  })
  const insertOrder = db.prepare(
    `INSERT INTO bank_orders (tenant_id, status, bank_name, account_number, file_name, uploaded_by, uploaded_by_id,
       created, rows_read, rows_refused, content_hash, same_file_as)
     VALUES (@tenantId, 'Draft', @bankName, @accountNumber, @fileName, @uploadedBy, @uploadedById, @created, @rowsRead,
       @rowsRefused, @contentHash, @sameFileAs)`,
  )
  const insertItem = db.prepare(
    `INSERT INTO bank_order_items (bank_order_id, row_number, beneficiary, iban, amount, currency, reference, status,
       seen_in_order)
     VALUES (@orderId, @rowNumber, @beneficiary, @iban, @amount, @currency, @reference, 'Draft', @seenInOrder)`,
  )
  const orderById = db.prepare('SELECT * FROM bank_orders WHERE id = ? AND tenant_id = ?')
  const find = (id: number, tenantId: number) => {
    const row = orderById.get(id, tenantId) as OrderRow | undefined
    return row && toOrder(row)
  }
  const settingsOf = (tenantId: number): BankOrderSettings => {
    const row = db
      .prepare(
        'SELECT four_eyes AS fourEyes, duplicate_window_days AS days FROM bank_order_settings WHERE tenant_id = ?',
      )
      .get(tenantId) as { fourEyes: number; days: number } | undefined
    return row ? { fourEyes: row.fourEyes === 1, duplicateWindowDays: row.days } : DEFAULT_SETTINGS
  }
  /** An earlier counting order of the tenant from a file of the same content, other than `except`. */
  const sameFile = (tenantId: number, contentHash: string, except = 0) =>
    (
      db
        .prepare(
          `SELECT id FROM bank_orders WHERE tenant_id = ? AND content_hash = ? AND id <> ? AND status IN ${COUNTING}
           ORDER BY id LIMIT 1`,
        )
        .get(tenantId, contentHash, except) as { id: number } | undefined
    )?.id ?? null
  const seen = db.prepare(
    `SELECT o.id FROM bank_order_items i JOIN bank_orders o ON o.id = i.bank_order_id
     WHERE i.iban = @iban AND i.reference = @reference AND i.amount = @amount AND i.currency = @currency
       AND o.tenant_id = @tenantId AND o.id <> @except AND o.status IN ${COUNTING} AND o.created >= @since
     ORDER BY o.id LIMIT 1`,
  )
  /** Which counting order of the tenant's window already pays each item this payee, amount and reference (or null). */
  const seenInFor = (tenantId: number, except = 0) => {
    const since = new Date(Date.now() - settingsOf(tenantId).duplicateWindowDays * DAY).toISOString()
    return (item: BankOrderItemFields) =>
      (seen.get({ ...item, tenantId, except, since }) as { id: number } | undefined)?.id ?? null
  }
  const itemsOf = (orderId: number) =>
    db
      .prepare(
        `SELECT id, row_number AS rowNumber, beneficiary, iban, amount, currency, reference, status,
           seen_in_order AS seenInOrder
         FROM bank_order_items WHERE bank_order_id = ? ORDER BY row_number`,
      )
      .all(orderId) as BankOrderItem[]
  const setStatus = (orderId: number, status: BankOrderStatus, itemStatus: string) => {
    db.prepare('UPDATE bank_orders SET status = ? WHERE id = ?').run(status, orderId)
    db.prepare('UPDATE bank_order_items SET status = ? WHERE bank_order_id = ?').run(itemStatus, orderId)
  }
  return {
    find,
    itemsOf,
    settingsOf,
    saveSettings(tenantId: number, settings: BankOrderSettings) {
      db.prepare(
        `INSERT INTO bank_order_settings (tenant_id, four_eyes, duplicate_window_days) VALUES (?, ?, ?)
         ON CONFLICT (tenant_id) DO UPDATE SET four_eyes = excluded.four_eyes,
           duplicate_window_days = excluded.duplicate_window_days`,
      ).run(tenantId, settings.fourEyes ? 1 : 0, settings.duplicateWindowDays)
      return settingsOf(tenantId)
    },
    /** A new draft and its items, each marked where an order that counts already pays it. */
    record(order: NewBankOrder, items: (BankOrderItemFields & { rowNumber: number })[]): BankOrder {
      const sameFileAs = sameFile(order.tenantId, order.contentHash)
      const orderId = Number(
        insertOrder.run({ ...order, sameFileAs, created: new Date().toISOString() }).lastInsertRowid,
      )
      const seenIn = seenInFor(order.tenantId)
      for (const item of items) insertItem.run({ orderId, ...item, seenInOrder: seenIn(item) })
      return find(orderId, order.tenantId)!
    },
    /** What makes a draft a repeat now (orders may have been applied since it was uploaded). */
    repeatsOf(orderId: number, tenantId: number) {
      const hash = (
        db.prepare('SELECT content_hash AS hash FROM bank_orders WHERE id = ?').get(orderId) as {
          hash: string | null
        }
      ).hash
      const seenIn = seenInFor(tenantId, orderId)
      const rowsSeen = itemsOf(orderId).filter((item) => seenIn(item) !== null).length
      return { sameFileAs: hash ? sameFile(tenantId, hash, orderId) : null, rowsSeen }
    },
    /** Applied: queued for the bank, or awaiting another person's approval. */
    apply: (orderId: number, fourEyes: boolean) =>
      setStatus(orderId, fourEyes ? 'AwaitingApproval' : 'Queued', fourEyes ? 'AwaitingApproval' : 'Queued'),
    approve(orderId: number, approvedBy: string) {
      db.prepare('UPDATE bank_orders SET approved_by = ? WHERE id = ?').run(approvedBy, orderId)
      setStatus(orderId, 'Queued', 'Queued')
    },
    discard: (orderId: number) => setStatus(orderId, 'Discarded', 'Discarded'),
    /** A page of the tenant's orders, the newest first, with the count of all. */
    page: (tenantId: number, page: Page) => tenantRowsPage(db, 'bank_orders', tenantId, page, toOrder),
  }
}
