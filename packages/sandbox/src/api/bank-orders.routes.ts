import { Hono, type Context } from 'hono'
import * as z from 'zod/mini'
import {
  bankOrderColumns,
  bankOrderFormSchema,
  type ApplyBankOrder,
  type BankOrder,
  type BankOrderSettings,
  type RowError,
} from '@paydeck/core/transaction-actions'
import type { SandboxDatabase } from '../db/database'
import { bankOrderRowChecker } from '../transactions/bank-order-rows'
import { bankOrdersRepository } from '../transactions/bank-orders.repository'
import { sayFor } from './language'
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
  type Refusal = { refuse: string; params?: Record<string, string | number> }
  /**
   * A change to one of the tenant's orders, made once per requestId (its answer remembered for a retry): `make`
   * changes the order, or says in the sandbox's words why it may not (a conflict).
   */
  const changeOrder = (c: Context<ApiEnv>, make: (order: BankOrder) => Refusal | void) => {
    const tenantId = tenantOf(c)
    const id = Number(c.req.param('id'))
    const say = sayFor(c)
    const answer = once(
      {
        requestId: requestIdFor(c),
        userId: c.get('caller').user.id,
        call: `${c.req.method} ${c.req.path}`,
        fingerprint: fingerprintOf(c.get('body') ?? {}),
      },
      () => {
        const order = store.find(id, tenantId)
        if (!order) return { status: 404, body: problemBody(404, say('There is no bank order {id}.', { id })) }
        const refusal = make(order)
        if (refusal) return { status: 409, body: problemBody(409, say(refusal.refuse, { id, ...refusal.params })) }
        return { status: 200, body: store.find(id, tenantId) }
      },
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

  bind(app, 'applyBankOrder', (c) =>
    changeOrder(c, (order): Refusal | void => {
      const choice = c.get('body') as ApplyBankOrder
      if (order.status !== 'Draft') return { refuse: 'Order {id} is no longer a draft: nothing was applied.' }
      if (order.rowsRefused > 0 && !choice.applyValidRows)
        return {
          refuse:
            '{refused} of the file’s {read} rows were refused. Apply its {valid} valid rows, or upload the file again corrected.',
          params: { refused: order.rowsRefused, read: order.rowsRefused + order.itemCount, valid: order.itemCount },
        }
      const settings = store.settingsOf(tenantOf(c))
      const repeats = store.repeatsOf(order.id, tenantOf(c))
      if (repeats.sameFileAs !== null && !choice.uploadAnyway)
        return {
          refuse: 'This file was uploaded before, as order {order}. Upload it anyway, or discard this one.',
          params: { order: repeats.sameFileAs },
        }
      if (repeats.rowsSeen > 0 && !choice.uploadAnyway)
        return {
          refuse:
            '{count} of its rows pay a payee the same amount with the same reference as an order of the last {days} days. Upload it anyway, or discard this one.',
          params: { count: repeats.rowsSeen, days: settings.duplicateWindowDays },
        }
      store.apply(order.id, settings.fourEyes)
    }),
  )

  bind(app, 'approveBankOrder', (c) =>
    changeOrder(c, (order): Refusal | void => {
      if (order.status !== 'AwaitingApproval') return { refuse: 'Order {id} is not awaiting approval.' }
      if (order.uploadedById === c.get('caller').user.id)
        return { refuse: 'You uploaded order {id}: under four eyes, another person approves it.' }
      store.approve(order.id, nameOf(c))
    }),
  )

  bind(app, 'discardBankOrder', (c) =>
    changeOrder(c, (order): Refusal | void => {
      if (order.status !== 'Draft' && order.status !== 'AwaitingApproval')
        return { refuse: 'Order {id} is queued for the bank: it cannot be discarded.' }
      store.discard(order.id)
    }),
  )

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
