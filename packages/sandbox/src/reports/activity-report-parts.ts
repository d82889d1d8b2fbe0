import type { ReportDefinition, ReportFilterField, ReportRow } from '@paydeck/core/reports'
import { merchantNames } from '../transactions/lookup'
import type { ReportContext, ReportPageAsked } from './report'
import { column, merchantFilter, periodFilterOf, tenantFilter } from './report-fields'
import { scanWhere } from './transaction-scan'
import type { ActivityFilter, ActivityList, ActivityQuery } from './activity-lists'

// What the activity reports share: their period's payments, the merchant they are about, a page of their rows.

export const ACTIVITY_REPORT_DAYS = 31
/** The destinations' reports merge both webhook versions of every payment of the tenant: a week at most. */
export const DESTINATION_REPORT_DAYS = 7
export const permissions = { merchant: 'Merchant.Reports.View', tenant: 'Reports.View', platform: 'Reports.View' }

export function activityFilters(
  context: Pick<ReportContext, 'db' | 'scope'>,
  own: ReportFilterField[],
  maxDays = ACTIVITY_REPORT_DAYS,
) {
  const { scope, db } = context
  return [
    ...(scope.kind === 'platform' ? [tenantFilter(db)] : []),
    periodFilterOf(maxDays),
    ...(scope.kind === 'merchant' ? [] : [merchantFilter(context)]),
    ...own,
  ]
}

/** The period's payments as the activity reports read them: the caller's book, the merchants asked, the period. */
export function activityQuery(context: ReportContext, maxDays = ACTIVITY_REPORT_DAYS): ActivityQuery {
  const { clause, params } = scanWhere(
    { ...context, filters: { ...context.filters, currency: null, status: null } },
    [],
    maxDays,
  )
  return { clause, params }
}

export const merchantColumn = (context: Pick<ReportContext, 'scope'>) =>
  context.scope.kind === 'merchant' ? [] : [column('merchant', 'Merchant', 'text')]
/** Who the row is about, for staff (a merchant's rows are its own and name no one). */
export function merchantCell(context: ReportContext) {
  const names = merchantNames(context.db)
  return (merchantId: number): ReportRow =>
    context.scope.kind === 'merchant' ? {} : { merchant: names.get(merchantId) ?? null }
}

export const describe = (
  id: string,
  title: string,
  description: string,
  columns: ReportDefinition['columns'],
  filters: ReportFilterField[],
): ReportDefinition => ({
  id,
  title,
  description,
  columns,
  filters,
  series: null,
  available: true,
  unavailableReason: null,
})

/** A condition that a column (SQL) is one of the values asked; none asked: no condition. */
export const oneOf = (sql: string, values: readonly string[]): ActivityFilter =>
  values.length === 0
    ? { where: [], params: [] }
    : { where: [`${sql} IN (${values.map(() => '?').join(', ')})`], params: [...values] }

export const merchantNameIn = (table: string) =>
  `(SELECT legal_business_name FROM merchants WHERE merchants.id = ${table}.merchant_id)`

/**
 * A page of a stored list in the order asked, each sortable column by its SQL (text without regard to case, as the
 * screen's other reports compare it), nulls last either way; rows of equal values keep the payments' time order.
 */
export function pageOf<T>(
  list: ActivityList<T>,
  asked: ReportPageAsked,
  sortable: Record<string, string>,
  rowOf: (item: T) => ReportRow,
) {
  const sort = asked.sort ?? { column: '', descending: false }
  const by = sortable[sort.column]
  if (by === undefined) throw new Error(`The report cannot be ordered by ${sort.column}.`)
  const orderBy = `${by} ${sort.descending ? 'DESC' : 'ASC'} NULLS LAST`
  return { count: list.count(), data: list.rows({ orderBy, limit: asked.limit, offset: asked.offset }).map(rowOf) }
}
