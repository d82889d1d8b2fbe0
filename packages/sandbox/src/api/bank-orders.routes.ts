import { Hono } from 'hono'
import * as z from 'zod/mini'
import { bankOrderColumns, bankOrderFormSchema, type RowError } from '@paydeck/core/transaction-actions'
import type { SandboxDatabase } from '../db/database'
import { bankOrderRowChecker } from '../transactions/bank-order-rows'
import { bankOrdersRepository } from '../transactions/bank-orders.repository'
import type { ApiEnv } from './auth.middleware'
import { bind } from './route-table'
import { readCsvUpload } from './csv-upload'
import { idempotentRequests, requestIdFor } from './idempotent-requests'
import { answerWith, invalid, notFound, problemBody } from './problems'
import { pageOf } from './paging'

// Bank orders (seed 001, api/crm/tenpaybankorders): a tenant's file of transfers to make. Every row is checked; the
// good ones become the order's items, the others are answered by line with the reason.

export function bankOrderRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const checkRow = bankOrderRowChecker(db)
  const store = bankOrdersRepository(db)
  const once = idempotentRequests(db)

  // One upload queues one order: a retried or double-clicked upload (the same requestId) gets the first answer.
  bind(app, 'uploadBankOrder', async (c) => {
    const requestId = requestIdFor(c)
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
      const bankOrder = store.record(
        {
          tenantId: caller.user.tenantId,
          ...form.data,
          fileName: upload.fileName,
          uploadedBy: `${caller.user.firstName} ${caller.user.lastName}`,
          rowsRead: upload.rows.length,
          rowsRefused: errors.length,
        },
        items,
      )
      return { status: 201, body: { bankOrder, errors } }
    })
    return answerWith(c, answer.status, answer.body)
  })

  bind(app, 'fetchBankOrders', (c) => {
    return c.json(store.page(c.get('caller').user.tenantId, pageOf(c)))
  })

  bind(app, 'fetchBankOrderItems', (c) => {
    const order = store.find(Number(c.req.param('bankOrderId')), c.get('caller').user.tenantId)
    if (!order) return notFound(c, `There is no bank order ${c.req.param('bankOrderId')}.`)
    return c.json(store.itemsOf(order.id))
  })
  return app
}
