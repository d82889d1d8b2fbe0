import type { ReportFilterField, ReportRow } from '@paydeck/core/reports'
import { merchantNames } from '../transactions/lookup'
import { pieceSums, spanSums, type AccountSums } from './account-rollup'
import { ReportFilterError, type ReportContext, type SandboxReport } from './report'
import { column, counted, list, merchantFilter, money, periodFilter, periodOf, tenantFilter } from './report-fields'
import { dayIn, firstOfMonth, startOfDayIn } from '@paydeck/core/time'
import { pieces } from './time-buckets'

// What the merchant is owed and charged, from the same fees and accounting entries a transaction's detail shows
// (transactions/fees.ts): the account statement (the merchant-payable account day by day, with its balance)
// and the monthly invoices of fees. Summed from the account's movements kept per quarter hour in step (account-rollup.ts).

const permissions = { merchant: 'Merchant.Reports.View', tenant: 'Reports.View', platform: 'Reports.View' }

/** Staff name the one merchant whose account it is; a merchant's is its own. */
function accountFilter(context: Pick<ReportContext, 'db' | 'scope'>): ReportFilterField[] {
  if (context.scope.kind === 'merchant') return []
  const merchants = merchantFilter(context)
  return [
    {
      ...merchants,
      multiSelectOptions: false,
      validations: [{ name: 'required', message: 'Choose the merchant whose account this is.' }],
    },
  ]
}

/** What a day (or an hour) moved the merchant's account by: credited less fees, returned and paid out. */
const netOf = (sums: AccountSums) =>
  sums.gross - feeNames.reduce((fees, fee) => fees + sums[fee], 0) - sums.refunds - sums.paidOut

/** What the account's reports count by, and how that differs from the daily report's. */
const COUNTED_BY_BOOKING =
  'Each movement counts on the day it was booked: a refund on the day it was made, not on its payment’s day. The daily report counts payments on the day they were made, so a day’s gross may differ from it.'

const accountStatement: SandboxReport = {
  id: 'account-statement',
  permissions,
  definition: (context) => ({
    id: 'account-statement',
    title: 'Account statement',
    countedBy: COUNTED_BY_BOOKING,
    description:
      'The merchant’s account day by day: payments credited less their fees, refunds, reversals, chargebacks and payouts debited, and the balance at the start and end of each day.',
    columns: [
      column('day', 'Day', 'date'),
      column('currency', 'Currency', 'text'),
      money('opening', 'Opening balance'),
      counted('payments', 'Payments credited'),
      money('gross', 'Gross'),
      money('fees', 'Fees'),
      money('refunds', 'Refunds and chargebacks'),
      money('paidOut', 'Payouts'),
      money('net', 'Net movement'),
      money('closing', 'Closing balance'),
    ].map((entry) => (entry.name === 'opening' || entry.name === 'closing' ? { ...entry, total: false } : entry)),
    filters: [
      ...(context.scope.kind === 'platform' ? [tenantFilter(context.db)] : []),
      periodFilter,
      ...accountFilter(context),
    ],
    series: { x: 'day', y: ['closing'], by: 'currency', gaps: 'previous' },
    available: true,
    unavailableReason: null,
  }),
  rows: (context) => {
    const { from, to } = periodOf(context)
    const merchantId = context.scope.merchantId ?? Number(list(context.filters.merchant)[0])
    if (!(merchantId > 0)) throw new ReportFilterError('merchant', 'Choose the merchant whose account this is.')
    const { mode, tenantId } = context.scope
    // Everything booked before the period is one group per currency, the opening balance.
    const account = { where: 'mode = ? AND merchant_id = ? AND tenant_id = ?', params: [mode, merchantId, tenantId] }
    const opening = new Map(
      spanSums<{ currency: string }>(context.db, account, '', [{ label: 'opening', until: from }], 'currency').map(
        (sums) => [sums.currency, netOf(sums)],
      ),
    )
    const booked = pieces(context.timeZone, from, to, 'piece')
    const movements = pieceSums<{ hour: string; currency: string }>(
      context.db,
      account,
      { from, to },
      `${booked.sql} AS hour, currency`,
      'hour, currency',
    )
    const days = new Map<string, { day: string; currency: string; net: number } & Record<DayFigure, number>>()
    for (const movement of movements) {
      const net = netOf(movement)
      const day = booked.dayOf(movement.hour)
      const key = `${day} ${movement.currency}`
      const entry = days.get(key) ?? {
        day,
        currency: movement.currency,
        payments: 0,
        gross: 0,
        fees: 0,
        refunds: 0,
        paidOut: 0,
        net: 0,
      }
      entry.payments += movement.payments
      entry.gross += movement.gross
      entry.fees += feeNames.reduce((fees, fee) => fees + movement[fee], 0)
      entry.refunds += movement.refunds
      entry.paidOut += movement.paidOut
      entry.net += net
      days.set(key, entry)
    }
    const balance = new Map(opening)
    return [...days.values()]
      .sort((a, b) => a.day.localeCompare(b.day))
      .map((entry): ReportRow => {
        const start = balance.get(entry.currency) ?? 0
        balance.set(entry.currency, start + entry.net)
        return { ...entry, opening: start, closing: start + entry.net }
      })
  },
}
type DayFigure = 'payments' | 'gross' | 'fees' | 'refunds' | 'paidOut'

const invoices: SandboxReport = {
  id: 'invoices',
  permissions,
  definition: (context) => ({
    id: 'invoices',
    title: 'Invoices',
    countedBy: COUNTED_BY_BOOKING,
    description:
      'The monthly invoice of fees per merchant and currency for the months of the period: per payment, fixed, payout, refund and chargeback fees.',
    columns: [
      column('invoice', 'Invoice', 'text'),
      column('month', 'Month', 'text'),
      ...(context.scope.kind === 'merchant' ? [] : [column('merchant', 'Merchant', 'text')]),
      column('currency', 'Currency', 'text'),
      column('state', 'State', 'status'),
      counted('payments', 'Payments charged'),
      money('percentageFees', 'Percentage fees'),
      money('fixedFees', 'Fixed and scheme fees'),
      money('payoutFees', 'Payout fees'),
      money('refundFees', 'Refund fees'),
      money('chargebackFees', 'Chargeback fees'),
      money('total', 'Total'),
    ],
    filters: [
      ...(context.scope.kind === 'platform' ? [tenantFilter(context.db)] : []),
      periodFilter,
      ...(context.scope.kind === 'merchant' ? [] : [merchantFilter(context)]),
    ],
    series: null,
    available: true,
    unavailableReason: null,
  }),
  rows: (context) => {
    const { from, to } = periodOf(context)
    const zone = context.timeZone
    // Whole months: from the first day of the period's first month to the end of its last, each begun in the zone.
    const months = [dayIn(Date.parse(from), zone).slice(0, 7)]
    const lastMonth = dayIn(Date.parse(to) - 1, zone).slice(0, 7)
    while (months.at(-1)! < lastMonth) months.push(monthAfter(months.at(-1)!))
    const starts = [...months, monthAfter(lastMonth)].map((month) =>
      new Date(startOfDayIn(`${month}-01`, zone)).toISOString(),
    )
    const merchants =
      context.scope.merchantId !== undefined ? [context.scope.merchantId] : list(context.filters.merchant).map(Number)
    const { mode, tenantId } = context.scope
    const groups = spanSums<{ merchant_id: number; currency: string }>(
      context.db,
      {
        where: `mode = ? AND tenant_id = ?${
          merchants.length === 0 ? '' : ` AND merchant_id IN (${merchants.map(() => '?').join(', ')})`
        }`,
        params: [mode, tenantId, ...merchants],
      },
      starts[0]!,
      months.map((month, index) => ({ label: month, until: starts[index + 1]! })),
      'merchant_id, currency',
    )
    const names = merchantNames(context.db)
    const thisMonth = dayIn(Date.now(), zone).slice(0, 7)
    return groups.map(({ span: month, merchant_id: merchantId, currency, ...sums }): ReportRow => ({
      invoice: `INV-${month.replace('-', '')}-${String(merchantId).padStart(4, '0')}-${currency}`,
      month,
      ...(context.scope.kind === 'merchant' ? {} : { merchant: names.get(merchantId) ?? null }),
      currency,
      state: month < thisMonth ? 'Issued' : 'Open',
      payments: sums.chargedRows,
      ...Object.fromEntries(feeNames.map((fee) => [fee, sums[fee]])),
      total: feeNames.reduce((total, fee) => total + sums[fee], 0),
    }))
  },
}
/** The month after a YYYY-MM month. */
const monthAfter = (month: string) => firstOfMonth(`${month}-01`, 1).slice(0, 7)
const feeNames = ['percentageFees', 'fixedFees', 'payoutFees', 'refundFees', 'chargebackFees'] as const

export const statementReports: readonly SandboxReport[] = [accountStatement, invoices]
