import * as z from 'zod/mini'

// The report catalogue (seed 001's report-v2 calls, issue 16): each report is a definition the screen builds itself
// from (its columns and its filter fields in the shape of seed 001 section 3's dynamic report filter field) and a
// query the server runs over its data. Figures are always computed by the server.

export const filterValidationNames = ['required', 'minLength', 'maxLength', 'pattern', 'min', 'max', 'email'] as const

/** Seed 001 section 3's dynamic report filter field. */
export const reportFilterFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['input', 'select', 'date', 'dateRange']),
  inputType: z.optional(z.enum(['text', 'number', 'decimal', 'digits'])),
  validations: z.optional(
    z.array(
      z.object({
        name: z.enum(filterValidationNames),
        value: z.optional(z.union([z.string(), z.number()])),
        message: z.string(),
      }),
    ),
  ),
  options: z.optional(z.array(z.object({ value: z.string(), label: z.string() }))),
  /** A path the screen loads the options from (a lookup the API serves). */
  api: z.optional(z.string()),
  multiSelectOptions: z.optional(z.boolean()),
  /** Quick ranges: the last `days` days, today included (the time model's presets: 7 is today and the six before). */
  ranges: z.optional(z.array(z.object({ label: z.string(), days: z.number() }))),
  startDateName: z.optional(z.string()),
  endDateName: z.optional(z.string()),
  maxDaysSelected: z.optional(z.number()),
  showTimePicker: z.optional(z.boolean()),
})
export type ReportFilterField = z.infer<typeof reportFilterFieldSchema>

export const reportColumnTypes = ['text', 'number', 'money', 'date', 'datetime', 'percent', 'status'] as const

export const reportColumnDefinitionSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(reportColumnTypes),
  defaultVisible: z.boolean(),
  sortable: z.boolean(),
  /** Money columns: the column that holds each row's currency. */
  currencyColumn: z.optional(z.string()),
  /** Summed in the totals (per currency for money). */
  total: z.optional(z.boolean()),
})
export type ReportColumnDefinition = z.infer<typeof reportColumnDefinitionSchema>

export const reportDefinitionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The date its rows count by, in words (the day a payment was made, or the day money was booked). */
  countedBy: z.optional(z.string()),
  columns: z.array(reportColumnDefinitionSchema),
  filters: z.array(reportFilterFieldSchema),
  /** A report that is a series over time: the column along the time axis and those drawn. */
  series: z.nullable(
    z.object({
      x: z.string(),
      y: z.array(z.string()),
      by: z.optional(z.string()),
      /** What a line shows where its group has no row: 0 (a count, takings), or its last value (a balance). */
      gaps: z.optional(z.enum(['zero', 'previous'])),
    }),
  ),
  /** The order rows come in until the user sorts (a reasons report: most declines first); else the first column's. */
  defaultSort: z.optional(z.object({ column: z.string(), desc: z.boolean() })),
  /** A report whose data this backend does not hold says so, and why. */
  available: z.boolean(),
  /**
   * What the caller may do to the rows they select (resend-webhooks: send again), sent only to callers allowed to:
   * the button's label and the column whose values identify the rows.
   */
  rowAction: z.optional(z.object({ label: z.string(), key: z.string(), done: z.string() })),
  unavailableReason: z.nullable(z.string()),
})
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>

export const reportCatalogueSchema = z.array(
  z.object({ id: z.string(), title: z.string(), description: z.string(), available: z.boolean() }),
)

export type ReportCell = string | number | null
export const reportRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]))
export type ReportRow = z.infer<typeof reportRowSchema>

/** One line of a report's chart: a drawn column (for one value of the series' `by` column) over the time axis. */
export const reportSeriesSchema = z.object({
  column: z.string(),
  group: z.nullable(z.string()),
  points: z.array(z.object({ x: z.string(), value: z.number() })),
})
export type ReportSeries = z.infer<typeof reportSeriesSchema>

export const reportPageSchema = z.object({
  count: z.number(),
  data: z.array(reportRowSchema),
  /** Sums of the total columns over every filtered row, one line per currency (null where no money). */
  totals: z.array(z.object({ currency: z.nullable(z.string()), values: z.record(z.string(), z.number()) })),
  /** The zone the report was computed in (days, hours). */
  timeZone: z.string(),
  /** A series report's chart over every filtered row (not the page only); null for other reports. */
  series: z.optional(z.nullable(z.array(reportSeriesSchema))),
})
export type ReportPage = z.infer<typeof reportPageSchema>

export type ReportFilterValues = Record<string, string | string[] | null>

export const reportRequestSchema = z.object({
  filters: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()])),
  pageIndex: z._default(z.int().check(z.minimum(0)), 0),
  pageSize: z._default(z.int().check(z.minimum(1), z.maximum(100)), 20),
  sortBy: z.optional(z.string().check(z.maxLength(80))),
  sortDirection: z._default(z.enum(['asc', 'desc']), 'desc'),
  /** An IANA zone; the user's own when missing. */
  timeZone: z.optional(z.string().check(z.maxLength(64))),
})
export type ReportRequest = z.input<typeof reportRequestSchema>

export const reportActionResultSchema = z.object({
  /** How many of the selected rows the action was done for. */
  done: z.number(),
  /** Why the others were not (a row gone from the caller's book, say). */
  refused: z.array(z.object({ key: z.number(), reason: z.string() })),
})
export type ReportActionResult = z.infer<typeof reportActionResultSchema>

export interface ReportExport {
  reportId: string
  filters: ReportFilterValues
  columns: string[]
  timeZone?: string
}
