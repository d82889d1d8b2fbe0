import { useId } from 'react'
import type { DrillDown, Widget } from '@paydeck/core/dashboard'
import { useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import { Button, useUi, zoneName } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useUserDashboard } from './dashboard-queries'
import { useDashboardT } from './messages'
import { CountWidget, SuccessRateWidget } from './widgets/figure-widgets'
import { ChartWidget } from './charts/chart-widget'
import { TableWidget, WebhookStatusWidget } from './widgets/table-widgets'
import { WidgetCard } from './widgets/widget-card'

const styles = {
  root: css({ display: 'grid', gap: '6', fontFamily: 'body', color: 'text' }),
  category: css({ display: 'grid', gap: '3' }),
  heading: css({ margin: '0', fontSize: 'lg', fontWeight: '600' }),
  grid: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
    // A figure's card is as tall as its figure (not its row's chart), and figures fill the room charts leave.
    alignItems: 'start',
    gridAutoFlow: 'row dense',
  }),
  note: css({ margin: '0', color: 'subtle' }),
  error: css({ margin: '0', color: 'negative' }),
}

export interface DashboardProps extends WidgetLifecycleProps {
  /** Where a table row leads (the portal's router); without, the link is followed as a page load. */
  onNavigate?: (path: string) => void
  /**
   * Opens the transaction lookup on the payments behind a figure, a bar, a point or a slice; without, charts only
   * show.
   */
  onDrillDown?: (filters: DrillDown) => void
}

/** One widget by its type; each loads its own figures. */
export function DashboardWidget({ widget, onNavigate, onDrillDown }: DashboardProps & { widget: Widget }) {
  switch (widget.data.configuration.widgetType) {
    case 'COUNT_WIDGET':
      return <CountWidget widget={widget} onDrillDown={onDrillDown} />
    case 'SUCCESS_RATE_WIDGET':
      return <SuccessRateWidget widget={widget} onDrillDown={onDrillDown} />
    case 'TABLE_WIDGET':
      return <TableWidget widget={widget} onNavigate={onNavigate} />
    case 'WEBHOOK_STATUS':
      return <WebhookStatusWidget widget={widget} />
    case 'CHART_WIDGET':
    case 'MAP_WIDGET':
    case 'PIPELINE_CHART':
      return <ChartWidget widget={widget} onDrillDown={onDrillDown} />
    case 'BANNER_WIDGET':
      return <WidgetCard widget={widget}>{null}</WidgetCard>
  }
}

/**
 * The signed-in user's dashboard: the categories of widgets their role was given, their own and those shared with
 * their role, each category a section; every widget loads its figures at once, side by side.
 */
export function Dashboard({ onNavigate, onDrillDown, ...lifecycle }: DashboardProps) {
  const t = useDashboardT()
  const dashboard = useUserDashboard()
  // Ready with its layout; each widget then loads its own figures, in its own card.
  useWidgetLifecycle('dashboard', { ready: dashboard.isSuccess, error: dashboard.error }, lifecycle)
  const headingId = useId()
  const { timeZone } = useUi()
  if (dashboard.isPending) return <p role="status">{t('loading')}</p>
  if (dashboard.isError)
    return (
      <div className={styles.root}>
        <p role="alert" className={styles.error}>
          {t('failed', { error: dashboard.error.message })}
        </p>
        <div>
          <Button variant="secondary" onClick={() => void dashboard.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    )
  if (dashboard.data.length === 0) return <p className={styles.note}>{t('empty')}</p>
  return (
    <div className={styles.root}>
      {/* Every day and hour on the dashboard is the user's zone's: said once, with its offset today. */}
      <p className={styles.note}>{t('zone', { zone: zoneName(timeZone) })}</p>
      {dashboard.data.map((category) => (
        <section key={category.id} className={styles.category} aria-labelledby={`${headingId}-${category.id}`}>
          <h2 id={`${headingId}-${category.id}`} className={styles.heading}>
            {category.name}
          </h2>
          <div className={styles.grid}>
            {category.widgets.map((widget) => (
              <DashboardWidget
                key={widget.widgetId}
                widget={widget}
                onNavigate={onNavigate}
                onDrillDown={onDrillDown}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
