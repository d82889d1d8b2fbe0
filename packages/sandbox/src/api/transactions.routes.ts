import { transactionRoutes as transactionArea } from '@paydeck/core/openapi'
import * as z from 'zod/mini'
import { timeZoneProblem } from '@paydeck/core/time'
import { transactionQuerySchema, type CheckedTransactionQuery } from '@paydeck/core/transactions'
import { apmMethods } from '@paydeck/core/transaction-activity'
import { csvHeaders, fileStamp } from '../db/csv'
import { openPeriodFault } from '../db/period'
import type { SandboxDatabase } from '../db/database'
import { transactionsCsv } from '../transactions/csv-export'
import { isApm, toApm } from '../transactions/apm'
import { lookupPage, lookupTotals, type LookupScope } from '../transactions/lookup'
import { refuse } from '../domain/problem'
import { implement, type CallOf } from './implement'
import { bookScopeOf } from './scope'

type Scoped = { scope: LookupScope; query: CheckedTransactionQuery }
type LookupCall = CallOf<(typeof transactionArea.routes)['fetchTransactions']>
type CsvCall = CallOf<(typeof transactionArea.routes)['downloadTransactionsCsv']>

/**
 * Seed 001 section 7's lists and searches of transactions: a merchant its own, tenant staff their merchants',
 * platform staff one tenant's at a time; always in the caller's system mode (a SandboxEnabled merchant's only in
 * Test). The same handlers answer at the API's paths and the reporting service's.
 */
function transactionHandlers(db: SandboxDatabase) {
  const scoped = ({ c, query, page }: LookupCall | CsvCall): Scoped => {
    // The lookups' page is the gate's (PageIndex, PageSize clamped like every list's), the filters are core's.
    const asked = { ...query, ...('PageIndex' in query && { PageIndex: page.pageIndex, PageSize: page.pageSize }) }
    const parsed = z.safeParse(transactionQuerySchema, asked)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      throw refuse.field(String(issue.path[0] ?? 'query'), `${String(issue.path[0])}: ${issue.message}`)
    }
    const { mode, tenantId, merchantId } = bookScopeOf(db, c)
    if (tenantId === 0) throw refuse.field('tenantId', 'Choose a tenant to look into its transactions.')
    return { scope: { mode, tenantId, ...(merchantId !== undefined && { merchantId }) }, query: parsed.data }
  }
  const csvOf = ({ query, language }: CsvCall, found: Scoped) => {
    // The zone by its name (time model): each time is written with the offset it had then.
    const timeZone = query.timeZone ?? 'UTC'
    const zoneProblem = timeZoneProblem(timeZone)
    if (zoneProblem) return refuse.field('timeZone', zoneProblem)
    const fault = openPeriodFault(found.query.from, found.query.to)
    if (fault) return refuse.field(found.query.from ? 'from' : 'to', fault)
    const stream = transactionsCsv(db, found.scope, found.query, timeZone, language)
    return new Response(stream, { headers: csvHeaders(`transactions-${fileStamp()}`) })
  }
  /** The APM collection: the same book, its alternative methods only (a method filter narrows within them). */
  const apm = (call: LookupCall | CsvCall): Scoped => {
    const found = scoped(call)
    const asked = found.query.paymentMethod?.filter(isApm)
    const query = {
      ...found.query,
      // Seed 001's APM search names its key SearchKey (and the field in SearchParam, which the key's form tells).
      searchKey: found.query.searchKey ?? (call.c.req.query('SearchKey')?.trim() || undefined),
      paymentMethod: asked?.length ? asked : [...apmMethods],
    }
    return { scope: found.scope, query }
  }
  return {
    page: (call: LookupCall) => {
      const { scope, query } = scoped(call)
      return lookupPage(db, scope, query)
    },
    totals: (call: LookupCall) => {
      const { scope, query } = scoped(call)
      return lookupTotals(db, scope, query)
    },
    csv: (call: CsvCall) => csvOf(call, scoped(call)),
    apmPage: (call: LookupCall) => {
      const { scope, query } = apm(call)
      const result = lookupPage(db, scope, query)
      return { ...result, data: result.data.map(toApm) }
    },
    apmCsv: (call: CsvCall) => csvOf(call, apm(call)),
  }
}

export function transactionRoutes(db: SandboxDatabase) {
  const { page, totals, csv, apmPage, apmCsv } = transactionHandlers(db)
  return implement(transactionArea, {
    fetchApmTransactions: apmPage,
    downloadApmTransactionsCsv: apmCsv,
    fetchTransactions: page,
    fetchTransactionsByTenant: page,
    fetchTransactionsByPlatform: page,
    searchTransactions: page,
    searchTransactionsByStaff: page,
    fetchTransactionTotals: totals,
    fetchTransactionTotalsByStaff: totals,
    downloadTransactionsCsv: csv,
    downloadTransactionsCsvByStaff: csv,
  })
}

/** The reporting service's lookup (its host serves reporting/…, so the paths start after it). */
export const transactionReportingRoutes = (db: SandboxDatabase) =>
  implement(transactionArea, { fetchTransactionsFromReporting: transactionHandlers(db).page })
