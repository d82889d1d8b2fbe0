import type { Context } from 'hono'
import { transactionRoutes as transactionArea } from '@paydeck/core/openapi'
import { bankOrderColumns, type ApplyBankOrder, type BankOrder, type RowError } from '@paydeck/core/transaction-actions'
import type { SandboxDatabase } from '../db/database'
import { bankOrderRowChecker } from '../transactions/bank-order-rows'
import { bankOrdersRepository } from '../transactions/bank-orders.repository'
import type { Caller } from '../domain/caller'
import type { Language } from '../domain/language'
import { found } from '../domain/problem'
import { sayIn } from '../words/say'
import type { ApiEnv } from './auth.middleware'
import { readCsvUpload } from './csv-upload'
import { fingerprintOf, idempotentRequests } from '../domain/remembered-answers'
import { implement, recorded } from './implement'
import { problemBody } from '../domain/problem'

// Bank orders (seed 001, api/crm/tenpaybankorders): a tenant's file of transfers to make, checked before it counts.
// An upload is a draft that pays nothing, answered with its preview: every row's verdict in words, the totals, and
// whether the file or its rows were uploaded before. Applying it queues its valid rows (a partly refused file only
// when the user chooses its valid rows, a repeat only when they say "upload anyway"); where the tenant asks for four
// eyes the order waits for someone other than its uploader to approve it.

export function bankOrderRoutes(db: SandboxDatabase) {
  const checkRow = bankOrderRowChecker(db)
  const store = bankOrdersRepository(db)
  const once = idempotentRequests(db)
  const nameOf = (caller: Caller) => `${caller.user.firstName} ${caller.user.lastName}`
  type Refusal = { refuse: string; params?: Record<string, string | number> }
  type OrderCall = { c: Context<ApiEnv>; caller: Caller; language: Language; requestId: string; params: { id: number } }
  /**
   * A change to one of the tenant's orders, made once per requestId (its answer remembered for a retry): `make`
   * changes the order, or says in the sandbox's words why it may not (a conflict).
   */
  const changeOrder =
    <Call extends OrderCall>(make: (order: BankOrder, call: Call) => Refusal | void) =>
    (call: Call) => {
      const { c, caller, language, requestId, params } = call
      const tenantId = caller.user.tenantId
      const say = sayIn(language)
      const request = { requestId, userId: caller.user.id, call: `${c.req.method} ${c.req.path}` }
      const answer = once({ ...request, fingerprint: fingerprintOf(c.get('body') ?? {}) }, () => {
        const order = store.find(params.id, tenantId)
        if (!order) return { status: 404, body: problemBody(404, say('There is no bank order {id}.', params)) }
        const refusal = make(order, call)
        if (refusal)
          return { status: 409, body: problemBody(409, say(refusal.refuse, { ...params, ...refusal.params })) }
        return { status: 200, body: store.find(params.id, tenantId) }
      })
      return recorded(answer)
    }

  return implement(transactionArea, {
    uploadBankOrder: async ({ caller, language, requestId, body }) => {
      const upload = await readCsvUpload(body, bankOrderColumns)
      const say = sayIn(language)
      const request = { requestId, userId: caller.user.id, call: 'POST /api/crm/tenpaybankorders' }
      const answer = once({ ...request, fingerprint: upload.fingerprint }, () => {
        const errors: RowError[] = []
        const items = upload.rows.flatMap(({ line, values }) => {
          const checked = checkRow(values)
          if ('problem' in checked)
            return (errors.push({ row: line, message: say(checked.problem, checked.params) }), [])
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
            bankName: body.bankName,
            accountNumber: body.accountNumber,
            fileName: upload.fileName,
            uploadedBy: nameOf(caller),
            uploadedById: caller.user.id,
            rowsRead: upload.rows.length,
            rowsRefused: errors.length,
            contentHash: upload.contentHash,
          },
          items,
        )
        return { status: 201, body: { bankOrder, errors, items: store.itemsOf(bankOrder.id) } }
      })
      return recorded(answer)
    },
    applyBankOrder: changeOrder(
      (order, { caller, body: choice }: OrderCall & { body: ApplyBankOrder }): Refusal | void => {
        const tenantId = caller.user.tenantId
        if (order.status !== 'Draft') return { refuse: 'Order {id} is no longer a draft: nothing was applied.' }
        if (order.rowsRefused > 0 && !choice.applyValidRows)
          return {
            refuse:
              '{refused} of the file’s {read} rows were refused. Apply its {valid} valid rows, or upload the file again corrected.',
            params: { refused: order.rowsRefused, read: order.rowsRefused + order.itemCount, valid: order.itemCount },
          }
        const settings = store.settingsOf(tenantId)
        const repeats = store.repeatsOf(order.id, tenantId)
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
      },
    ),
    approveBankOrder: changeOrder((order, { caller }) => {
      if (order.status !== 'AwaitingApproval') return { refuse: 'Order {id} is not awaiting approval.' }
      if (order.uploadedById === caller.user.id)
        return { refuse: 'You uploaded order {id}: under four eyes, another person approves it.' }
      store.approve(order.id, nameOf(caller))
    }),
    discardBankOrder: changeOrder((order) => {
      if (order.status !== 'Draft' && order.status !== 'AwaitingApproval')
        return { refuse: 'Order {id} is queued for the bank: it cannot be discarded.' }
      store.discard(order.id)
    }),
    fetchBankOrderSettings: ({ caller }) => store.settingsOf(caller.user.tenantId),
    saveBankOrderSettings: ({ caller, body }) => store.saveSettings(caller.user.tenantId, body),
    fetchBankOrders: ({ caller, page }) => store.page(caller.user.tenantId, page),
    fetchBankOrderItems: ({ caller, params: { bankOrderId: id }, language }) => {
      const order = found(store.find(id, caller.user.tenantId), sayIn(language)('There is no bank order {id}.', { id }))
      return store.itemsOf(order.id)
    },
  })
}
