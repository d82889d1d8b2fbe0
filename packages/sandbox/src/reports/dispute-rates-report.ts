import { closedStatuses } from '@paydeck/core/disputes'
import type { ReportRow } from '@paydeck/core/reports'
import { movements, paymentKinds } from '@paydeck/core/transactions'
import type { SandboxReport } from './report'
import { column, counted, money, periodFilter, periodOf, tenantFilter } from './report-fields'

// Rates people watch (issue 66): per month and currency, the payments captured, the chargebacks opened on them, the
// dispute rate by count and by amount (what card schemes watch a merchant by), and of the disputes decided that month
// how many were won. Payments are read from the daily rollups, disputes from their own index: a million rows cost
// nothing more than a hundred.

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ')
/** Percent with one decimal, or nothing when there is nothing to divide by. */
const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10)

export const disputeRatesReport: SandboxReport = {
  id: 'dispute-rates',
  permissions: { merchant: 'Merchant.Reports.View', tenant: 'Reports.View', platform: 'Reports.View' },
  definition: ({ db, scope }) => ({
    id: 'dispute-rates',
    title: 'Dispute rates',
    description:
      'Per month (in UTC) and currency: the payments captured, the chargebacks opened, the dispute rate by count and by amount, and of the disputes decided that month, the share won.',
    columns: [
      column('month', 'Month', 'text'),
      column('currency', 'Currency', 'text'),
      counted('payments', 'Payments'),
      money('volume', 'Captured volume'),
      counted('disputes', 'Chargebacks'),
      money('disputed', 'Disputed'),
      column('rateByCount', 'Dispute rate (count)', 'percent'),
      column('rateByAmount', 'Dispute rate (amount)', 'percent'),
      counted('won', 'Won'),
      counted('lost', 'Lost'),
      column('winRate', 'Win rate', 'percent'),
    ],
    filters: [...(scope.kind === 'platform' ? [tenantFilter(db)] : []), periodFilter],
    series: null,
    available: true,
    unavailableReason: null,
  }),
  rows: (context) => {
    const period = periodOf(context)
    const { db, scope } = context
    const merchant = scope.merchantId === undefined ? '' : 'AND merchant_id = @merchantId'
    const params = {
      mode: scope.mode,
      tenantId: scope.tenantId,
      merchantId: scope.merchantId ?? null,
      fromDay: period.from.slice(0, 10),
      toDay: period.to.slice(0, 10),
      from: period.from,
      to: period.to,
    }
    const captured = movements.capture.booked.filter((status) => status !== 'Reserved')
    const payments = db
      .prepare(
        `SELECT substr(day, 1, 7) AS month, currency, SUM(count) AS payments, SUM(amount) AS volume
         FROM transaction_days WHERE mode = @mode AND tenant_id = @tenantId ${merchant}
           AND day >= @fromDay AND day < @toDay AND type IN (${list(paymentKinds)}) AND status IN (${list(captured)})
         GROUP BY 1, 2`,
      )
      .all(params) as { month: string; currency: string; payments: number; volume: number }[]
    const disputeScope = `d.tenant_id = @tenantId ${merchant.replace('merchant_id', 'd.merchant_id')}
      AND EXISTS (SELECT 1 FROM transactions t WHERE t.id = d.transaction_id AND t.mode = @mode)`
    const opened = db
      .prepare(
        `SELECT substr(d.opened, 1, 7) AS month, d.currency, COUNT(*) AS disputes, SUM(d.amount) AS disputed
         FROM disputes d WHERE ${disputeScope} AND d.chargeback_id IS NOT NULL AND d.opened >= @from AND d.opened < @to
         GROUP BY 1, 2`,
      )
      .all(params) as { month: string; currency: string; disputes: number; disputed: number }[]
    const decided = db
      .prepare(
        `SELECT substr(d.closed, 1, 7) AS month, d.currency, SUM(d.status = 'won') AS won,
           SUM(d.status <> 'won') AS lost
         FROM disputes d WHERE ${disputeScope} AND d.stage <> 'inquiry' AND d.status IN (${list(closedStatuses)})
           AND d.closed >= @from AND d.closed < @to
         GROUP BY 1, 2`,
      )
      .all(params) as { month: string; currency: string; won: number; lost: number }[]
    const rows = new Map<string, ReportRow & Record<string, number | string | null>>()
    const rowOf = (month: string, currency: string) => {
      const key = `${month} ${currency}`
      let row = rows.get(key)
      if (!row)
        rows.set(key, (row = { month, currency, payments: 0, volume: 0, disputes: 0, disputed: 0, won: 0, lost: 0 }))
      return row
    }
    for (const line of payments) Object.assign(rowOf(line.month, line.currency), line)
    for (const line of opened) Object.assign(rowOf(line.month, line.currency), line)
    for (const line of decided) Object.assign(rowOf(line.month, line.currency), line)
    return [...rows.values()]
      .sort(
        (a, b) =>
          String(a.month).localeCompare(String(b.month)) || String(a.currency).localeCompare(String(b.currency)),
      )
      .map((row) => ({
        ...row,
        rateByCount: percent(Number(row.disputes), Number(row.payments)),
        rateByAmount: percent(Number(row.disputed), Number(row.volume)),
        winRate: percent(Number(row.won), Number(row.won) + Number(row.lost)),
      }))
  },
}
