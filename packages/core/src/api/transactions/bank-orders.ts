import * as z from 'zod/mini'
import { pageSchema } from '../../contract/page'
import type { HttpClient } from '../../http/http-client'
import { uploadForm, type UploadOptions } from '../files/upload-file'

// Bank orders (seed 001, api/crm/tenpaybankorders): a tenant uploads a bank's CSV of transfers to make; the sandbox
// reads every row, keeps the good ones as the order's items and says which rows are wrong and why.

/** The columns a bank-order file has, in this order, on its first line. */
export const bankOrderColumns = ['beneficiary', 'iban', 'amount', 'currency', 'reference'] as const

export const bankOrderSchema = z.object({
  id: z.number(),
  bankName: z.string(),
  accountNumber: z.string(),
  fileName: z.string(),
  uploadedBy: z.string(),
  created: z.string(),
  itemCount: z.number(),
  rowsRefused: z.number(),
  /** What the order pays, per currency, in minor units. */
  totals: z.array(z.object({ currency: z.string(), amount: z.number() })),
})
export type BankOrder = z.infer<typeof bankOrderSchema>
export const bankOrderPageSchema = pageSchema(bankOrderSchema)

export const bankOrderItemSchema = z.object({
  id: z.number(),
  rowNumber: z.number(),
  beneficiary: z.string(),
  iban: z.string(),
  amount: z.number(),
  currency: z.string(),
  reference: z.string(),
  status: z.string(),
})
export type BankOrderItem = z.infer<typeof bankOrderItemSchema>

/** A row of the file that was not kept: its line number in the file (the header is line 1) and why. */
export const rowErrorSchema = z.object({ row: z.number(), message: z.string() })
export type RowError = z.infer<typeof rowErrorSchema>

export const bankOrderUploadSchema = z.object({ bankOrder: bankOrderSchema, errors: z.array(rowErrorSchema) })
export type BankOrderUpload = z.infer<typeof bankOrderUploadSchema>

/** The form's fields before the file (the bank and the account the transfers leave from). */
export const bankOrderFormSchema = z.object({
  bankName: z.string().check(z.trim(), z.minLength(1, 'Name the bank.'), z.maxLength(100)),
  accountNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the account the transfers leave from.'),
      z.maxLength(34, 'An account number has at most 34 characters.'),
    ),
})

export function fetchBankOrders(
  http: HttpClient,
  page: { pageIndex: number; pageSize: number },
  signal?: AbortSignal,
): Promise<z.infer<typeof bankOrderPageSchema>> {
  return http.json(
    bankOrderPageSchema,
    `api/crm/tenpaybankorders?pageIndex=${page.pageIndex}&pageSize=${page.pageSize}`,
    { signal },
  )
}

export function fetchBankOrderItems(http: HttpClient, bankOrderId: number, signal?: AbortSignal) {
  return http.json(z.array(bankOrderItemSchema), `api/crm/tenpaybankorders/items/${bankOrderId}`, { signal })
}

/** Uploads a bank order; a retry with the same requestId is answered with the first answer, queueing nothing. */
export function uploadBankOrder(
  http: HttpClient,
  fields: { bankName: string; accountNumber: string; csvFile: File },
  options: UploadOptions & { requestId: string },
): Promise<BankOrderUpload> {
  const form = new FormData()
  form.append('bankName', fields.bankName)
  form.append('accountNumber', fields.accountNumber)
  form.append('csvFile', fields.csvFile)
  return uploadForm(http, bankOrderUploadSchema, 'api/crm/tenpaybankorders', form, options)
}
