import { Hono, type Context } from 'hono'
import * as z from 'zod/mini'
import {
  bankOrderColumns,
  bankOrderFormSchema,
  type ApplyBankOrder,
  type BankOrderSettings,
  type RowError,
} from '@paydeck/core/transaction-actions'
import type { SandboxDatabase } from '../db/database'
import { bankOrderRowChecker } from '../transactions/bank-order-rows'
import { bankOrdersRepository } from '../transactions/bank-orders.repository'
import { sayFor } from '../words/say'
import type { ApiEnv } from './auth.middleware'
import { bind } from './route-table'
import { readCsvUpload } from './csv-upload'
import { fingerprintOf, idempotentRequests, requestIdFor } from './idempotent-requests'
import { answerWith, invalid, notFound, problemBody } from './problems'
import { pageOf } from './paging'

// Bank orders (seed 001, api/crm/tenpaybankorders): a tenant's file of transfers to make, checked before it counts.
// An upload is a draft that pays nothing, answered with its preview: every row's verdict in words, the totals, and
// whether the file or its rows were uploaded before. Applying it queues its valid rows (a partly refused file only
// when the user chooses its valid rows, a repeat only when they say "upload anyway"); where the tenant asks for four
// eyes the order waits for someone other than its uploader to approve it.

export function bankOrderRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const checkRow = bankOrderRowChecker(db)
  const store = bankOrdersRepository(db)
  const once = idempotentRequests(db)
  const tenantOf = (c: Context<ApiEnv>) => c.get('caller').user.tenantId
  const nameOf = (c: Context<ApiEnv>) => `${c.get('caller').user.firstName} ${c.get('caller').user.lastName}`
  /** A change to one order, made once per requestId: its answer remembered for a retry. */
  const onceFor = (c: Context<ApiEnv>, fingerprint: unknown, make: () => { status: number; body: unknown }) => {
    const answer = once(
      {
        requestId: requestIdFor(c),
        userId: c.get('caller').user.id,
        call: `${c.req.method} ${c.req.path}`,
        fingerprint: fingerprintOf(fingerprint),
      },
      make,
    )
    return answerWith(c, answer.status, answer.body)
  }

  bind(app, 'uploadBankOrder', async (c) => {
    const requestId = requestIdFor(c)
    const upload = await readCsvUpload(c, bankOrderColumns)
    if (upload instanceof Response) return upload
    const form = z.safeParse(bankOrderFormSchema, upload.fields)
    if (!form.success) {
      const issue = form.error.issues[0]!
      return invalid(c, { [String(issue.path[0])]: [issue.message] })
    }
    const say = sayFor(c)
    const caller = c.get('caller')
    const request = { requestId, userId: caller.user.id, call: 'POST /api/crm/tenpaybankorders' }
    const answer = once({ ...request, fingerprint: upload.fingerprint }, () => {
      const errors: RowError[] = []
      const items = upload.rows.flatMap(({ line, values }) => {
        const checked = checkRow(values)
        if ('problem' in checked) return (errors.push({ row: line, message: say(checked.problem, checked.params) }), [])
        return [{ ...checked, rowNumber: line }]
      })
      if (items.length === 0)
        return {
          status: 422,
          body: problemBody(422, say('No row of the file can be paid; nothing was kept.'), { rows: errors }),
        }
      const bankOrder = store.record(
        {
          tenantId: caller.user.tenantId,
          ...form.data,
          fileName: upload.fileName,
          uploadedBy: nameOf(c),
          uploadedById: caller.user.id,
          rowsRead: upload.rows.length,
          rowsRefused: errors.length,
          contentHash: upload.contentHash,
        },
        items,
      )
      return { status: 201, body: { bankOrder, errors, items: store.itemsOf(bankOrder.id) } }
    })
    return answerWith(c, answer.status, answer.body)
  })

  bind(app, 'applyBankOrder', (c) => {
    const choice = c.get('body') as ApplyBankOrder
    const tenantId = tenantOf(c)
    const id = Number(c.req.param('id'))
    const say = sayFor(c)
    return onceFor(c, choice, () => {
      const order = store.find(id, tenantId)
      if (!order) return { status: 404, body: problemBody(404, say('There is no bank order {id}.', { id })) }
      const refuse = (template: string, params: Record<string, string | number>) => ({
        status: 409,
        body: problemBody(409, say(template, params)),
      })
      if (order.status !== 'Draft') return refuse('Order {id} is no longer a draft: nothing was applied.', { id })
      if (order.rowsRefused > 0 && !choice.applyValidRows)
        return refuse(
          '{refused} of the file’s {read} rows were refused. Apply its {valid} valid rows, or upload the file again corrected.',
          { refused: order.rowsRefused, read: order.rowsRefused + order.itemCount, valid: order.itemCount },
        )
      const repeats = store.repeatsOf(id, tenantId)
      if (repeats.sameFileAs !== null && !choice.uploadAnyway)
        return refuse('This file was uploaded before, as order {order}. Upload it anyway, or discard this one.', {
          order: repeats.sameFileAs,
        })
      if (repeats.rowsSeen > 0 && !choice.uploadAnyway)
        return refuse(
          '{count} of its rows pay a payee the same amount with the same reference as an order of the last {days} days. Upload it anyway, or discard this one.',
          { count: repeats.rowsSeen, days: store.settingsOf(tenantId).duplicateWindowDays },
        )
      store.apply(id, store.settingsOf(tenantId).fourEyes)
      return { status: 200, body: store.find(id, tenantId) }
    })
  })

  bind(app, 'approveBankOrder', (c) => {
    const tenantId = tenantOf(c)
    const id = Number(c.req.param('id'))
    const say = sayFor(c)
    return onceFor(c, id, () => {
      const order = store.find(id, tenantId)
      if (!order) return { status: 404, body: problemBody(404, say('There is no bank order {id}.', { id })) }
      if (order.status !== 'AwaitingApproval')
        return { status: 409, body: problemBody(409, say('Order {id} is not awaiting approval.', { id })) }
      if (order.uploadedById === c.get('caller').user.id)
        return {
          status: 409,
          body: problemBody(409, say('You uploaded order {id}: under four eyes, another person approves it.', { id })),
        }
      store.approve(id, nameOf(c))
      return { status: 200, body: store.find(id, tenantId) }
    })
  })

  bind(app, 'discardBankOrder', (c) => {
    const tenantId = tenantOf(c)
    const id = Number(c.req.param('id'))
    const say = sayFor(c)
    return onceFor(c, id, () => {
      const order = store.find(id, tenantId)
      if (!order) return { status: 404, body: problemBody(404, say('There is no bank order {id}.', { id })) }
      if (order.status !== 'Draft' && order.status !== 'AwaitingApproval')
        return {
          status: 409,
          body: problemBody(409, say('Order {id} is queued for the bank: it cannot be discarded.', { id })),
        }
      store.discard(id)
      return { status: 200, body: store.find(id, tenantId) }
    })
  })

  bind(app, 'fetchBankOrderSettings', (c) => c.json(store.settingsOf(tenantOf(c))))
  bind(app, 'saveBankOrderSettings', (c) => c.json(store.saveSettings(tenantOf(c), c.get('body') as BankOrderSettings)))

  bind(app, 'fetchBankOrders', (c) => {
    return c.json(store.page(tenantOf(c), pageOf(c)))
  })

  bind(app, 'fetchBankOrderItems', (c) => {
    const id = Number(c.req.param('bankOrderId'))
    const order = store.find(id, tenantOf(c))
    if (!order) return notFound(c, sayFor(c)('There is no bank order {id}.', { id }))
    return c.json(store.itemsOf(order.id))
  })
  return app
}
