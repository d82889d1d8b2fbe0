import { requestLanguage } from './language'
import { Hono, type Context } from 'hono'
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
import type { ApiEnv } from './auth.middleware'
import { invalid } from './problems'
import { bind } from './route-table'
import { bookScopeOf } from './scope'

type Scoped = { scope: LookupScope; query: CheckedTransactionQuery } | Response

/**
 * Seed 001 section 7's lists and searches of transactions: a merchant its own, tenant staff their merchants',
 * platform staff one tenant's at a time; always in the caller's system mode (a SandboxEnabled merchant's only in
 * Test). The same handlers answer at the API's paths and the reporting service's.
 */
function transactionHandlers(db: SandboxDatabase) {
  const scoped = (c: Context<ApiEnv>): Scoped => {
    // The lookups' page is the gate's (PageIndex, PageSize clamped like every list's), the filters are core's.
    const page = c.get('page')
    const asked = { ...c.req.query(), ...(page && { PageIndex: page.pageIndex, PageSize: page.pageSize }) }
    const parsed = z.safeParse(transactionQuerySchema, asked)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      return invalid(c, { [String(issue.path[0] ?? 'query')]: [`${String(issue.path[0])}: ${issue.message}`] })
    }
    const query = parsed.data
    const { mode, tenantId, merchantId } = bookScopeOf(db, c)
    if (tenantId === 0) return invalid(c, { tenantId: ['Choose a tenant to look into its transactions.'] })
    return { scope: { mode, tenantId, ...(merchantId !== undefined && { merchantId }) }, query }
  }
  const page = (c: Context<ApiEnv>) => {
    const found = scoped(c)
    return found instanceof Response ? found : c.json(lookupPage(db, found.scope, found.query))
  }
  const totals = (c: Context<ApiEnv>) => {
    const found = scoped(c)
    return found instanceof Response ? found : c.json(lookupTotals(db, found.scope, found.query))
  }
  const csv = (c: Context<ApiEnv>) => {
    const found = scoped(c)
    return found instanceof Response ? found : csvOf(c, found)
  }
  const csvOf = (c: Context<ApiEnv>, found: Exclude<Scoped, Response>) => {
    // The zone by its name (time model): each time is written with the offset it had then.
    const timeZone = c.req.query('timeZone') ?? 'UTC'
    const zoneProblem = timeZoneProblem(timeZone)
    if (zoneProblem) return invalid(c, { timeZone: [zoneProblem] })
    const fault = openPeriodFault(found.query.from, found.query.to)
    if (fault) return invalid(c, { [found.query.from ? 'from' : 'to']: [fault] })
    const stream = transactionsCsv(db, found.scope, found.query, timeZone, requestLanguage(c))
    return new Response(stream, { headers: csvHeaders(`transactions-${fileStamp()}`) })
  }

  /** The APM collection: the same book, its alternative methods only (a method filter narrows within them). */
  const apm = (c: Context<ApiEnv>) => {
    const found = scoped(c)
    if (found instanceof Response) return found
    const asked = found.query.paymentMethod?.filter(isApm)
    const query = {
      ...found.query,
      // Seed 001's APM search names its key SearchKey (and the field in SearchParam, which the key's form tells).
      searchKey: found.query.searchKey ?? (c.req.query('SearchKey')?.trim() || undefined),
      paymentMethod: asked?.length ? asked : [...apmMethods],
    }
    return { scope: found.scope, query }
  }
  const apmPage = (c: Context<ApiEnv>) => {
    const found = apm(c)
    if (found instanceof Response) return found
    const result = lookupPage(db, found.scope, found.query)
    return c.json({ ...result, data: result.data.map(toApm) })
  }
  const apmCsv = (c: Context<ApiEnv>) => {
    const found = apm(c)
    return found instanceof Response ? found : csvOf(c, found)
  }
  return { page, totals, csv, apmPage, apmCsv }
}

export function transactionRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const { page, totals, csv, apmPage, apmCsv } = transactionHandlers(db)
  bind(app, 'fetchApmTransactions', apmPage)
  bind(app, 'downloadApmTransactionsCsv', apmCsv)
  for (const name of ['fetchTransactions', 'fetchTransactionsByTenant', 'fetchTransactionsByPlatform'])
    bind(app, name, page)
  for (const name of ['searchTransactions', 'searchTransactionsByStaff']) bind(app, name, page)
  for (const name of ['fetchTransactionTotals', 'fetchTransactionTotalsByStaff']) bind(app, name, totals)
  for (const name of ['downloadTransactionsCsv', 'downloadTransactionsCsvByStaff']) bind(app, name, csv)
  return app
}

/** The reporting service's lookup (its host serves reporting/…, so the paths start after it). */
export function transactionReportingRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  bind(app, 'fetchTransactionsFromReporting', transactionHandlers(db).page)
  return app
}
