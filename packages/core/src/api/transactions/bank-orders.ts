import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { uploadForm, type UploadOptions } from '../files/upload-file'
import { bankOrderCalls as calls } from './bank-orders.calls'
import type { ApplyBankOrder, BankOrderSettings, BankOrderUpload } from './bank-orders.schema'

// Bank orders (seed 001, api/crm/tenpaybankorders): a tenant uploads a bank's CSV of transfers to make. A file that
// moves money is checked before it counts: the upload is a draft that queues nothing, answered with every row's
// verdict, the totals and any sign it was uploaded before; applying it queues its transfers (only its valid rows, and
// a repeat only when the user says so), and where the tenant asks for four eyes another person approves it first.

export * from './bank-orders.schema'

export const fetchBankOrders = (
  http: HttpClient,
  page: { pageIndex: number; pageSize: number },
  signal?: AbortSignal,
) => callRoute(http, calls.fetchBankOrders, { query: page, signal })

export const fetchBankOrderItems = (http: HttpClient, bankOrderId: number, signal?: AbortSignal) =>
  callRoute(http, calls.fetchBankOrderItems, { params: { bankOrderId }, signal })

/**
 * Uploads a bank order as a draft that queues nothing, answered with its preview; a retry with the same requestId is
 * answered with the first answer.
 */
export function uploadBankOrder(
  http: HttpClient,
  fields: { bankName: string; accountNumber: string; csvFile: File },
  options: UploadOptions & { requestId: string },
): Promise<BankOrderUpload> {
  const form = new FormData()
  form.append('bankName', fields.bankName)
  form.append('accountNumber', fields.accountNumber)
  form.append('csvFile', fields.csvFile)
  return uploadForm(http, calls.uploadBankOrder, form, options)
}

/** Queues a draft's transfers (or sends them for approval under four eyes), once per requestId. */
export const applyBankOrder = (http: HttpClient, id: number, choice: ApplyBankOrder, requestId: string) =>
  callRoute(http, calls.applyBankOrder, { params: { id }, body: choice, headers: { requestId } })

/** Approves an order another person uploaded (four eyes), once per requestId. */
export const approveBankOrder = (http: HttpClient, id: number, requestId: string) =>
  callRoute(http, calls.approveBankOrder, { params: { id }, body: {}, headers: { requestId } })

/** Discards a draft, or an order awaiting approval: nothing of it is paid. */
export const discardBankOrder = (http: HttpClient, id: number, requestId: string) =>
  callRoute(http, calls.discardBankOrder, { params: { id }, body: {}, headers: { requestId } })

export const fetchBankOrderSettings = (http: HttpClient, signal?: AbortSignal) =>
  callRoute(http, calls.fetchBankOrderSettings, { signal })

export const saveBankOrderSettings = (http: HttpClient, settings: BankOrderSettings) =>
  callRoute(http, calls.saveBankOrderSettings, { body: settings })
