import type { UserKind } from '@paydeck/core'
import type { ReportColumnDefinition, ReportDefinition, ReportRow } from '@paydeck/core/reports'
import type { MoneyRow } from '@paydeck/core/transactions'
import { addToTally, approvalRateOf, emptyTally, type Tally } from '../domain/tally'
import { merchantNames } from '../transactions/lookup'
import { netTypes } from '../transactions/money-sql'
import type { ReportContext, SandboxReport } from './report'
import { MAX_REPORT_DAYS, column, counted, list, money, periodOf } from './report-fields'
import { pieces } from './time-buckets'
import { zoneDaysKept } from '../transactions/zone-days'
import { splitPeriod } from '../transactions/transaction-days'
import { tallyGroups, type TallyRollup } from './tally-rollup'
import { commonFilters, inLists, scanWhere, statusFilter } from './transaction-scan'

// A tally: payments counted and what they moved, by the money model, in groups a report names; scanned from the
// book or read from its days kept in step (tally-rollup.ts).

/** What a payments report counts by: the day each payment was made (the lookup's Created). */
export const COUNTED_BY_CREATED = 'Each payment counts on the day it was made, in the report’s time zone.'
/** A group by time: the piece of UTC time the report's zone needs (time-buckets.ts). */
export const UTC_PIECE = 'utc piece'

export const figures = (tally: Tally) => ({
  count: tally.count,
  approved: tally.approved,
  declined: tally.declined,
  approvalRate: approvalRateOf(tally),
  volume: tally.money.gross,
  refunded: tally.money.refunded,
  inDispute: tally.money.inDispute,
  chargedBack: tally.money.chargedBack,
  net: tally.money.net,
})
export const figureColumns = [
  counted('count', 'Payments'),
  counted('approved', 'Approved'),
  counted('declined', 'Declined'),
  column('approvalRate', 'Approval rate', 'percent'),
  money('volume', 'Captured volume'),
  money('refunded', 'Refunded'),
  money('inDispute', 'In dispute'),
  money('chargedBack', 'Charged back'),
  money('net', 'Net volume'),
]

/** Payments and what went back of them, each on its own day; payouts are not takings. */
export const PAYMENTS_AND_RETURNS = `type IN (${netTypes.map((type) => `'${type}'`).join(', ')})`

/** How a tally report names its rows: the key columns, what the scan groups by, and a group's key values. */
export interface TallySpec {
  id: string
  title: string
  description: string
  keys: (kind: UserKind) => ReportColumnDefinition[]
  /** The scan's grouping expressions, each with its alias (status is added). */
  group: Record<string, string>
  /** A group's key values; `dayOf` folds a UTC hour into the report zone's day. */
  keyOf: (group: ScanGroup, dayOf: (hour: string) => string, merchantName: (id: number) => string) => ReportRow
  /** Money columns (and rows split by currency); without, counts only. */
  money: boolean
  series?: ReportDefinition['series']
  /** Its groups kept per day in step under this table (tally-rollup.ts), for a report whose groups have no time. */
  rollup?: string
}
export type ScanGroup = Record<string, string | number> & MoneyRow & { n: number }

export const countColumns = figureColumns.filter((figure) => figure.type !== 'money')

/**
 * A tenant's tally by the zone's day and currency read from its days in that zone (zone-days.ts), where they answer
 * it: no merchant is asked for (they have none) and the zone's days are kept (or can be made now). Null where they do
 * not: the period's rows are scanned instead.
 */
export function zoneDayGroups(spec: TallySpec, context: ReportContext, period: { firstDay: string; lastDay: string }) {
  const { scope, filters } = context
  const answers =
    Object.values(spec.group).every((expression) => expression === UTC_PIECE || expression === 'currency') &&
    scope.merchantId === undefined &&
    list(filters.merchant).length === 0 &&
    zoneDaysKept(context.db, context.timeZone)
  if (!answers) return null
  const where = ['zone = ?', 'mode = ?', 'tenant_id = ?', 'day >= ?', 'day <= ?', 'count <> 0', PAYMENTS_AND_RETURNS]
  const params: unknown[] = [context.timeZone, scope.mode, scope.tenantId, period.firstDay, period.lastDay]
  inLists(where, params, { currency: list(filters.currency), status: list(filters.status) })
  const select = Object.entries(spec.group).map(
    ([alias, expression]) => `${expression === UTC_PIECE ? 'day' : expression} AS ${alias}`,
  )
  return context.db
    .prepare(
      `SELECT ${select.join(', ')}, type, status, SUM(count) AS n, SUM(amount) AS amount FROM transaction_zone_days
       WHERE ${where.join(' AND ')} GROUP BY ${[...Object.keys(spec.group), 'type', 'status'].join(', ')}`,
    )
    .all(...params) as ScanGroup[]
}

export const tallyRollupOf = (spec: TallySpec): TallyRollup => ({
  table: spec.rollup!,
  keys: spec.group,
  rows: PAYMENTS_AND_RETURNS,
})

/**
 * A period's groups from the days kept in step (tally-rollup.ts): its whole UTC days, and the parts of a day at either end
 * (a zone's midnight is rarely UTC's) scanned from the transactions; the fold sums a key's groups from both.
 */
export function rollupGroups(
  tally: TallyRollup,
  context: ReportContext,
  period: { from: string; to: string },
  scan: (where: string, params: unknown[]) => ScanGroup[],
): ScanGroup[] {
  const { scope, filters, db } = context
  const { days, edges } = splitPeriod(period.from, period.to)
  const where: string[] = []
  const params: unknown[] = []
  inLists(where, params, { currency: list(filters.currency), status: list(filters.status) })
  const merchantIds = scope.merchantId !== undefined ? [scope.merchantId] : list(filters.merchant).map(Number)
  const whole = days
    ? tallyGroups<ScanGroup>(db, tally, {
        mode: scope.mode,
        tenantId: scope.tenantId,
        merchantIds,
        from: days.from!,
        to: days.to!,
        where,
        params,
      })
    : []
  const ends = edges.flatMap((edge) => {
    const { clause, params: values } = scanWhere(context, [PAYMENTS_AND_RETURNS], MAX_REPORT_DAYS, {
      from: edge.from!,
      to: edge.to!,
    })
    return scan(clause, values)
  })
  return [...whole, ...ends]
}

/** The tally reports' rollups (each report registers its own), made with the book's indexes. */
export const tallyRollups: TallyRollup[] = []

/**
 * A report of payments tallied by some keys (a day, a merchant, a method …, and the currency where money is shown):
 * one indexed scan of the period grouped by the keys and the status, folded into rows in memory.
 */
export function tallyReport(spec: TallySpec): SandboxReport {
  const aliases = Object.keys(spec.group)
  const rollup = spec.rollup ? tallyRollupOf(spec) : undefined
  if (rollup) tallyRollups.push(rollup)
  return {
    id: spec.id,
    permissions: { merchant: 'Merchant.Reports.View', tenant: 'Reports.View', platform: 'Reports.View' },
    definition: (context) => ({
      id: spec.id,
      title: spec.title,
      description: spec.description,
      countedBy: COUNTED_BY_CREATED,
      columns: [...spec.keys(context.scope.kind), ...(spec.money ? figureColumns : countColumns)],
      filters: [...commonFilters(context), statusFilter],
      series: spec.series ?? null,
      available: true,
      unavailableReason: null,
    }),
    rows: (context) => {
      const { clause, params } = scanWhere(context, [PAYMENTS_AND_RETURNS])
      const period = periodOf(context)
      const time = pieces(context.timeZone, period.from, period.to)
      const select = Object.entries(spec.group)
        .map(([alias, expression]) => `${expression === UTC_PIECE ? time.sql : expression} AS ${alias}`)
        .join(', ')
      const zoneDays = zoneDayGroups(spec, context, period)
      // The zone's days are named by their day already; the rows' groups by their piece of UTC time.
      const dayOf = zoneDays ? (day: string) => day : time.dayOf
      const scan = (where: string, values: unknown[]) =>
        context.db
          .prepare(
            `SELECT ${select}, type, status, COUNT(*) AS n, SUM(amount) AS amount
             FROM transactions WHERE ${where} GROUP BY ${[...aliases, 'type', 'status'].join(', ')}`,
          )
          .all(...values) as ScanGroup[]
      const groups = zoneDays ?? (rollup ? rollupGroups(rollup, context, period, scan) : scan(clause, params))
      const names = merchantNames(context.db)
      const merchantName = (id: number) => names.get(id) ?? `Merchant ${id}`
      // Only the keys the caller's kind sees (a merchant has no merchant column: its rows are its own).
      const shown = spec.keys(context.scope.kind).map((key) => key.name)
      const rows = new Map<string, { key: ReportRow; tally: Tally }>()
      for (const group of groups) {
        const all = spec.keyOf(group, dayOf, merchantName)
        const key = Object.fromEntries(shown.map((name) => [name, all[name] ?? null]))
        const id = JSON.stringify(key)
        const entry = rows.get(id) ?? { key, tally: emptyTally() }
        addToTally(entry.tally, group)
        rows.set(id, entry)
      }
      return [...rows.values()].map(({ key, tally }) => {
        const all = figures(tally)
        return spec.money
          ? { ...key, ...all }
          : { ...key, count: all.count, approved: all.approved, declined: all.declined, approvalRate: all.approvalRate }
      })
    },
  }
}
