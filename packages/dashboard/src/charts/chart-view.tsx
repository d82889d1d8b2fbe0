import { Suspense, useMemo } from 'react'
import { lazyWithWords, WhenNearViewport } from '@paydeck/ui'
import type { ChartConfiguration, Widget, WidgetData, WidgetDataRow } from '@paydeck/core/dashboard'
import type { ChartLine } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useDashboardT } from '../messages'
import { widgetStyles } from '../widgets/widget-card'
import { CategoryBars } from './category-bars'
import { ChartTable, columnNamesOf, TIME } from './chart-table'
import { isMoney, numberOf, useValueFormat } from './chart-values'
import { PieChart } from './pie-chart'
import { PipelineFunnel } from './pipeline-funnel'

// The map and its data load with the first geo chart on screen, the time chart with the first chart over time.
const GeoChart = lazyWithWords(() => import('./geo-chart'))
const TimeSeriesChart = lazyWithWords(() => import('./time-chart'))

const styles = {
  figures: css({ fontSize: 'sm', '& > summary': { cursor: 'pointer', color: 'link', paddingBlock: '1' } }),
}

/** The series a time chart draws: combo charts a bar of the first column and lines of the rest (on the left). */
function linesOf(
  chart: ChartConfiguration,
  rows: readonly WidgetDataRow[],
  formatOf: (column: string) => (value: number) => string,
): ChartLine[] {
  const names = columnNamesOf(chart)
  const firstIsMoney = isMoney(chart, chart.yAxisColumn[0] ?? '')
  return chart.yAxisColumn.map((column, index) => ({
    label: names[index]!,
    kind: chart.chartType === 'BarChart' || (chart.chartType === 'ComboChart' && index === 0) ? 'bars' : 'line',
    // A column of another unit than the first (a count beside a volume) is read on the left scale.
    scale: index > 0 && isMoney(chart, column) !== firstIsMoney ? 'left' : 'right',
    formatValue: formatOf(column),
    points: rows.map((row) => ({ time: String(row[chart.xAxisColumn]), value: numberOf(row, column) })),
  }))
}

export interface ChartViewProps {
  widget: Widget
  chart: ChartConfiguration
  data: WidgetData
  /** A bucket clicked; without, the chart only shows. */
  onPick?: (row: WidgetDataRow) => void
}

/** A chart of its type, its figures as a table under it. */
export function ChartView({ widget, chart, data, onPick }: ChartViewProps) {
  const t = useDashboardT()
  const formatOf = useValueFormat(chart, data)
  const valueColumn = chart.yAxisColumn[0] ?? ''
  const rows = data.data
  const overTime = rows.length > 0 && TIME.test(String(rows[0]![chart.xAxisColumn]))
  const lines = useMemo(() => (overTime ? linesOf(chart, rows, formatOf) : []), [overTime, chart, rows, formatOf])
  if (rows.length === 0) return <p className={widgetStyles.note}>{t('noData')}</p>
  const label = t('chartLabel', { title: widget.title, description: widget.data.configuration.description })
  const mapLoading = (
    <p role="status" className={widgetStyles.note}>
      {t('mapLoading')}
    </p>
  )
  const common = { label, rows, labelColumn: chart.xAxisColumn, valueColumn, format: formatOf(valueColumn), onPick }
  const pickTime =
    onPick &&
    ((time: string) => {
      const row = rows.find((candidate) => String(candidate[chart.xAxisColumn]) === time)
      if (row) onPick(row)
    })
  return (
    <>
      {widget.data.configuration.widgetType === 'PIPELINE_CHART' ? (
        <PipelineFunnel label={label} data={data} formatMoney={formatOf('volume')} />
      ) : chart.chartType === 'GeoChart' ? (
        <WhenNearViewport placeholder={mapLoading}>
          <Suspense fallback={mapLoading}>
            <GeoChart
              label={label}
              rows={rows}
              countryColumn={chart.xAxisColumn}
              valueColumn={valueColumn}
              format={common.format}
            />
          </Suspense>
        </WhenNearViewport>
      ) : chart.chartType === 'PieChart' ? (
        <PieChart {...common} />
      ) : overTime ? (
        <Suspense
          fallback={
            <p role="status" className={`${widgetStyles.note} ${widgetStyles.chartRoom}`}>
              {t('chartLoading')}
            </p>
          }
        >
          <TimeSeriesChart label={label} lines={lines} onPick={pickTime} />
        </Suspense>
      ) : (
        <CategoryBars {...common} />
      )}
      <details className={styles.figures}>
        <summary>{t('showFigures')}</summary>
        <ChartTable widget={widget} chart={chart} data={data} />
      </details>
    </>
  )
}
