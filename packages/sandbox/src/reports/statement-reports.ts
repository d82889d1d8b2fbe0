import type { ReportFilterField, ReportRow } from '@paydeck/core/reports'
import { chargedStatuses } from '../transactions/activity'
import { sqlList } from '../db/sql-list'
import type { FeePart } from '../pricebooks/charges'
import { baseCurrencyOf } from '../dashboard/exchange-rates'
import { merchantNames } from '../transactions/lookup'
import { bookedSql, returnTypes, totalSql } from '../transactions/money-sql'
import { ReportFilterError, type ReportContext, type SandboxReport } from './report'
import { column, counted, list, merchantFilter, money, periodFilter, periodOf, tenantFilter } from './report-fields'
import { dayIn, firstOfMonth, startOfDayIn } from '@paydeck/core/time'
import { pieces } from './time-buckets'

// What the merchant is owed and charged, from the same fees and accounting entries a transaction's detail shows
// (transactions/activity.ts): the account statement (the merchant-payable account day by day, with its balance)
// and the monthly invoices of fees. Summed in SQL from the price list, so a year of a large merchant is one scan.

const permissions = { merchant: 'Merchant.Reports.View', tenant: 'Reports.View', platform: 'Reports.View' }
const charged = `status IN (${sqlList(chargedStatuses)})`
/** One part of a payment's fees as its detail lists them (pricebooks/charges.ts), in the tenant's book (@book). */
const feeSql = (part: FeePart | 'charged', payment = '') =>
  `standard_fee('${part}', ${payment}type, ${payment}payment_method, ${payment}amount, ${payment}currency, @book)`
/** What a booked refund or chargeback (back) of a payment cost, as its fee is booked. */
const returnFeeSql = `CASE back.type WHEN 'Refund' THEN ${feeSql('refund', 'payment.')}
  WHEN 'Chargeback' THEN ${feeSql('chargeback', 'payment.')} ELSE 0 END`
/** The instant accountingOf books a payment: when it settled, or last changed. */
const bookedAt = 'COALESCE(settled, updated)'

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

interface Movement {
  hour: string
  currency: string
  payments: number
  gross: number
  fees: number
  /** Refunds, reversals and chargebacks. */
  refunds: number
  paidOut: number
}

/** What a day (or an hour) moved the merchant's account by. */
const netOfDay = (movement: Omit<Movement, 'hour'>) =>
  movement.gross - movement.fees - movement.refunds - movement.paidOut

const accountStatement: SandboxReport = {
  id: 'account-statement',
  permissions,
  definition: (context) => ({
    id: 'account-statement',
    title: 'Account statement',
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
    const booked = pieces(context.timeZone, from, to, bookedAt)
    const returned = pieces(context.timeZone, from, to, 'back.created')
    const movements = context.db
      .prepare(
        // Everything booked before the period's end; what came before it is one group, the opening balance.
        // Money by the money model: payments credited (gross) and payouts debited when booked, and what went back
        // of a payment (a refund, reversal or chargeback) debited on its own day.
        `SELECT CASE WHEN ${bookedAt} < ? THEN 'opening' ELSE ${booked.sql} END AS hour, currency,
           SUM(type <> 'Payout') AS payments, SUM(${totalSql('gross')}) AS gross,
           SUM(${feeSql('charged')}) AS fees, 0 AS refunds, SUM(${totalSql('paidOut')}) AS paidOut
         FROM transactions WHERE mode = ? AND tenant_id = ? AND merchant_id = ? AND parent_id IS NULL AND ${charged}
           AND created < ? AND ${bookedAt} < ?
         GROUP BY hour, currency
         UNION ALL
         SELECT CASE WHEN back.created < ? THEN 'opening' ELSE ${returned.sql} END AS hour,
           back.currency, 0, 0, SUM(${returnFeeSql}), SUM(back.amount), 0
         FROM transactions back JOIN transactions payment ON payment.id = back.parent_id
         WHERE back.mode = ? AND back.tenant_id = ? AND back.merchant_id = ?
           AND back.type IN (${returnTypes.map((type) => `'${type}'`).join(', ')}) AND ${bookedSql('back')}
           AND back.created < ? AND payment.${charged}
         GROUP BY hour, back.currency`,
      )
      .all(
        ...[from, context.scope.mode, context.scope.tenantId, merchantId, to, to],
        ...[from, context.scope.mode, context.scope.tenantId, merchantId, to],
        { book: baseCurrencyOf(context.db, context.scope.tenantId) },
      ) as Movement[]
    const dayOf = booked.dayOf
    const firstDay = dayIn(Date.parse(from), context.timeZone)
    const opening = new Map<string, number>()
    const days = new Map<string, Omit<Movement, 'hour'> & { day: string }>()
    for (const movement of movements) {
      const net = netOfDay(movement)
      const day = movement.hour === 'opening' ? '' : dayOf(movement.hour)
      if (day < firstDay) {
        opening.set(movement.currency, (opening.get(movement.currency) ?? 0) + net)
        continue
      }
      const key = `${day} ${movement.currency}`
      const entry = days.get(key) ?? {
        day,
        currency: movement.currency,
        payments: 0,
        gross: 0,
        fees: 0,
        refunds: 0,
        paidOut: 0,
      }
      entry.payments += movement.payments
      entry.gross += movement.gross
      entry.fees += movement.fees
      entry.refunds += movement.refunds
      entry.paidOut += movement.paidOut
      days.set(key, entry)
    }
    const balance = new Map(opening)
    return [...days.values()]
      .sort((a, b) => a.day.localeCompare(b.day))
      .map((entry): ReportRow => {
        const start = balance.get(entry.currency) ?? 0
        const net = netOfDay(entry)
        balance.set(entry.currency, start + net)
        return { ...entry, opening: start, net, closing: start + net }
      })
  },
}

const invoices: SandboxReport = {
  id: 'invoices',
  permissions,
  definition: (context) => ({
    id: 'invoices',
    title: 'Invoices',
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
    // Which invoice month an instant falls in (computed boundaries, never user input, so inlined).
    const monthOf = (instant: string) =>
      `CASE ${months.map((month, index) => `WHEN ${instant} < '${starts[index + 1]}' THEN '${month}'`).join(' ')} END`
    const [monthStart, monthEnd] = [starts[0]!, starts.at(-1)!]
    const merchants =
      context.scope.merchantId !== undefined ? [context.scope.merchantId] : list(context.filters.merchant).map(Number)
    const only = (table: string) =>
      merchants.length === 0 ? '' : `AND ${table}.merchant_id IN (${merchants.map(() => '?').join(', ')})`
    const scope = [context.scope.mode, context.scope.tenantId]
    const groups = context.db
      .prepare(
        `SELECT ${monthOf(bookedAt)} AS month, merchant_id AS merchantId, currency, COUNT(*) AS payments,
           SUM(${feeSql('percentage')}) AS percentageFees, SUM(${feeSql('fixed')}) AS fixedFees,
           SUM(${feeSql('payout')}) AS payoutFees,
           0 AS refundFees, 0 AS chargebackFees
         FROM transactions WHERE mode = ? AND tenant_id = ? ${only('transactions')} AND parent_id IS NULL AND ${charged}
           AND created >= datetime(?, '-62 days') AND created < ? AND ${bookedAt} >= ? AND ${bookedAt} < ?
         GROUP BY month, merchantId, currency
         UNION ALL
         SELECT ${monthOf('child.created')} AS month, child.merchant_id, child.currency, 0, 0, 0, 0,
           SUM(CASE WHEN child.type = 'Refund' THEN ${feeSql('refund', 'payment.')} ELSE 0 END),
           SUM(CASE WHEN child.type = 'Chargeback' THEN ${feeSql('chargeback', 'payment.')} ELSE 0 END)
         FROM transactions child JOIN transactions payment ON payment.id = child.parent_id
         WHERE child.mode = ? AND child.tenant_id = ? ${only('child')} AND child.type IN ('Refund', 'Chargeback')
           AND ${bookedSql('child')} AND child.created >= ? AND child.created < ? AND payment.${charged}
         GROUP BY month, child.merchant_id, child.currency`,
      )
      .all(
        ...[...scope, ...merchants, monthStart, monthEnd, monthStart, monthEnd],
        ...[...scope, ...merchants, monthStart, monthEnd],
        { book: baseCurrencyOf(context.db, context.scope.tenantId) },
      ) as ({ month: string; merchantId: number; currency: string; payments: number } & Record<FeeName, number>)[]
    const names = merchantNames(context.db)
    const thisMonth = dayIn(Date.now(), zone).slice(0, 7)
    const rows = new Map<string, ReportRow & Record<FeeName | 'payments' | 'total', number>>()
    for (const group of groups) {
      const month = group.month
      const key = `${month} ${group.merchantId} ${group.currency}`
      const row = rows.get(key) ?? {
        invoice: `INV-${month.replace('-', '')}-${String(group.merchantId).padStart(4, '0')}-${group.currency}`,
        month,
        ...(context.scope.kind === 'merchant' ? {} : { merchant: names.get(group.merchantId) ?? null }),
        currency: group.currency,
        state: month < thisMonth ? 'Issued' : 'Open',
        payments: 0,
        percentageFees: 0,
        fixedFees: 0,
        payoutFees: 0,
        refundFees: 0,
        chargebackFees: 0,
        total: 0,
      }
      row.payments += group.payments
      for (const fee of feeNames) {
        row[fee] += group[fee]
        row.total += group[fee]
      }
      rows.set(key, row)
    }
    return [...rows.values()]
  },
}
/** The month after a YYYY-MM month. */
const monthAfter = (month: string) => firstOfMonth(`${month}-01`, 1).slice(0, 7)
const feeNames = ['percentageFees', 'fixedFees', 'payoutFees', 'refundFees', 'chargebackFees'] as const
type FeeName = (typeof feeNames)[number]

export const statementReports: readonly SandboxReport[] = [accountStatement, invoices]
