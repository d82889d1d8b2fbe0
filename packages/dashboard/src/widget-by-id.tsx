import type { DrillDown } from '@paydeck/core/dashboard'
import { useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import { css } from '@paydeck/ui/styled-system/css'
import { DashboardWidget } from './dashboard'
import { useUserDashboard } from './dashboard-queries'
import { useDashboardT } from './messages'

const note = css({ margin: '0', color: 'subtle', fontFamily: 'body' })

/** One widget of the user's dashboard by its id (the dashboard's one request tells which widgets they have). */
export function WidgetById({
  widgetId,
  onDrillDown,
  ...lifecycle
}: WidgetLifecycleProps & {
  widgetId: number
  onDrillDown?: (filters: DrillDown) => void
}) {
  const t = useDashboardT()
  const dashboard = useUserDashboard()
  useWidgetLifecycle('dashboard-widget', { ready: dashboard.isSuccess, error: dashboard.error }, lifecycle)
  if (dashboard.isPending)
    return (
      <p role="status" className={note}>
        {t('widgetLoading')}
      </p>
    )
  if (dashboard.isError)
    return (
      <p role="alert" className={note}>
        {t('failed', { error: dashboard.error.message })}
      </p>
    )
  const widget = dashboard.data.flatMap((category) => category.widgets).find((entry) => entry.widgetId === widgetId)
  if (!widget) return <p className={note}>{t('notYours')}</p>
  return <DashboardWidget widget={widget} onDrillDown={onDrillDown} />
}
