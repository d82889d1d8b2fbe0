import { useState } from 'react'
import { drillDownOf, type ChartConfiguration, type DrillDown, type Widget } from '@paydeck/core/dashboard'
import { dayIn, periodIn } from '@paydeck/core/time'
import { Dialog, Field, TextInput, useUi } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useWidgetData } from '../dashboard-queries'
import { useDashboardT } from '../messages'
import { WidgetState } from '../widgets/widget-card'
import { ChartView } from './chart-view'

const styles = { body: css({ display: 'grid', gap: '4', minInlineSize: { base: '0', md: '40rem' } }) }

/** The widget's filters for one day of the user's zone (the zone named to the server), 23 to 25 hours long. */
function dayFilters(day: string, timeZone: string) {
  const { start, end } = periodIn(day, day, timeZone)
  return { dateRange: null, startDate: new Date(start).toISOString(), endDate: new Date(end).toISOString() }
}

export interface Last24HoursDialogProps {
  widget: Widget
  chart: ChartConfiguration
  onClose: () => void
  onDrillDown?: (filters: DrillDown) => void
}

/**
 * Seed 002: a chart configured as last-24-hours opens a detail dialog with a date filter. It shows the chosen
 * day hour by hour (today by default); a day that cannot be read is named and the last one drawn stays.
 */
export default function Last24HoursDialog({ widget, chart, onClose, onDrillDown }: Last24HoursDialogProps) {
  const t = useDashboardT()
  const { timeZone } = useUi()
  const [today] = useState(() => dayIn(Date.now(), timeZone))
  const [typed, setTyped] = useState(today)
  const [day, setDay] = useState(today)
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(typed) && typed <= today
  const error = typed === '' ? t('dayRequired') : valid ? null : t('dayInvalid')
  const filters = dayFilters(day, timeZone)
  const query = useWidgetData(widget, filters)
  const dayWidget = { ...widget, filters: JSON.stringify(filters) }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={widget.title}
      description={t('detailDescription')}
      size="lg"
    >
      <div className={styles.body}>
        <Field label={t('day')} error={error}>
          <TextInput
            type="date"
            value={typed}
            max={today}
            onChange={(event) => {
              const next = event.target.value
              setTyped(next)
              if (/^\d{4}-\d{2}-\d{2}$/.test(next) && next <= today) setDay(next)
            }}
          />
        </Field>
        <WidgetState query={query} shape="chart">
          {(data) => (
            <ChartView
              widget={widget}
              chart={chart}
              data={data}
              onPick={
                onDrillDown &&
                ((row) => {
                  const drill = drillDownOf(dayWidget, row, { now: query.dataUpdatedAt || Date.now(), timeZone })
                  if (drill) onDrillDown(drill)
                })
              }
            />
          )}
        </WidgetState>
      </div>
    </Dialog>
  )
}
