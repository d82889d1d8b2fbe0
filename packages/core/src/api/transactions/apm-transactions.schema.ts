import * as z from 'zod/mini'
import { pageSchema } from '../../contract/page'
import { transactionStatuses, transactionTypes } from './transactions.schema'

// Alternative payment methods (seed 001's APM transactions): bank transfers, direct debits, wallets and pay later,
// a collection of their own for staff with a detail of its own; the book is the same as the card lookups'.

export const apmKinds = {
  SEPA_DD: 'DirectDebit',
  IDEAL: 'BankTransfer',
  OPEN_BANKING: 'BankTransfer',
  BANK_TRANSFER: 'BankTransfer',
  APPLEPAY: 'Wallet',
  GOOGLEPAY: 'Wallet',
  KLARNA: 'PayLater',
} as const
export const apmMethods = Object.keys(apmKinds) as (keyof typeof apmKinds)[]

export const apmTransactionSchema = z.object({
  id: z.number(),
  externalId: z.string(),
  tenantId: z.number(),
  merchantId: z.number(),
  merchantName: z.string(),
  method: z.string(),
  kind: z.enum(['DirectDebit', 'BankTransfer', 'Wallet', 'PayLater']),
  /** A payment, or a refund of one (money.ts says which way its amount went). */
  type: z.enum(transactionTypes),
  status: z.enum(transactionStatuses),
  amount: z.number(),
  currency: z.string(),
  payer: z.object({ name: z.string(), email: z.string(), country: z.string() }),
  /** The reference the payer's bank shows (bank methods), or the wallet's token reference. */
  reference: z.string(),
  serviceProvider: z.string(),
  created: z.string(),
  updated: z.string(),
  settled: z.nullable(z.string()),
})
export type ApmTransaction = z.infer<typeof apmTransactionSchema>
export const apmTransactionPageSchema = z.extend(pageSchema(apmTransactionSchema), {
  countIsLowerBound: z.optional(z.boolean()),
})
