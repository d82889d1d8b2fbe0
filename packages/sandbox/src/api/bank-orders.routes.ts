import { Hono } from 'hono'
import * as z from 'zod/mini'
import { bankOrderColumns, bankOrderFormSchema, type BankOrder, type RowError } from '@paydeck/core/transaction-actions'
import { currencyDigits } from '@paydeck/core/transactions'
import type { SandboxDatabase } from '../db/database'
import { references } from '../db/references'
import { isValidIban, normaliseIban } from '../transactions/iban'
import type { ApiEnv } from './auth.middleware'
import { bind } from './route-table'
import { readCsvUpload } from './csv-upload'
import { idempotentRequests, missingRequestId, requestIdOf } from './idempotent-requests'
import { answerWith, invalid, notFound, problemBody } from './problems'
import { pageOf } from './paging'

// Bank orders (seed 001, api/crm/tenpaybankorders): a tenant's file of transfers to make. Every row is checked; the
// good ones become the order's items, the others are answered by line with the reason.

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

const amountPattern = /^\d+(\.\d+)?$/

export function bankOrderRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()

  const known = references(db)
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

  /** A row's item, or why it cannot be one. */
  function checkRow(values: Record<(typeof bankOrderColumns)[number], string>) {
    const iban = normaliseIban(values.iban)
    const currency = values.currency.toUpperCase()
    if (!values.beneficiary) return 'The beneficiary is missing.'
    if (values.beneficiary.length > 140) return 'The beneficiary has more than 140 characters.'
    if (!isValidIban(iban)) return `${values.iban || 'An empty IBAN'} is not a valid IBAN.`
    if (!known.isCurrency(currency, { active: true }))
      return `${values.currency || 'An empty currency'} is not a currency we pay in.`
    const digits = currencyDigits(currency)
    if (!amountPattern.test(values.amount) || Number(values.amount) <= 0)
      return `${values.amount || 'An empty amount'} is not an amount: write it like 125.50.`
    if ((values.amount.split('.')[1] ?? '').length > digits)
      return `${values.amount} has more decimals than ${currency}'s ${digits}.`
    if (!values.reference) return 'The reference is missing.'
    if (values.reference.length > 35) return 'The reference has more than 35 characters.'
    const [whole, fraction = ''] = values.amount.split('.')
    const amount = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0)
    return { beneficiary: values.beneficiary, iban, amount, currency, reference: values.reference }
  }

  const insertOrder = db.prepare(
    `INSERT INTO bank_orders (tenant_id, bank_name, account_number, file_name, uploaded_by, created, rows_read, rows_refused)
     VALUES (@tenantId, @bankName, @accountNumber, @fileName, @uploadedBy, @created, @rowsRead, @rowsRefused)`,
  )
  const insertItem = db.prepare(
    `INSERT INTO bank_order_items (bank_order_id, row_number, beneficiary, iban, amount, currency, reference, status)
     VALUES (@orderId, @rowNumber, @beneficiary, @iban, @amount, @currency, @reference, 'Queued')`,
  )
  const orderById = db.prepare('SELECT * FROM bank_orders WHERE id = ? AND tenant_id = ?')
  const once = idempotentRequests(db)

  // One upload queues one order: a retried or double-clicked upload (the same requestId) gets the first answer.
  bind(app, 'uploadBankOrder', async (c) => {
    const requestId = requestIdOf(c)
    if (!requestId) return missingRequestId(c)
    const upload = await readCsvUpload(c, bankOrderColumns)
    if (upload instanceof Response) return upload
    const form = z.safeParse(bankOrderFormSchema, upload.fields)
    if (!form.success) {
      const issue = form.error.issues[0]!
      return invalid(c, { [String(issue.path[0])]: [issue.message] })
    }
    const caller = c.get('caller')
    const request = { requestId, userId: caller.user.id, call: 'POST /api/crm/tenpaybankorders' }
    const answer = once({ ...request, fingerprint: upload.fingerprint }, () => {
      const errors: RowError[] = []
      const items = upload.rows.flatMap(({ line, values }) => {
        const checked = checkRow(values)
        if (typeof checked === 'string') return (errors.push({ row: line, message: checked }), [])
        return [{ ...checked, rowNumber: line }]
      })
      if (items.length === 0)
        return {
          status: 422,
          body: problemBody(422, 'No row of the file can be paid; nothing was kept.', { rows: errors }),
        }
      const orderId = Number(
        insertOrder.run({
          tenantId: caller.user.tenantId,
          ...form.data,
          fileName: upload.fileName,
          uploadedBy: `${caller.user.firstName} ${caller.user.lastName}`,
          created: new Date().toISOString(),
          rowsRead: upload.rows.length,
          rowsRefused: errors.length,
        }).lastInsertRowid,
      )
      for (const item of items) insertItem.run({ orderId, ...item })
      return {
        status: 201,
        body: { bankOrder: toOrder(orderById.get(orderId, caller.user.tenantId) as OrderRow), errors },
      }
    })
    return answerWith(c, answer.status, answer.body)
  })

  bind(app, 'fetchBankOrders', (c) => {
    const tenantId = c.get('caller').user.tenantId
    const { pageIndex, pageSize } = pageOf(c)
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM bank_orders WHERE tenant_id = ?').get(tenantId) as { n: number }
    const rows = db
      .prepare('SELECT * FROM bank_orders WHERE tenant_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
      .all(tenantId, pageSize, pageIndex * pageSize) as OrderRow[]
    return c.json({ count: n, data: rows.map(toOrder) })
  })

  bind(app, 'fetchBankOrderItems', (c) => {
    const order = orderById.get(Number(c.req.param('bankOrderId')), c.get('caller').user.tenantId) as
      OrderRow | undefined
    if (!order) return notFound(c, `There is no bank order ${c.req.param('bankOrderId')}.`)
    return c.json(
      db
        .prepare(
          `SELECT id, row_number AS rowNumber, beneficiary, iban, amount, currency, reference, status
           FROM bank_order_items WHERE bank_order_id = ? ORDER BY row_number`,
        )
        .all(order.id),
    )
  })
  return app
}
