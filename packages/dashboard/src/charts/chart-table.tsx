import type { ChartConfiguration, Widget, WidgetData, WidgetDataRow } from '@paydeck/core/dashboard'
import { formatChartTime, PagedTable, type PagedColumn } from '@paydeck/ui'
import { useDashboardT } from '../messages'
import { useCategoryName } from './category-names'
import { useValueFormat } from './chart-values'

/** A time as the server gives a chart's buckets: a month, a day or an hour. */
export const TIME = /^\d{4}-\d{2}(-\d{2})?(T\d{2}:\d{2})?$/

/** A chart's numbers as a table: its axis column and the columns it draws (for screen readers and readers). */
export function ChartTable({ widget, chart, data }: { widget: Widget; chart: ChartConfiguration; data: WidgetData }) {
  const nameOf = useCategoryName(chart.xAxisColumn)
  const t = useDashboardT()
  const formatOf = useValueFormat(chart, data)
  const names = columnNamesOf(chart)
  return (
    <PagedTable
      caption={t('chartAsTable', { title: widget.title })}
      columns={[chart.xAxisColumn, ...chart.yAxisColumn].map((column, index): PagedColumn<WidgetDataRow> => ({
        id: column,
        header: index === 0 ? chart.xAxisColumnName : (names[index - 1] ?? column),
        // The series are figures: end-aligned, as a ledger writes them.
        ...(index > 0 && { align: 'end' as const }),
        cell: (row) => {
          const value = row[column]
          if (index === 0 && typeof value === 'string' && TIME.test(value)) return formatChartTime(value)
          if (index === 0) return nameOf(row)
          if (typeof value !== 'number') return value ?? '—'
          return formatOf(column)(value)
        },
      }))}
      rows={data.data}
      rowKey={(row) => String(row[chart.xAxisColumn])}
      emptyText={t('noData')}
    />
  )
}

/** Each drawn column's name: seed 002's yAxisColumnName lists them comma-separated ('Volume, payments'). */
export function columnNamesOf(chart: ChartConfiguration): string[] {
  const names = chart.yAxisColumnName.split(',').map((name) => name.trim())
  return chart.yAxisColumn.map((column, index) =>
    names.length === chart.yAxisColumn.length ? names[index]! : index === 0 ? chart.yAxisColumnName : column,
  )
}
