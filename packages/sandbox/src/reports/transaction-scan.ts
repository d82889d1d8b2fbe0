import type { ReportFilterField } from '@paydeck/core/reports'
import { transactionStatuses } from '@paydeck/core/transactions'
import type { ReportContext } from './report'
import { MAX_REPORT_DAYS, list, merchantFilter, periodFilter, periodOf, tenantFilter } from './report-fields'
import { transactionStatusLabels } from '@paydeck/core/labels'

// What every transaction report scans: the caller's book and the filters, on the (mode, tenant, created) index.

export const statusFilter: ReportFilterField = {
  name: 'status',
  label: 'Status',
  type: 'select',
  multiSelectOptions: true,
  options: transactionStatuses.map((status) => ({ value: status, label: transactionStatusLabels.en[status] })),
}

/** The filters every transaction report takes: the period, currencies, merchants (staff) and statuses. */
export function commonFilters({ db, scope }: Pick<ReportContext, 'db' | 'scope'>): ReportFilterField[] {
  const currencies = db.prepare('SELECT code FROM currencies WHERE is_active = 1 ORDER BY code').all() as {
    code: string
  }[]
  const filters: ReportFilterField[] = [
    ...(scope.kind === 'platform' ? [tenantFilter(db)] : []),
    periodFilter,
    {
      name: 'currency',
      label: 'Currency',
      type: 'select',
      multiSelectOptions: true,
      options: currencies.map(({ code }) => ({ value: code, label: code })),
    },
  ]
  if (scope.kind !== 'merchant') filters.push(merchantFilter({ db, scope }))
  return filters
}

/** The scan's WHERE: the caller's book and the filters, on the (mode, tenant, created) index. */
export function scanWhere(
  context: ReportContext,
  extra: string[] = [],
  maxDays = MAX_REPORT_DAYS,
  { from, to }: { from: string; to: string } = periodOf(context, maxDays),
) {
  const { scope, filters } = context
  const where = ['mode = ?', 'tenant_id = ?', 'created >= ?', 'created < ?', ...extra]
  const params: unknown[] = [scope.mode, scope.tenantId, from, to]
  const merchants = scope.merchantId !== undefined ? [scope.merchantId] : list(filters.merchant).map(Number)
  inLists(where, params, { merchant_id: merchants, currency: list(filters.currency), status: list(filters.status) })
  return { clause: where.join(' AND '), params }
}

/** Adds `column IN (…)` to a WHERE for each column asked for some values (none asked: no condition). */
export function inLists(where: string[], params: unknown[], lists: Record<string, readonly unknown[]>) {
  for (const [column, values] of Object.entries(lists)) {
    if (values.length === 0) continue
    where.push(`${column} IN (${values.map(() => '?').join(', ')})`)
    params.push(...values)
  }
}
