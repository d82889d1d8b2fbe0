import { reportRoutes as reportArea } from '@paydeck/core/openapi'
import type { ReportColumn } from '@paydeck/core/reports'
import { TRANSACTION_LOOKUP_REPORT_ID, transactionColumns } from '@paydeck/core/transactions'
import type { SandboxDatabase } from '../db/database'
import { reportById } from '../reports/catalogue'
import type { Caller } from '../domain/caller'
import { refuse } from '../domain/problem'
import { implement } from './implement'
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
  /** The report's default columns: the lookup's, or a catalogue report's as the caller's kind sees them. */
  const reportOf = (caller: Caller, reportId: string | undefined) => {
    if (reportId && defaultColumns[reportId]) return defaultColumns[reportId]
    const report = reportId ? reportById.get(reportId) : undefined
    if (!report || report.permissions[caller.kind] === undefined)
      throw refuse.notFound(`There is no report ${reportId ?? ''}.`)
    const scope = { kind: caller.kind, mode: caller.systemMode, tenantId: caller.user.tenantId }
    return report
      .definition({ db, scope })
      .columns.map((column) => ({ name: column.name, visible: column.defaultVisible }))
  }
  const answer = (caller: Caller, reportId: string, defaults: readonly ReportColumn[]) => {
    const saved = savedReportColumns(db, caller.user.id, reportId)
    return { reportId, custom: saved !== undefined, items: [...(saved ?? defaults)] }
  }
  return implement(reportArea, {
    fetchReportColumns: ({ caller, query }) => answer(caller, query.reportId!, reportOf(caller, query.reportId)),
    saveReportColumns: ({ caller, body: { reportId, items } }) => {
      const defaults = reportOf(caller, reportId)
      const known = defaults.map((column) => column.name).sort()
      const sent = items.map((column) => column.name).sort()
      if (known.join() !== sent.join())
        return refuse.field('items', `Send every column of ${reportId} once: ${known.join(', ')}.`)
      if (!items.some((column) => column.visible)) return refuse.field('items', 'Show at least one column.')
      saveReportColumns(db, caller.user.id, reportId, items)
      return answer(caller, reportId, defaults)
    },
    resetReportColumns: ({ caller, query }) => {
      const defaults = reportOf(caller, query.reportId)
      resetReportColumns(db, caller.user.id, query.reportId!)
      return answer(caller, query.reportId!, defaults)
    },
  })
}
