import type { ReportColumnDefinition, ReportFilterField } from '@paydeck/core/reports'
import type { SandboxDatabase } from '../db/database'
import { ReportFilterError, type ReportContext } from './report'
import { nextDay, startOfDayIn } from '@paydeck/core/time'
import { LONGEST_PERIOD_DAYS, periodFault } from '../db/period'

// What the reports' definitions share: the period filter and its checks, and the column builders.

/** The longest period a report covers: every period's (db/period.ts). */
export const MAX_REPORT_DAYS = LONGEST_PERIOD_DAYS

/** The period filter of a report that covers at most `maxDays` days. */
export const periodFilterOf = (maxDays: number): ReportFilterField => ({
  name: 'period',
  label: 'Period',
  type: 'dateRange',
  startDateName: 'from',
  endDateName: 'to',
  maxDaysSelected: maxDays,
  ranges: [
    { label: 'Last 7 days', days: 7 },
    { label: 'Last 30 days', days: 30 },
    { label: 'Last 90 days', days: 90 },
  ].filter((range) => range.days <= maxDays),
  validations: [{ name: 'required', message: 'Choose the period of the report.' }],
})
export const periodFilter = periodFilterOf(MAX_REPORT_DAYS)

/** A column of a report's definition: shown and sortable unless told otherwise. */
export const column = (
  name: string,
  label: string,
  type: ReportColumnDefinition['type'],
  extra: Partial<ReportColumnDefinition> = {},
): ReportColumnDefinition => ({ name, label, type, defaultVisible: true, sortable: true, ...extra })
export const money = (name: string, label: string) =>
  column(name, label, 'money', { currencyColumn: 'currency', total: true })
export const counted = (name: string, label: string) => column(name, label, 'number', { total: true })

/** A filter's values as a list (a multi-select sends several, a select one, an empty field none). */
export const list = (value: string | string[] | null | undefined) =>
  value === null || value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]

/** The period's days in the report's zone as the instants the scan runs between, checked. */
export function periodOf({ filters, timeZone }: ReportContext, maxDays = MAX_REPORT_DAYS) {
  const from = typeof filters.from === 'string' ? filters.from.slice(0, 10) : ''
  const to = typeof filters.to === 'string' ? filters.to.slice(0, 10) : ''
  const day = /^\d{4}-\d{2}-\d{2}$/
  if (!day.test(from) || !day.test(to)) throw new ReportFilterError('period', 'Choose the period of the report.')
  const start = startOfDayIn(from, timeZone)
  const end = startOfDayIn(nextDay(to), timeZone)
  const fault = periodFault(start, end, maxDays)
  if (fault) throw new ReportFilterError('period', fault)
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString(), firstDay: from, lastDay: to }
}

/** The platform's first filter of a tenant's report: whose book it is. */
export function tenantFilter(db: SandboxDatabase): ReportFilterField {
  const tenants = db.prepare('SELECT id, name FROM tenants ORDER BY name').all() as { id: number; name: string }[]
  return {
    name: 'tenant',
    label: 'Tenant',
    type: 'select',
    options: tenants.map(({ id, name }) => ({ value: String(id), label: name })),
    validations: [{ name: 'required', message: 'Choose the tenant whose report this is.' }],
  }
}

/** Staff's merchant filter: the merchants of the book in scope that process payments (the platform's: every tenant's). */
export function merchantFilter({ db, scope }: Pick<ReportContext, 'db' | 'scope'>): ReportFilterField {
  const merchants = db
    .prepare(
      `SELECT id, legal_business_name AS name FROM merchants
       WHERE (? = 0 OR tenant_id = ?) AND processing_status <> 'NoProcessing' ORDER BY name`,
    )
    .all(scope.tenantId, scope.tenantId) as { id: number; name: string }[]
  return {
    name: 'merchant',
    label: 'Merchant',
    type: 'select',
    multiSelectOptions: true,
    options: merchants.map(({ id, name }) => ({ value: String(id), label: name })),
  }
}
