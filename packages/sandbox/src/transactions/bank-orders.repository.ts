import type { BankOrder, BankOrderItem } from '@paydeck/core/transaction-actions'
import type { SandboxDatabase } from '../db/database'
import { tenantRowsPage } from '../db/tenant-page'
import type { Page } from '../api/paging'
import type { BankOrderItemFields } from './bank-order-rows'

// Bank orders as stored: each uploaded file's order, its items, and its totals by currency.

interface OrderRow {
  id: number
  bank_name: string
  account_number: string
  file_name: string
  uploaded_by: string
  created: string
  rows_read: number
  rows_refused: number
}

export interface NewBankOrder {
  tenantId: number
  bankName: string
  accountNumber: string
  fileName: string
  uploadedBy: string
  rowsRead: number
  rowsRefused: number
}

export function bankOrdersRepository(db: SandboxDatabase) {
  const totals = db.prepare(
    'SELECT currency, SUM(amount) AS amount FROM bank_order_items WHERE bank_order_id = ? GROUP BY currency ORDER BY currency',
  )
  const toOrder = (row: OrderRow): BankOrder => ({
    id: row.id,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    fileName: row.file_name,
    uploadedBy: row.uploaded_by,
    created: row.created,
    itemCount: row.rows_read - row.rows_refused,
    rowsRefused: row.rows_refused,
    totals: totals.all(row.id) as BankOrder['totals'],
  })
  const insertOrder = db.prepare(
    `INSERT INTO bank_orders (tenant_id, bank_name, account_number, file_name, uploaded_by, created, rows_read, rows_refused)
     VALUES (@tenantId, @bankName, @accountNumber, @fileName, @uploadedBy, @created, @rowsRead, @rowsRefused)`,
  )
  const insertItem = db.prepare(
    `INSERT INTO bank_order_items (bank_order_id, row_number, beneficiary, iban, amount, currency, reference, status)
     VALUES (@orderId, @rowNumber, @beneficiary, @iban, @amount, @currency, @reference, 'Queued')`,
  )
  const orderById = db.prepare('SELECT * FROM bank_orders WHERE id = ? AND tenant_id = ?')
  const find = (id: number, tenantId: number) => {
    const row = orderById.get(id, tenantId) as OrderRow | undefined
    return row && toOrder(row)
  }
  return {
    find,
    /** A new order and its items, queued. */
    record(order: NewBankOrder, items: (BankOrderItemFields & { rowNumber: number })[]): BankOrder {
      const orderId = Number(insertOrder.run({ ...order, created: new Date().toISOString() }).lastInsertRowid)
      for (const item of items) insertItem.run({ orderId, ...item })
      return find(orderId, order.tenantId)!
    },
    /** A page of the tenant's orders, the newest first, with the count of all. */
    page: (tenantId: number, page: Page) => tenantRowsPage(db, 'bank_orders', tenantId, page, toOrder),
    itemsOf: (orderId: number) =>
      db
        .prepare(
          `SELECT id, row_number AS rowNumber, beneficiary, iban, amount, currency, reference, status
           FROM bank_order_items WHERE bank_order_id = ? ORDER BY row_number`,
        )
        .all(orderId) as BankOrderItem[],
  }
}
