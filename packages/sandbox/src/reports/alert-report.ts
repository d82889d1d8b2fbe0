import type { ReportRow } from '@paydeck/core/reports'
import { alertTypes } from '../alerts/alerts'
import type { SandboxReport } from './report'
import { column, counted, list, periodFilter, periodOf, tenantFilter } from './report-fields'

/** crm/reports/alerts: the alerts raised from the book, by the days they are about. */
export const alertReport: SandboxReport = {
  id: 'alerts',
  permissions: { tenant: 'Reports.View', platform: 'Reports.View' },
  definition: ({ db, scope }) => ({
    id: 'alerts',
    title: 'Alerts',
    description:
      'Alerts raised from the payments of the last week: decline and pending ratios above the thresholds of the alert settings, and days far above a merchant’s average.',
    columns: [
      column('day', 'Day', 'date'),
      column('merchant', 'Merchant', 'text'),
      column('type', 'Alert', 'text'),
      column('severity', 'Severity', 'status'),
      column('value', 'Value', 'number', { sortable: true }),
      column('threshold', 'Threshold', 'number'),
      column('message', 'Message', 'text', { sortable: false }),
      counted('alerts', 'Alerts'),
    ],
    filters: [
      ...(scope.kind === 'platform' ? [tenantFilter(db)] : []),
      periodFilter,
      {
        name: 'type',
        label: 'Alert',
        type: 'select',
        multiSelectOptions: true,
        options: alertTypes.map(({ type, label }) => ({ value: type, label })),
      },
    ],
    series: null,
    available: true,
    unavailableReason: null,
  }),
  rows: (context) => {
    periodOf(context) // says what is wrong with the period, as every report does
    const from = typeof context.filters.from === 'string' ? context.filters.from.slice(0, 10) : ''
    const to = typeof context.filters.to === 'string' ? context.filters.to.slice(0, 10) : ''
    const types = list(context.filters.type)
    const rows = context.db
      .prepare(
        `SELECT a.window_start AS day, m.legal_business_name AS merchant, a.type, a.severity, a.value, a.threshold,
           a.message, 1 AS alerts
         FROM alerts a JOIN merchants m ON m.id = a.merchant_id
         WHERE a.tenant_id = ? AND a.window_start >= ? AND a.window_start <= ?
           ${types.length > 0 ? `AND a.type IN (${types.map(() => '?').join(', ')})` : ''}`,
      )
      .all(context.scope.tenantId, from, to, ...types) as ReportRow[]
    const labels = new Map<string, string>(alertTypes.map(({ type, label }) => [type, label]))
    return rows.map((row): ReportRow => ({ ...row, type: labels.get(String(row.type)) ?? String(row.type) }))
  },
}
