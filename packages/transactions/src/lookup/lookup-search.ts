import * as z from 'zod/mini'
import {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  TRANSACTION_PAGE_SIZES,
  toMinorUnits,
  transactionSortFields,
  transactionStatuses,
  transactionTypes,
  type TransactionQuery,
  type TransactionSortField,
} from '@paydeck/core/transactions'
import { rangeOf, datePresets, type DatePreset } from './date-presets'

// The lookup's state as search params: short, flat and readable (?status=Captured,Declined&q=ORD-1), so a lookup
// is a link, survives a reload and is what a saved view keeps. Every value is text; a bad one is dropped, never an
// error page (a link edited by hand still opens the lookup).

const text = (max: number) =>
  z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.number(), z.boolean()]),
        z.transform((value) => String(value).slice(0, max)),
      ),
    ),
    undefined,
  )
const whole = z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(0))), undefined)

export const lookupSearchSchema = z.object({
  /** A date preset; "custom" reads from and to. */
  range: z.catch(z.optional(z.enum(datePresets)), undefined),
  from: text(40),
  to: text(40),
  /** The search key: an external id's beginning, a transaction id, a card's last four, a customer's e-mail. */
  q: text(100),
  status: text(400),
  type: text(200),
  method: text(400),
  currency: text(200),
  merchant: text(400),
  /** Amounts as typed, in the currency's major unit (10.50). */
  min: text(20),
  max: text(20),
  sort: z.catch(z.optional(z.enum(transactionSortFields)), undefined),
  dir: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  /** Zero-based, as the API's PageIndex. */
  page: whole,
  size: whole,
  /** Platform staff: the tenant looked into. */
  tenant: whole,
  /** The open transaction. */
  tx: whole,
  /** A saved view opened by its link. */
  view: whole,
})
export type LookupSearch = z.infer<typeof lookupSearchSchema>

/** The filters of a lookup (what a saved view keeps and the chips show): everything but paging and the open one. */
export const filterKeys = [
  'range',
  'from',
  'to',
  'q',
  'status',
  'type',
  'method',
  'currency',
  'merchant',
  'min',
  'max',
  'sort',
  'dir',
] as const satisfies readonly (keyof LookupSearch)[]
export type FilterKey = (typeof filterKeys)[number]

/** A comma list's items, as the URL carries them. */
export const listOf = (value: string | undefined): string[] => (value ? value.split(',').filter(Boolean) : [])
export const joinList = (items: readonly string[]): string | undefined => (items.length ? items.join(',') : undefined)

/** An amount as typed (10, 10.5, 10,50) as a number, or null when it is not one. */
export function parseAmount(typed: string | undefined): number | null {
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
  }
}

/** A search's filters as a query string (a saved view's query), without paging, the open one or the view. */
export function filtersToQueryString(search: LookupSearch): string {
  const params = new URLSearchParams()
  for (const key of filterKeys) {
    const value = search[key]
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  return params.toString()
}

/** A saved view's query string back as a search (unknown or bad values dropped by the schema). */
export function filtersFromQueryString(query: string): LookupSearch {
  const raw = Object.fromEntries(new URLSearchParams(query))
  const parsed = lookupSearchSchema.parse(raw)
  return Object.fromEntries(filterKeys.map((key) => [key, parsed[key]])) as LookupSearch
}
