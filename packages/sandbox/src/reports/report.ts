import type { UserKind } from '@paydeck/core'
import type { ReportActionResult, ReportDefinition, ReportFilterValues, ReportRow } from '@paydeck/core/reports'
import type { SandboxDatabase } from '../db/database'

// A report of the sandbox: its definition (as the caller's kind sees it) and the query that computes its rows.

export interface ReportScope {
  kind: UserKind
  mode: string
  tenantId: number
  /** A merchant sees its own rows only. */
  merchantId?: number
}

export interface ReportContext {
  db: SandboxDatabase
  scope: ReportScope
  filters: ReportFilterValues
  timeZone: string
}

/** Why the filters cannot be run, under the filter's name (the screen shows it by the field). */
export class ReportFilterError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

export interface ReportAction {
  permissions: Partial<Record<UserKind, string>>
  label: string
  /** The column whose values identify the rows the action takes. */
  key: string
  /** What the screen says of the rows it was done for. */
  done: string
  run: (
    context: Omit<ReportContext, 'filters' | 'timeZone'> & { actor: string },
    keys: readonly number[],
  ) => ReportActionResult
}

export interface SandboxReport {
  id: string
  /** A platform report over every tenant (the login history): it asks for no tenant. */
  acrossTenants?: boolean
  /** Who may run it, by kind (the menus' permissions); a kind without one has no such report. */
  permissions: Partial<Record<UserKind, string>>
  definition: (context: Omit<ReportContext, 'filters' | 'timeZone'>) => ReportDefinition
  /** What callers allowed to may do to selected rows (the definition's rowAction), and doing it. */
  action?: ReportAction
  /** Every row the filters give (aggregated reports: a few hundred at most), in no particular order. */
  rows: (context: ReportContext) => ReportRow[]
  /**
   * A report of many rows (tens of thousands a month) pages, sorts and counts them in the database: one page of them
   * and their count, with no totals or series (such a report declares none).
   */
  page?: (context: ReportContext, asked: ReportPageAsked) => { count: number; data: ReportRow[] }
}

/** The column a report's rows are ordered by (rows of equal values keep the report's own order). */
export interface ReportSort {
  column: string
  descending: boolean
}

export interface ReportPageAsked {
  sort: ReportSort | null
  offset: number
  limit: number
}
