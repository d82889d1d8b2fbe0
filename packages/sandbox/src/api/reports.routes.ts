import type { Context } from 'hono'
import { analyticsRoutes as analyticsArea, reportRoutes as reportArea } from '@paydeck/core/openapi'
import { can, type UserKind } from '@paydeck/core'
import { type ReportDefinition, type ReportFilterValues, type ReportPage, type ReportRow } from '@paydeck/core/reports'
import { analyticsOf } from '../reports/analytics'
import { csvStreamResponse, fileStamp } from '../db/csv'
import { pagesOf, reportCsv } from '../reports/report-csv'
import type { SandboxDatabase } from '../db/database'
import { reportById, reports, seriesOf, sortOf, sortRows, totalsOf } from '../reports/catalogue'
import {
  ReportFilterError,
  type ReportAction,
  type ReportContext,
  type ReportScope,
  type SandboxReport,
} from '../reports/report'
import { timeZoneProblem } from '@paydeck/core/time'
import { reportResults } from '../reports/report-results'
import { actorOf, type ApiEnv } from './auth.middleware'
import { implement } from './implement'
import { bookScopeOf } from './scope'
import { refuse } from '../domain/problem'
import { definitionIn } from '../words/sandbox-words'
import { requestLanguage } from './language'

// The report-v2 calls on the reporting service: the catalogue, a report's definition, a page of its results with
// totals, and the export of every filtered row (seed 001: reports-tenant-export-v3 with reportId, filters, columns).

/** Whether the caller holds the permission their kind needs (a report's, or its action's). */
const allowed = (c: Context<ApiEnv>, permissions: Partial<Record<UserKind, string>>) => {
  const caller = c.get('caller')
  const permission = permissions[caller.kind]
  return permission !== undefined && can(caller.permissions, permission)
}

/**
 * What a report's rows answer: the report, the caller's book, the filters and the zone. (The day, on which "this
 * month" and "open" depend, needs no place: a kept result lives five minutes of the clock, and every zone's
 * midnight falls on a five-minute mark of UTC.)
 */
const questionOf = (reportId: string, scope: ReportScope, filters: ReportFilterValues, timeZone: string) => ({
  report: reportId,
  scope,
  filters,
  timeZone,
})

export function reportV2Routes(db: SandboxDatabase) {
  const results = reportResults<{ sorted: ReportRow[]; totals: ReportPage['totals']; series: ReportPage['series'] }>(db)

  /**
   * The caller's book (the one scope rule); platform staff may name the tenant with the report's tenant filter too.
   */
  const scopeOf = (c: Context<ApiEnv>, filters: ReportFilterValues = {}): ReportScope =>
    bookScopeOf(db, c, filters.tenant)
  const mayRun = (c: Context<ApiEnv>, report: SandboxReport) => allowed(c, report.permissions)
  const mayAct = (c: Context<ApiEnv>, action: ReportAction) => allowed(c, action.permissions)
  /** A report the caller may run, with its scope; or the answer refusing (404 for another kind's report). */
  const open = (c: Context<ApiEnv>, reportId: string) => {
    const report = reportById.get(reportId)
    if (!report || report.permissions[c.get('caller').kind] === undefined)
      throw refuse.notFound(`There is no report ${reportId}.`)
    if (!mayRun(c, report)) throw refuse.forbidden()
    const definition = definitionIn(report.definition({ db, scope: scopeOf(c) }), requestLanguage(c))
    const action = report.action
    return {
      report,
      definition:
        action && mayAct(c, action)
          ? { ...definition, rowAction: { label: action.label, key: action.key, done: action.done } }
          : definition,
    }
  }
  /** The question a report's rows answer, and how to compute them: for its filters, in the zone asked. */
  const run = <R>(
    c: Context<ApiEnv>,
    opened: ReturnType<typeof open>,
    request: RunRequest,
    use: (asked: { question: unknown; compute: () => ReportRow[]; timeZone: string; context: ReportContext }) => R,
  ): R => {
    const timeZone = request.timeZone ?? c.get('caller').user.timeZone ?? 'UTC'
    const zoneProblem = timeZoneProblem(timeZone)
    if (zoneProblem) throw refuse.field('timeZone', zoneProblem)
    const scope = scopeOf(c, request.filters)
    if (scope.tenantId === 0 && !opened.report.acrossTenants)
      throw refuse.field('tenant', 'Choose the tenant whose report this is.')
    const question = questionOf(opened.report.id, scope, request.filters, timeZone)
    const context = { db, scope, filters: request.filters, timeZone }
    try {
      return use({ question, compute: () => opened.report.rows(context), timeZone, context })
    } catch (error) {
      if (error instanceof ReportFilterError) throw refuse.field(error.field, error.message)
      throw error
    }
  }
  /** The rows in the order asked, with their totals and chart series: kept beside the rows for the next page. */
  const ordered = (
    c: Context<ApiEnv>,
    definition: ReportDefinition,
    asked: { question: unknown; compute: () => ReportRow[] },
    sortBy: string | undefined,
    direction: 'asc' | 'desc',
  ) =>
    results.derivedOf(
      asked.question,
      `${requestLanguage(c)} ${sortBy ?? ''} ${direction}`,
      (rows) => {
        const sorted = sortRows(definition, [...rows], sortBy, direction)
        return { sorted, totals: totalsOf(definition, sorted), series: seriesOf(definition, sorted) }
      },
      asked.compute,
    )
  type RunRequest = { filters: Record<string, string | string[] | null>; timeZone?: string }

  const app = implement(reportArea, {
    fetchReportCatalogue: ({ c }) =>
      reports
        .filter((report) => mayRun(c, report))
        .map((report) => {
          const definition = definitionIn(report.definition({ db, scope: scopeOf(c) }), requestLanguage(c))
          const { id, title, description, available } = definition
          return { id, title, description, available }
        }),
    fetchReportDefinition: ({ c }) => {
      const opened = open(c, c.req.param('reportId') ?? '')
      return opened.definition
    },
    fetchReportPage: ({ c, body }) => {
      const opened = open(c, c.req.param('reportId') ?? '')
      const request = body
      const start = request.pageIndex * request.pageSize
      const { page } = opened.report
      const result = run(c, opened, request, ({ context, timeZone, ...asked }): ReportPage => {
        if (page) {
          const sort = sortOf(opened.definition, request.sortBy, request.sortDirection)
          return {
            ...page(context, { sort, offset: start, limit: request.pageSize }),
            totals: [],
            series: null,
            timeZone,
          }
        }
        const { sorted, totals, series } = ordered(c, opened.definition, asked, request.sortBy, request.sortDirection)
        return { count: sorted.length, data: sorted.slice(start, start + request.pageSize), totals, series, timeZone }
      })
      return result
    },
    runReportAction: ({ c, body }) => {
      const opened = open(c, c.req.param('reportId') ?? '')
      const action = opened.report.action
      if (!action) return refuse.notFound(`${opened.definition.id} has no action on its rows.`)
      if (!mayAct(c, action)) return refuse.forbidden()
      const { keys } = body
      const scope = scopeOf(c)
      if (scope.tenantId === 0) return refuse.invalid({ tenant: ['Choose the tenant whose report this is.'] })
      return action.run({ db, scope, actor: actorOf(c.get('caller')) }, [...new Set(keys)])
    },
    exportReport: ({ c, body }) => {
      const request = body
      const opened = open(c, request.reportId)
      const known = new Set(opened.definition.columns.map((column) => column.name))
      const unknown = request.columns.find((name) => !known.has(name))
      if (unknown) return refuse.invalid({ columns: [`${request.reportId} has no column ${unknown}.`] })
      const result = run(c, opened, request, (asked) => ({
        // A report of many rows is read page by page in its own order as the file streams; the others are few.
        rows: opened.report.page
          ? pagesOf(opened.report.page, asked.context, sortOf(opened.definition, undefined, 'desc'))
          : ordered(c, opened.definition, asked, undefined, 'desc').sorted,
        timeZone: asked.timeZone,
      }))
      const chunks = reportCsv(opened.definition, request.columns, result.rows, result.timeZone)
      return csvStreamResponse(`${request.reportId}-${fileStamp()}`, chunks)
    },
  })
  // The data-analytics window's figures (seed 002): the data-analytics report folded into its sections.
  app.route(
    '/',
    implement(analyticsArea, {
      fetchAnalytics: ({ c, body: asked }) => {
        // Refused as the data-analytics report is, to whoever may not run it.
        open(c, 'data-analytics')
        const timeZone = asked.timeZone ?? c.get('caller').user.timeZone ?? 'UTC'
        const zoneProblem = timeZoneProblem(timeZone)
        if (zoneProblem) return refuse.invalid({ timeZone: [zoneProblem] })
        const scope = scopeOf(c, { tenant: asked.tenant ?? null })
        if (scope.tenantId === 0) return refuse.invalid({ tenant: ['Choose the tenant whose analytics these are.'] })
        // Its periods' rows are the data-analytics report's, kept as the report's pages are.
        return analyticsOf({ db, scope, timeZone }, asked.period, Date.now(), (filters, compute) =>
          results.rowsOf(questionOf('data-analytics', scope, filters, timeZone), compute),
        )
      },
    }),
  )
  return app
}
