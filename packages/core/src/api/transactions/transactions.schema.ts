import * as z from 'zod/mini'

// A merchant's transaction as the transaction area of seed 001 reads it; amounts in minor units.
export const transactionStatuses = [
  'Reserved',
  'Pending',
  'WaitingForApproval',
  'Captured',
  'Refunded',
  'Declined',
  'Failed',
  'Voided',
] as const

export const transactionSchema = z.object({
  id: z.number(),
  merchantId: z.number(),
  merchantName: z.string(),
  externalId: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(transactionStatuses),
  paymentMethod: z.string(),
  created: z.string(),
  updated: z.string(),
})
export type Transaction = z.infer<typeof transactionSchema>

export const transactionPageSchema = z.object({ count: z.number(), data: z.array(transactionSchema) })
export type TransactionPage = z.infer<typeof transactionPageSchema>
