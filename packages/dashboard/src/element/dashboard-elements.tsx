import type { DrillDown } from '@paydeck/core/dashboard'
import { paydeckElement, type WidgetLifecycleProps } from '@paydeck/react'
import { defineElement } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { Dashboard } from '../dashboard'
import { WidgetById } from '../widget-by-id'
import { dashboardKeys } from '../dashboard-queries'

// Elements have no router: a drill-down is an event with the lookup's filters (a page shows its own lookup, a
// <paydeck-transaction-lookup> say); a table row's link is followed as a link.
const drillDownEvent = { onDrillDown: 'paydeck-transaction-lookup-open' } as const

interface DashboardElementProps extends WidgetLifecycleProps {
  onDrillDown?: (filters: DrillDown) => void
}

/**
 * `<paydeck-dashboard>`: the signed-in user's dashboard; raises paydeck-transaction-lookup-open ({ from, to, type,
 * status?, currency?, method?, merchant? }) when a figure, bar, point or slice is clicked.
 */
export const DashboardElement = defineElement(
  ({ onDrillDown, onReady, onError }: DashboardElementProps) => (
    <Dashboard onDrillDown={onDrillDown} onReady={onReady} onError={onError} />
  ),
  { tag: elementTags.dashboard, events: drillDownEvent, host: paydeckElement, data: [dashboardKeys.all] },
)

interface WidgetElementProps extends DashboardElementProps {
  widgetId?: number
}

/**
 * `<paydeck-dashboard-widget widget-id="12">`: one widget of the user's dashboard, anywhere on the page; several
 * share the dashboard's one request.
 */
export const DashboardWidgetElement = defineElement(
  ({ widgetId, onDrillDown, onReady, onError }: WidgetElementProps) =>
    widgetId === undefined ? null : (
      <WidgetById widgetId={widgetId} onDrillDown={onDrillDown} onReady={onReady} onError={onError} />
    ),
  {
    tag: elementTags.dashboardWidget,
    attributes: { widgetId: 'number' },
    events: drillDownEvent,
    host: paydeckElement,
    data: [dashboardKeys.all],
  },
)
