import { Suspense, useState } from 'react'
import { canDrillDown, drillDownOf, type DrillDown, type Widget, type WidgetDataRow } from '@paydeck/core/dashboard'
import { Button, lazyWithWords, useUi } from '@paydeck/ui'
import { useWidgetData } from '../dashboard-queries'
import { useDashboardT } from '../messages'
import { WidgetCard, WidgetState } from '../widgets/widget-card'
import { ChartView } from './chart-view'

// The detail dialog (its date field and the dialog itself) loads when it is first opened.
const Last24HoursDialog = lazyWithWords(() => import('./last-24-hours-dialog'))

export interface ChartWidgetProps {
  widget: Widget
  /** Opens the transaction lookup on a bucket's payments (the portal's URL, an element's event). */
  onDrillDown?: (filters: DrillDown) => void
}

/**
 * CHART_WIDGET and MAP_WIDGET: the chart its configuration names, drawn from the server's figures. A click on a
 * bucket the lookup can narrow to opens it; a last-24-hours chart also opens its detail dialog.
 */
export function ChartWidget({ widget, onDrillDown }: ChartWidgetProps) {
  const t = useDashboardT()
  const chart = widget.data.configuration.chartConfiguration
  const query = useWidgetData(widget)
  const { timeZone } = useUi()
  const [detailOpen, setDetailOpen] = useState(false)
  const pick =
    onDrillDown &&
    ((row: WidgetDataRow) => {
      // The period as the server resolved it: from when the figures came.
      const filters = drillDownOf(widget, row, { now: query.dataUpdatedAt || Date.now(), timeZone })
      if (filters) onDrillDown(filters)
    })
  return (
    <WidgetCard
      widget={widget}
      size="wide"
      actions={
        widget.data.configuration.isLast24Hours && (
          <Button variant="secondary" size="sm" onClick={() => setDetailOpen(true)}>
            {t('details')}
          </Button>
        )
      }
    >
      {chart && (
        <WidgetState query={query} shape="chart">
          {(data) => (
            <ChartView widget={widget} chart={chart} data={data} onPick={canDrillDown(widget) ? pick : undefined} />
          )}
        </WidgetState>
      )}
      {detailOpen && chart && (
        <Suspense fallback={null}>
          <Last24HoursDialog
            widget={widget}
            chart={chart}
            onClose={() => setDetailOpen(false)}
            onDrillDown={onDrillDown}
          />
        </Suspense>
      )}
    </WidgetCard>
  )
}
