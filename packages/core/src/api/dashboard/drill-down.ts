import { widgetDateRanges, widgetRangeSpan } from '../../time/date-presets'
import { hourIn, periodIn } from '../../time/zoned-time'
import { storedFiltersOf } from './dashboard.api'
import type { Widget, WidgetDataRow } from './dashboard.schema'

// Drill-down (issue 17): a click on a bar, a point, a slice or a figure opens the transaction lookup on exactly the
// payments it counts. The data sources count sales and authorisations of the widget's period and filters; the
// lookup is given the same, narrowed to the bucket clicked.

/** The transaction lookup's filters, as its search params carry them. */
export interface DrillDown {
  /** ISO instants: the widget's period, or the bucket's day or hour within it. */
  from: string
  to: string
  type: string
  status?: string
  currency?: string
  method?: string
  merchant?: string
}

type BucketFilter = 'status' | 'currency' | 'method' | 'merchant' | 'period'

/** What a source's rows are buckets of, and which lookup filter narrows to one; sources the lookup cannot narrow
 * (provider, country) are left out, and so are not clickable. */
const buckets: Record<string, { column: string; filter: BucketFilter } | null> = {
  'transactions-by-status': { column: 'status', filter: 'status' },
  'transactions-by-currency': { column: 'currency', filter: 'currency' },
  'transactions-by-payment-method': { column: 'paymentMethod', filter: 'method' },
  'transactions-by-customer': { column: 'customerId', filter: 'merchant' },
  'transactions-by-date': { column: 'date', filter: 'period' },
  'transactions-count': null,
  'success-rate': null,
}

const text = (value: unknown) =>
  Array.isArray(value) ? value.join(',') : typeof value === 'string' || typeof value === 'number' ? String(value) : ''

/** Whether a click on one of the widget's buckets can open the lookup. */
export const canDrillDown = (widget: Pick<Widget, 'data'>) => buckets[widget.data.dataSourceEndpointId] !== undefined

/**
 * The lookup's filters for a widget (its whole figure) or one of its rows (a bucket), or null when the source has
 * no lookup filter. `now` and `timeZone` must be those the widget's data was asked with.
 */
export function drillDownOf(
  widget: Pick<Widget, 'data' | 'filters'>,
  row: WidgetDataRow | null,
  { now = Date.now(), timeZone }: { now?: number; timeZone: string },
): DrillDown | null {
  const bucket = buckets[widget.data.dataSourceEndpointId]
  if (bucket === undefined || (row && !bucket)) return null
  const filters = storedFiltersOf(widget)
  const named = widgetDateRanges.find((name) => name === filters.dateRange)
  const range = named ?? (filters.startDate ? null : 'last30Days')
  // The widget's period as the sandbox counts it (the time model's presets), so the lookup shows the same payments.
  const span = range ? widgetRangeSpan(range, timeZone, now) : null
  let from = span ? span.from : Date.parse(text(filters.startDate))
  let to = span ? span.to : filters.endDate ? Date.parse(text(filters.endDate)) : now
  const drill: DrillDown = {
    from: '',
    to: '',
    type: text(filters.transactionType) || 'Sale,Authorisation',
    status: text(filters.transactionStatus) || undefined,
    currency: text(filters.currency) || undefined,
    merchant: text(filters.customer) || undefined,
  }
  if (row && bucket) {
    const value = row[bucket.column]
    if (value === null || value === undefined) return null
    if (bucket.filter === 'period') {
      const time = String(value)
      const date = time.slice(0, 10)
      // The bucket is a local day or hour of the zone the widget was asked in (a day may have 23 or 25 hours).
      // An hour the clocks go back over holds both of its hours (hourIn).
      const { start, end } = time.length > 10 ? hourIn(time, timeZone) : periodIn(date, date, timeZone)
      from = Math.max(from, start)
      to = Math.min(to, end)
    } else drill[bucket.filter] = String(value)
  }
  if (Number.isNaN(from) || Number.isNaN(to)) return null
  drill.from = new Date(from).toISOString()
  drill.to = new Date(to).toISOString()
  return drill
}
