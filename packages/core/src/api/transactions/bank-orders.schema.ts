import * as z from 'zod/mini'
import { pageSchema } from '../../contract/page'

// Bank orders (seed 001, api/crm/tenpaybankorders): a tenant uploads a bank's CSV of transfers to make. A file that
// moves money is checked before it counts: the upload is a draft that queues nothing, answered with every row's
// verdict, the totals and any sign it was uploaded before; applying it queues its transfers (only its valid rows, and
// a repeat only when the user says so), and where the tenant asks for four eyes another person approves it first.

/** The columns a bank-order file has, in this order, on its first line. */
export const bankOrderColumns = ['beneficiary', 'iban', 'amount', 'currency', 'reference'] as const

/**
 * Where an order stands: a draft that queues nothing yet, awaiting another person's approval (four eyes), queued
 * for the bank, or discarded.
 */
export const bankOrderStatuses = ['Draft', 'AwaitingApproval', 'Queued', 'Discarded'] as const
export type BankOrderStatus = (typeof bankOrderStatuses)[number]

export const bankOrderSchema = z.object({
  id: z.number(),
  status: z.enum(bankOrderStatuses),
  bankName: z.string(),
  accountNumber: z.string(),
  fileName: z.string(),
  uploadedBy: z.string(),
  /** The uploader's user id: under four eyes, someone else approves. */
  uploadedById: z.number(),
  /** Who approved it under four eyes; null otherwise. */
  approvedBy: z.nullable(z.string()),
  created: z.string(),
  itemCount: z.number(),
  rowsRefused: z.number(),
  /** What the order pays, per currency, in minor units. */
  totals: z.array(z.object({ currency: z.string(), amount: z.number() })),
  /** An earlier order of the tenant from a file with the same content; null when none. */
  sameFileAs: z.nullable(z.number()),
  /** Its rows a payee, amount and reference of which an order of the tenant's window already holds. */
  rowsSeenBefore: z.number(),
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
  /** An earlier order (of the tenant's window) that already pays this payee this amount with this reference. */
  seenInOrder: z.nullable(z.number()),
})
export type BankOrderItem = z.infer<typeof bankOrderItemSchema>

/** A row of the file that was not kept: its line number in the file (the header is line 1) and why. */
export const rowErrorSchema = z.object({ row: z.number(), message: z.string() })
export type RowError = z.infer<typeof rowErrorSchema>

/** An upload's preview: the draft order, the rows it refused (by line, in words) and the rows it would pay. */
export const bankOrderUploadSchema = z.object({
  bankOrder: bankOrderSchema,
  errors: z.array(rowErrorSchema),
  items: z.array(bankOrderItemSchema),
})
export type BankOrderUpload = z.infer<typeof bankOrderUploadSchema>

/** What the user chose when applying a draft: to pay only its valid rows, and to pay a file uploaded before. */
export const applyBankOrderSchema = z.object({
  applyValidRows: z.optional(z.boolean()),
  uploadAnyway: z.optional(z.boolean()),
})
export type ApplyBankOrder = z.infer<typeof applyBankOrderSchema>

/** A tenant's rules for its bank orders. */
export const bankOrderSettingsSchema = z.object({
  /** Four eyes: the uploader cannot approve their own order. */
  fourEyes: z.boolean(),
  /** How far back a row paying the same payee, amount and reference marks a file as uploaded before. */
  duplicateWindowDays: z.number().check(z.int(), z.minimum(1), z.maximum(400)),
})
export type BankOrderSettings = z.infer<typeof bankOrderSettingsSchema>

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
