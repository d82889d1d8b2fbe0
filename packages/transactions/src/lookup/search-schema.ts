import * as z from 'zod/mini'
import { calendarPresets, isTimeZone } from '@paydeck/core/time'
import { transactionSortFields } from '@paydeck/core/transactions'

/** The time model's presets, and a custom range. */
export const datePresets = [...calendarPresets, 'custom'] as const
export type DatePreset = (typeof datePresets)[number]

// The lookup's state as search params: short, flat and readable (?status=Captured,Declined&q=ORD-1), so a lookup
// is a link, survives a reload and is what a saved view keeps. Every value is text; a bad one is dropped, never an
// error page (a link edited by hand still opens the lookup).

// The router hands over what its JSON parse made of a value: "4242" comes as a number, and is text here again.
const text = (max: number) =>
  z.catch(
    z.optional(
      z.pipe(
        z.unknown(),
        z.transform((value) =>
          typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, max) || undefined : undefined,
        ),
      ),
    ),
    undefined,
  )
// The router reads numbers as numbers (its search params are JSON).
const whole = z.catch(z.optional(z.int().check(z.minimum(0))), undefined)

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
  /** The page's key, from the page beside it (the API's nextKey or previousKey): a deep page read by its key. */
  key: text(500),
  size: whole,
  /** Platform staff: the tenant looked into. */
  tenant: whole,
  /** The open transaction. */
  tx: whole,
  /** A saved view opened by its link. */
  view: whole,
  /** The zone the screen shows and reads its times in (UTC, the merchant's) when not the user's own. */
  zone: z.catch(z.optional(z.string().check(z.refine(isTimeZone))), undefined),
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
