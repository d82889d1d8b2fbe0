import { widgetDateRanges, type WidgetDateRange } from '@paydeck/core/time'
import {
  storedFiltersOf,
  type ChartType,
  type DataSource,
  type SaveWidget,
  type Widget,
  type WidgetType,
} from '@paydeck/core/dashboard'

// The widget editor's form as plain values, and how it becomes seed 002's widget (configuration, data source and
// filters as JSON text) and back.

/** A widget's date ranges: the time model's, the ones the sandbox counts by. */
export const dateRanges = widgetDateRanges
export type DateRange = WidgetDateRange

export const NO_SOURCE = 'none'

export interface WidgetDraft {
  title: string
  categoryId: number | null
  widgetType: WidgetType
  source: string
  description: string
  chartType: ChartType
  xAxisColumn: string
  yAxisColumns: string[]
  yAxisColumnName: string
  tooltipType: '' | 'currency' | 'time'
  tableColumns: string[]
  navigationUrl: string
  dateRange: DateRange
  currency: string[]
  transactionStatus: string[]
}

/** What a type draws with: a chart's configuration, a table's, or neither (figures, banner). */
export const layoutOf = (type: WidgetType): 'chart' | 'table' | 'figure' | 'banner' =>
  type === 'CHART_WIDGET' || type === 'MAP_WIDGET' || type === 'PIPELINE_CHART'
    ? 'chart'
    : type === 'TABLE_WIDGET'
      ? 'table'
      : type === 'BANNER_WIDGET'
        ? 'banner'
        : 'figure'

export const emptyDraft = (categoryId: number | null): WidgetDraft => ({
  title: '',
  categoryId,
  widgetType: 'CHART_WIDGET',
  source: 'transactions-by-status',
  description: '',
  chartType: 'PieChart',
  xAxisColumn: 'status',
  yAxisColumns: ['count'],
  yAxisColumnName: 'Payments',
  tooltipType: '',
  tableColumns: [],
  navigationUrl: '',
  dateRange: 'last30Days',
  currency: [],
  transactionStatus: [],
})

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? value.split(',') : []

export function draftOf(widget: Widget): WidgetDraft {
  const { configuration, dataSourceEndpointId } = widget.data
  const chart = configuration.chartConfiguration
  const filters = storedFiltersOf(widget)
  const range = dateRanges.find((name) => name === filters.dateRange) ?? 'last30Days'
  return {
    title: widget.title,
    categoryId: widget.categoryId,
    widgetType: configuration.widgetType,
    source: dataSourceEndpointId,
    description: configuration.description,
    chartType: chart?.chartType ?? 'PieChart',
    xAxisColumn: chart?.xAxisColumn ?? '',
    yAxisColumns: chart?.yAxisColumn ?? [],
    yAxisColumnName: chart?.yAxisColumnName ?? '',
    tooltipType: chart?.tooltipType ?? '',
    tableColumns: configuration.tableConfiguration?.tableDataProperties ?? [],
    navigationUrl: configuration.tableConfiguration?.navigationUrl ?? '',
    dateRange: range,
    currency: listOf(filters.currency),
    transactionStatus: listOf(filters.transactionStatus),
  }
}

/** A column's header: successRate reads Success rate. */
export const headerOf = (column: string) => {
  const words = column.replace(/([A-Z])/g, ' $1').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** How a column's values show in a table, from what it holds. */
const pipeOf = (column: string) =>
  /volume/i.test(column) ? 'currency' : column === 'successRate' ? 'percent' : column === 'lastDelivery' ? 'date' : null

export type DraftField = 'title' | 'categoryId' | 'source' | 'xAxisColumn' | 'yAxisColumns' | 'tableColumns'
export type DraftProblem =
  'titleRequired' | 'categoryRequired' | 'sourceRequired' | 'axisRequired' | 'valuesRequired' | 'columnsRequired'

/** What the form lacks, by field: said under each, and nothing is sent until none is left. */
export function draftProblems(draft: WidgetDraft): Partial<Record<DraftField, DraftProblem>> {
  const problems: Partial<Record<DraftField, DraftProblem>> = {}
  const layout = layoutOf(draft.widgetType)
  if (!draft.title.trim()) problems.title = 'titleRequired'
  if (draft.categoryId === null) problems.categoryId = 'categoryRequired'
  if (layout !== 'banner' && (!draft.source || draft.source === NO_SOURCE)) problems.source = 'sourceRequired'
  if (layout === 'chart' && !draft.xAxisColumn) problems.xAxisColumn = 'axisRequired'
  if (layout === 'chart' && draft.yAxisColumns.length === 0) problems.yAxisColumns = 'valuesRequired'
  if (layout === 'table' && draft.tableColumns.length === 0) problems.tableColumns = 'columnsRequired'
  return problems
}

/** The widget as the server saves it. */
export function saveWidgetOf(draft: WidgetDraft, sources: readonly DataSource[]): SaveWidget {
  const layout = layoutOf(draft.widgetType)
  const source = layout === 'banner' ? NO_SOURCE : draft.source
  const endpoint = sources.find((candidate) => candidate.id === source)?.endpoint ?? ''
  const chartType = draft.widgetType === 'MAP_WIDGET' ? 'GeoChart' : draft.chartType
  const filters = {
    dateRange: draft.dateRange,
    ...(draft.currency.length > 0 && { currency: draft.currency }),
    ...(draft.transactionStatus.length > 0 && { transactionStatus: draft.transactionStatus }),
  }
  return {
    categoryId: draft.categoryId ?? 0,
    title: draft.title.trim(),
    data: {
      configuration: {
        widgetType: draft.widgetType,
        description: draft.description.trim(),
        isLast24Hours: layout === 'chart' && draft.dateRange === 'last24Hours',
        chartConfiguration:
          layout === 'chart'
            ? {
                chartType,
                xAxisColumn: draft.xAxisColumn,
                xAxisColumnName: headerOf(draft.xAxisColumn),
                yAxisColumn: draft.yAxisColumns,
                yAxisColumnName: draft.yAxisColumnName.trim() || draft.yAxisColumns.map(headerOf).join(', '),
                tooltipType: draft.tooltipType || null,
                tooltipValue: draft.tooltipType === 'currency' ? (draft.yAxisColumns[0] ?? null) : null,
              }
            : null,
        tableConfiguration:
          layout === 'table'
            ? {
                tableDataProperties: draft.tableColumns,
                tableDataColumns: draft.tableColumns.map(headerOf),
                pipes: draft.tableColumns.map(pipeOf),
                navigationUrl: draft.navigationUrl.trim() || null,
              }
            : null,
        customPipe: null,
      },
      dataSourceEndpoint: endpoint,
      dataSourceMoreDataEndpoint: null,
      dataSourceEndpointId: source,
      dataSourceType: source,
    },
    filters: JSON.stringify(filters),
  }
}

/** The draft as a widget to preview: the id a preview asks with (0 for a new one, which administrators may). */
export const previewOf = (draft: WidgetDraft, sources: readonly DataSource[], widgetId: number): Widget => {
  const saved = saveWidgetOf(draft, sources)
  return { ...saved, widgetId, title: saved.title || headerOf(draft.widgetType), personal: false, owner: null }
}
