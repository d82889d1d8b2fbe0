import * as z from 'zod/mini'
import { DEFAULT_TRANSACTION_PAGE_SIZE, transactionSortFields } from './transaction-fields'
import { transactionStatuses, transactionTypes } from './transactions.schema'

// The lookup's query (seed 001 section 7: PageSize, PageIndex and the filters): the client writes it into the
// search params, the sandbox reads it with this schema. Lists travel comma-joined (seed 002 section 7's rule).

const list = <T extends string>(values: readonly T[]) =>
  z.pipe(
    z.string(),
    z.transform((text, context) => {
      const items = text.split(',').filter(Boolean)
      const unknown = items.find((item) => !values.includes(item as T))
      if (unknown)
        context.issues.push({ code: 'custom', message: `${unknown} is not one of ${values.join(', ')}`, input: text })
      return items as T[]
    }),
  )
const words = z.pipe(
  z.string(),
  z.transform((text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
)
const ids = z.pipe(
  z.string(),
  z.transform((text) =>
    text
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
  ),
)
const count = z.coerce.number().check(z.minimum(0))
const instant = z.iso.datetime({ offset: true })

export const transactionQuerySchema = z.object({
  PageIndex: z._default(count, 0),
  PageSize: z._default(z.coerce.number().check(z.minimum(1), z.maximum(100)), DEFAULT_TRANSACTION_PAGE_SIZE),
  /** Created from (inclusive) and to (exclusive), instants with their offset. */
  from: z.optional(instant),
  to: z.optional(instant),
  /** An external id (its beginning), a transaction id, a card's last four digits or a customer's e-mail. */
  searchKey: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(list(transactionStatuses)),
  type: z.optional(list(transactionTypes)),
  paymentMethod: z.optional(words),
  currency: z.optional(words),
  /** In minor units of the transaction's currency. */
  amountFrom: z.optional(count),
  amountTo: z.optional(count),
  /** Staff: some of their merchants (customers). */
  merchantId: z.optional(ids),
  /** Platform staff: the tenant they look into. */
  tenantId: z.optional(z.coerce.number().check(z.minimum(1))),
  sortBy: z._default(z.enum(transactionSortFields), 'created'),
  sortDirection: z._default(z.enum(['asc', 'desc']), 'desc'),
  /**
   * The page beside one already read, by the key its answer gave (nextKey, previousKey): read from where that page
   * ended, at any depth. Good only for the page and the question it was given for; otherwise the offset is used.
   */
  key: z.optional(z.string().check(z.maxLength(500))),
})
type ListField = 'status' | 'type' | 'paymentMethod' | 'currency' | 'merchantId'
/** What a client asks: lists as arrays (or already comma-joined), the rest as the schema reads them. */
export type TransactionQuery = Omit<z.input<typeof transactionQuerySchema>, ListField> &
  Partial<Record<ListField, readonly (string | number)[] | string>>
export type CheckedTransactionQuery = z.output<typeof transactionQuerySchema>

/** A query as search params: lists joined by commas, empty values left out (seed 002 section 7). */
export function transactionSearchParams(query: TransactionQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) {
      if (value.length > 0) params[name] = value.join(',')
    } else params[name] = value as string | number
  }
  return params
}
