import {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  TRANSACTION_PAGE_SIZES,
  toMinorUnits,
  transactionStatuses,
  transactionTypes,
  type TransactionQuery,
  type TransactionSortField,
} from '@paydeck/core/transactions'
import { rangeOf } from './date-presets'
import type { DatePreset, LookupSearch } from './search-schema'

/** A comma list's items, as the URL carries them. */
export const listOf = (value: string | undefined): string[] => (value ? value.split(',').filter(Boolean) : [])
export const joinList = (items: readonly string[]): string | undefined => (items.length ? items.join(',') : undefined)

/** An amount as typed (10, 10.5, 10,50) as a number, or null when it is not one. */
function parseAmount(typed: string | undefined): number | null {
  if (typed === undefined || typed.trim() === '') return null
  const normalised = typed.trim().replace(',', '.')
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : null
}

export interface QueryContext {
  timeZone: string
  now?: Date
  pageSize?: number
  /** Staff fixed on one merchant (an element's customer-id). */
  merchantId?: number
  /** Platform staff: the tenant chosen. */
  tenantId?: number
}

export const DEFAULT_PRESET: DatePreset = 'last7'

/** The dates a search covers: its preset's (by default the last 7 days) or its custom from and to. */
export function searchRange(search: LookupSearch, timeZone: string, now = new Date()): { from?: Date; to?: Date } {
  const preset = search.range ?? DEFAULT_PRESET
  if (preset !== 'custom') return rangeOf(preset, timeZone, now)
  const at = (value?: string) => (value && !Number.isNaN(Date.parse(value)) ? new Date(value) : undefined)
  return { from: at(search.from), to: at(search.to) }
}

const known = <T extends string>(values: readonly T[], items: string[]) =>
  items.filter((item): item is T => values.includes(item as T))

/** What the API is asked for a search: lists checked against what exists, amounts in minor units, dates resolved. */
export type LookupQuery = TransactionQuery & {
  PageIndex: number
  PageSize: number
  sortBy: TransactionSortField
  sortDirection: 'asc' | 'desc'
}

export function toTransactionQuery(search: LookupSearch, context: QueryContext): LookupQuery {
  const { from, to } = searchRange(search, context.timeZone, context.now)
  const currencies = listOf(search.currency)
  // One currency chosen: its decimals; otherwise amounts compare as two-decimal money.
  const minorOf = (typed: string | undefined) => {
    const amount = parseAmount(typed)
    return amount === null ? undefined : toMinorUnits(amount, currencies.length === 1 ? currencies[0]! : 'EUR')
  }
  const size = search.size ?? context.pageSize ?? DEFAULT_TRANSACTION_PAGE_SIZE
  const merchants = context.merchantId ? [context.merchantId] : listOf(search.merchant).map(Number).filter(Boolean)
  return {
    PageIndex: search.page ?? 0,
    PageSize: (TRANSACTION_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_TRANSACTION_PAGE_SIZE,
    from: from?.toISOString(),
    to: to?.toISOString(),
    searchKey: search.q?.trim() || undefined,
    status: known(transactionStatuses, listOf(search.status)),
    type: known(transactionTypes, listOf(search.type)),
    paymentMethod: listOf(search.method),
    currency: currencies,
    amountFrom: minorOf(search.min),
    amountTo: minorOf(search.max),
    merchantId: merchants,
    tenantId: context.tenantId,
    sortBy: search.sort ?? 'created',
    sortDirection: search.dir ?? 'desc',
    key: search.key,
  }
}
