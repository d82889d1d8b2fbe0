import type { ReportColumnDefinition, ReportFilterField, ReportRow } from '@paydeck/core/reports'
import { transactionStatuses } from '@paydeck/core/transactions'
import { ReportFilterError, type ReportContext, type SandboxReport } from './report'
import { hourFolder, nextDay, startOfDayIn } from './zoned-days'

// The transaction reports (seed 001's crm/reports/… and the merchant's reports/…): computed from the book of
// business by one indexed range scan grouped by UTC hour, then folded into the report zone's days in memory.

/** The longest period a report covers (a little over six months: the book's length). */
export const MAX_REPORT_DAYS = 186
const APPROVED = new Set(['Captured', 'PartiallyRefunded', 'Refunded', 'Reserved'])
const CAPTURED = new Set(['Captured', 'PartiallyRefunded', 'Refunded'])
const DECLINED = new Set(['Declined', 'Failed'])

const period: ReportFilterField = {
  name: 'period',
  label: 'Period',
  type: 'dateRange',
  startDateName: 'from',
  endDateName: 'to',
  maxDaysSelected: MAX_REPORT_DAYS,
  ranges: [
    { label: 'Last 7 days', days: 7 },
    { label: 'Last 30 days', days: 30 },
    { label: 'Last 90 days', days: 90 },
  ],
  validations: [{ name: 'required', message: 'Choose the period of the report.' }],
}
const statusFilter: ReportFilterField = {
  name: 'status',
  label: 'Status',
  type: 'select',
  multiSelectOptions: true,
  options: transactionStatuses.map((status) => ({ value: status, label: status })),
}

const column = (
  name: string,
  label: string,
  type: ReportColumnDefinition['type'],
  extra: Partial<ReportColumnDefinition> = {},
): ReportColumnDefinition => ({ name, label, type, defaultVisible: true, sortable: true, ...extra })
const money = (name: string, label: string) => column(name, label, 'money', { currencyColumn: 'currency', total: true })
const counted = (name: string, label: string) => column(name, label, 'number', { total: true })

/** The filters every transaction report takes: the period, currencies, merchants (staff) and statuses. */
function commonFilters({ db, scope }: Pick<ReportContext, 'db' | 'scope'>): ReportFilterField[] {
  const currencies = db.prepare('SELECT code FROM currencies WHERE is_active = 1 ORDER BY code').all() as {
    code: string
  }[]
  const filters: ReportFilterField[] = [
    period,
    {
      name: 'currency',
      label: 'Currency',
      type: 'select',
      multiSelectOptions: true,
      options: currencies.map(({ code }) => ({ value: code, label: code })),
    },
  ]
  if (scope.kind !== 'merchant') {
    const merchants = db
      .prepare(
        `SELECT id, legal_business_name AS name FROM merchants WHERE tenant_id = ? AND processing_status <> 'NoProcessing'
         ORDER BY name`,
      )
      .all(scope.tenantId) as { id: number; name: string }[]
    filters.push({
      name: 'merchant',
      label: 'Merchant',
      type: 'select',
      multiSelectOptions: true,
      options: merchants.map(({ id, name }) => ({ value: String(id), label: name })),
    })
  }
  return filters
}

const list = (value: string | string[] | null | undefined) =>
  value === null || value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]

/** The period's days in the report's zone as the instants the scan runs between, checked. */
function periodOf({ filters, timeZone }: ReportContext) {
  const from = typeof filters.from === 'string' ? filters.from.slice(0, 10) : ''
  const to = typeof filters.to === 'string' ? filters.to.slice(0, 10) : ''
  const day = /^\d{4}-\d{2}-\d{2}$/
  if (!day.test(from) || !day.test(to)) throw new ReportFilterError('period', 'Choose the period of the report.')
  if (from > to) throw new ReportFilterError('period', 'The period ends before it starts.')
  const start = startOfDayIn(from, timeZone)
  const end = startOfDayIn(nextDay(to), timeZone)
  if ((end - start) / 86_400_000 > MAX_REPORT_DAYS + 1)
    throw new ReportFilterError('period', `Choose at most ${MAX_REPORT_DAYS} days.`)
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() }
}

/** The scan's WHERE: the caller's book and the filters, on the (mode, tenant, created) index. */
function scanWhere(context: ReportContext, extra: string[] = []) {
  const { scope, filters } = context
  const { from, to } = periodOf(context)
  const where = ['mode = ?', 'tenant_id = ?', 'created >= ?', 'created < ?', ...extra]
  const params: unknown[] = [scope.mode, scope.tenantId, from, to]
  const inList = (columnName: string, values: readonly unknown[]) => {
    if (values.length === 0) return
    where.push(`${columnName} IN (${values.map(() => '?').join(', ')})`)
    params.push(...values)
  }
  if (scope.merchantId !== undefined) inList('merchant_id', [scope.merchantId])
  else inList('merchant_id', list(filters.merchant).map(Number))
  inList('currency', list(filters.currency))
  inList('status', list(filters.status))
  return { clause: where.join(' AND '), params }
}

interface Tally {
  count: number
  approved: number
  declined: number
  volume: number
  refunded: number
}
const emptyTally = (): Tally => ({ count: 0, approved: 0, declined: 0, volume: 0, refunded: 0 })
function add(tally: Tally, row: { status: string; n: number; amount: number; refunded: number }) {
  tally.count += row.n
  if (APPROVED.has(row.status)) tally.approved += row.n
  if (DECLINED.has(row.status)) tally.declined += row.n
  if (CAPTURED.has(row.status)) {
    tally.volume += row.amount
    tally.refunded += row.refunded
  }
}
const rate = (tally: Tally) =>
  tally.approved + tally.declined === 0
    ? null
    : Math.round((tally.approved / (tally.approved + tally.declined)) * 1000) / 10
const figures = (tally: Tally) => ({
  count: tally.count,
  approved: tally.approved,
  declined: tally.declined,
  approvalRate: rate(tally),
  volume: tally.volume,
  refunded: tally.refunded,
  net: tally.volume - tally.refunded,
})
const figureColumns = [
  counted('count', 'Payments'),
  counted('approved', 'Approved'),
  counted('declined', 'Declined'),
  column('approvalRate', 'Approval rate', 'percent'),
  money('volume', 'Captured volume'),
  money('refunded', 'Refunded'),
  money('net', 'Net volume'),
]

/** Payments only (sales and authorisations): refunds count on their parents, payouts are not takings. */
const PAYMENTS = "type IN ('Sale', 'Authorisation')"

const transactionsDaily: SandboxReport = {
  id: 'transactions-daily',
  permissions: { merchant: 'Merchant.Reports.View', tenant: 'Reports.View', platform: 'Reports.View' },
  definition: (context) => ({
    id: 'transactions-daily',
    title: 'Transactions daily',
    description: 'Payments per day and currency: how many, how many approved and declined, and the money captured.',
    columns: [column('day', 'Day', 'date'), column('currency', 'Currency', 'text'), ...figureColumns],
    filters: [...commonFilters(context), statusFilter],
    series: { x: 'day', y: ['volume'], by: 'currency' },
    available: true,
    unavailableReason: null,
  }),
  rows: (context) => {
    const { clause, params } = scanWhere(context, [PAYMENTS])
    const hours = context.db
      .prepare(
        `SELECT substr(created, 1, 13) AS hour, currency, status, COUNT(*) AS n, SUM(amount) AS amount,
           SUM(refunded_amount) AS refunded
         FROM transactions WHERE ${clause} GROUP BY hour, currency, status`,
      )
      .all(...params) as {
      hour: string
      currency: string
      status: string
      n: number
      amount: number
      refunded: number
    }[]
    const dayOf = hourFolder(context.timeZone)
    const days = new Map<string, Tally & { day: string; currency: string }>()
    for (const hour of hours) {
      const day = dayOf(hour.hour)
      const key = `${day}|${hour.currency}`
      const tally = days.get(key) ?? { ...emptyTally(), day, currency: hour.currency }
      add(tally, hour)
      days.set(key, tally)
    }
    return [...days.values()].map((tally) => ({ day: tally.day, currency: tally.currency, ...figures(tally) }))
  },
}

const transactionsSummary: SandboxReport = {
  id: 'transactions-summary',
  permissions: { merchant: 'Merchant.Reports.View', tenant: 'Reports.View', platform: 'Reports.View' },
  definition: (context) => ({
    id: 'transactions-summary',
    title: 'Transactions summary',
    description: 'The period per merchant and currency: payments, approval rate and the money captured and refunded.',
    columns: [
      ...(context.scope.kind === 'merchant' ? [] : [column('merchant', 'Merchant', 'text')]),
      column('currency', 'Currency', 'text'),
      ...figureColumns,
    ],
    filters: [...commonFilters(context), statusFilter],
    series: null,
    available: true,
    unavailableReason: null,
  }),
  rows: (context) => {
    const { clause, params } = scanWhere(context, [PAYMENTS])
    const groups = context.db
      .prepare(
        `SELECT t.merchant_id AS merchantId, m.legal_business_name AS merchant, t.currency, t.status, COUNT(*) AS n,
           SUM(t.amount) AS amount, SUM(t.refunded_amount) AS refunded
         FROM (SELECT * FROM transactions WHERE ${clause}) t JOIN merchants m ON m.id = t.merchant_id
         GROUP BY t.merchant_id, t.currency, t.status`,
      )
      .all(...params) as {
      merchantId: number
      merchant: string
      currency: string
      status: string
      n: number
      amount: number
      refunded: number
    }[]
    const tallies = new Map<string, Tally & { merchant: string; currency: string }>()
    for (const group of groups) {
      const key = `${group.merchantId}|${group.currency}`
      const tally = tallies.get(key) ?? { ...emptyTally(), merchant: group.merchant, currency: group.currency }
      add(tally, group)
      tallies.set(key, tally)
    }
    return [...tallies.values()].map(({ merchant, currency, ...tally }) => ({
      ...(context.scope.kind === 'merchant' ? {} : { merchant }),
      currency,
      ...figures(tally),
    }))
  },
}

const declinedReasons: SandboxReport = {
  id: 'declined-transaction-reasons',
  permissions: { tenant: 'Reports.View', platform: 'Reports.View' },
  definition: (context) => ({
    id: 'declined-transaction-reasons',
    title: 'Declined transaction reasons',
    description: 'Why payments were declined in the period: each reason with its response code, count and share.',
    columns: [
      column('reason', 'Reason', 'text'),
      column('responseCode', 'Response code', 'text'),
      column('currency', 'Currency', 'text'),
      counted('count', 'Declines'),
      column('share', 'Share of declines', 'percent'),
      money('amount', 'Declined amount'),
    ],
    filters: commonFilters(context),
    series: null,
    available: true,
    unavailableReason: null,
  }),
  rows: (context) => {
    const { clause, params } = scanWhere({ ...context, filters: { ...context.filters, status: null } }, [
      PAYMENTS,
      "status IN ('Declined', 'Failed')",
    ])
    const reasons = context.db
      .prepare(
        `SELECT COALESCE(decline_reason, 'No reason given') AS reason, response_code AS responseCode, currency,
           COUNT(*) AS count, SUM(amount) AS amount
         FROM transactions WHERE ${clause} GROUP BY reason, responseCode, currency`,
      )
      .all(...params) as { reason: string; responseCode: string; currency: string; count: number; amount: number }[]
    const perCurrency = new Map<string, number>()
    for (const row of reasons) perCurrency.set(row.currency, (perCurrency.get(row.currency) ?? 0) + row.count)
    return reasons.map((row): ReportRow => ({
      ...row,
      share: Math.round((row.count / perCurrency.get(row.currency)!) * 1000) / 10,
    }))
  },
}

export const transactionReports: readonly SandboxReport[] = [transactionsDaily, transactionsSummary, declinedReasons]
