import { Hono, type Context } from 'hono'
import { saveReportColumnsSchema, type ReportColumn } from '@paydeck/core/reports'
import { TRANSACTION_LOOKUP_REPORT_ID, transactionColumns } from '@paydeck/core/transactions'
import type { SandboxDatabase } from '../db/database'
import { reportById } from '../reports/catalogue'
import type { ApiEnv } from './auth.middleware'
import { invalid, notFound } from './problems'
import { bind } from './route-table'
import { bodyOf } from './json-body'
import { resetReportColumns, saveReportColumns, savedReportColumns } from '../reports/report-columns.repository'

/** The transaction lookup's columns and defaults; the catalogue's reports give theirs (reportOf). */
const defaultColumns: Record<string, readonly ReportColumn[]> = {
  [TRANSACTION_LOOKUP_REPORT_ID]: transactionColumns.map(({ name, defaultVisible }) => ({
    name,
    visible: defaultVisible,
  })),
}

/** Seed 001's report columns per user: GET, PUT and DELETE /report-v2/columns/user-tenant?reportId on reporting/. */
export function reportColumnRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  /** The report's default columns: the lookup's, or a catalogue report's as the caller's kind sees them. */
  const reportOf = (c: Context<ApiEnv>, reportId: string | undefined) => {
    if (reportId && defaultColumns[reportId]) return defaultColumns[reportId]
    const caller = c.get('caller')
    const report = reportId ? reportById.get(reportId) : undefined
    if (!report || report.permissions[caller.kind] === undefined)
      return notFound(c, `There is no report ${reportId ?? ''}.`)
    const scope = { kind: caller.kind, mode: caller.systemMode, tenantId: caller.user.tenantId }
    return report
      .definition({ db, scope })
      .columns.map((column) => ({ name: column.name, visible: column.defaultVisible }))
  }
  const answer = (c: Context<ApiEnv>, reportId: string, defaults: readonly ReportColumn[]) => {
    const saved = savedReportColumns(db, c.get('caller').user.id, reportId)
    return c.json({ reportId, custom: saved !== undefined, items: saved ?? defaults })
  }

  bind(app, 'fetchReportColumns', (c) => {
    const reportId = c.req.query('reportId')
    const defaults = reportOf(c, reportId)
    return defaults instanceof Response ? defaults : answer(c, reportId!, defaults)
  })
  bind(app, 'saveReportColumns', async (c) => {
    const { reportId, items } = bodyOf(c, saveReportColumnsSchema)
    const defaults = reportOf(c, reportId)
    if (defaults instanceof Response) return defaults
    const known = defaults.map((column) => column.name).sort()
    const sent = items.map((column) => column.name).sort()
    if (known.join() !== sent.join())
      return invalid(c, { items: [`Send every column of ${reportId} once: ${known.join(', ')}.`] })
    if (!items.some((column) => column.visible)) return invalid(c, { items: ['Show at least one column.'] })
    saveReportColumns(db, c.get('caller').user.id, reportId, items)
    return answer(c, reportId, defaults)
  })
  bind(app, 'resetReportColumns', (c) => {
    const reportId = c.req.query('reportId')
    const defaults = reportOf(c, reportId)
    if (defaults instanceof Response) return defaults
    resetReportColumns(db, c.get('caller').user.id, reportId!)
    return answer(c, reportId!, defaults)
  })
  return app
}
