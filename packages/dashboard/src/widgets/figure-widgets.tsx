import { drillDownOf, type DrillDown, type Widget, type WidgetData } from '@paydeck/core/dashboard'
import type { UseQueryResult } from '@tanstack/react-query'
import { css } from '@paydeck/ui/styled-system/css'
import { formatNumber, formatPercent, useUi } from '@paydeck/ui'
import { useWidgetData } from '../dashboard-queries'
import { useDashboardT } from '../messages'
import { WidgetCard, WidgetState, widgetStyles } from './widget-card'

const rateOf = (data: WidgetData) => {
  const first = data.data[0]
  return typeof first?.successRate === 'number' ? first.successRate : null
}

/** The change against the previous period of the same length, in words (percent for counts, points for rates). */
function useChange() {
  const t = useDashboardT()
  const { locale } = useUi()
  const points = (value: number) =>
    t('points', { value: `${value > 0 ? '+' : ''}${formatNumber(value, locale, { digits: 1 })}` })
  return (now: number | null, before: number | null | undefined, kind: 'percent' | 'points') => {
    if (now === null || before === null || before === undefined) return null
    if (now === before) return t('unchanged')
    if (kind === 'points') return t('change', { change: points(now - before) })
    if (before === 0) return null
    return t('change', { change: formatPercent(((now - before) / before) * 100, locale, { signed: true }) })
  }
}

const styles = {
  drill: css({
    justifySelf: 'start',
    padding: '0',
    font: 'inherit',
    fontSize: 'sm',
    color: 'link',
    bg: 'transparent',
    border: 'none',
    cursor: 'pointer',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
  }),
}

interface FigureWidgetProps {
  widget: Widget
  onDrillDown?: (filters: DrillDown) => void
}

/** The lookup on the payments a figure counts, with the period the server resolved. */
function SeePayments({ widget, query, onDrillDown }: FigureWidgetProps & { query: UseQueryResult<WidgetData> }) {
  const t = useDashboardT()
  const { timeZone } = useUi()
  if (!onDrillDown) return null
  return (
    <button
      type="button"
      className={styles.drill}
      onClick={() => {
        const filters = drillDownOf(widget, null, { now: query.dataUpdatedAt || Date.now(), timeZone })
        if (filters) onDrillDown(filters)
      }}
    >
      {t('seePayments')}
    </button>
  )
}

/** COUNT_WIDGET: how many payments the filters hold, and the change against the period before. */
export function CountWidget({ widget, onDrillDown }: FigureWidgetProps) {
  const { locale } = useUi()
  const change = useChange()
  const query = useWidgetData(widget)
  return (
    <WidgetCard widget={widget}>
      <WidgetState query={query} shape="figure">
        {(data) => (
          <>
            <p className={widgetStyles.figure}>{formatNumber(data.count, locale)}</p>
            <p className={widgetStyles.note}>{change(data.count, data.previous?.count, 'percent')}</p>
            <SeePayments widget={widget} query={query} onDrillDown={onDrillDown} />
          </>
        )}
      </WidgetState>
    </WidgetCard>
  )
}

/** SUCCESS_RATE_WIDGET: approved of approved and declined, and the change in points against the period before. */
export function SuccessRateWidget({ widget, onDrillDown }: FigureWidgetProps) {
  const t = useDashboardT()
  const { locale } = useUi()
  const change = useChange()
  const query = useWidgetData(widget)
  return (
    <WidgetCard widget={widget}>
      <WidgetState query={query} shape="figure">
        {(data) => {
          const rate = rateOf(data)
          return rate === null ? (
            <p className={widgetStyles.note}>{t('noRate')}</p>
          ) : (
            <>
              <p className={widgetStyles.figure}>{t('successRate', { rate: formatPercent(rate, locale) })}</p>
              <p className={widgetStyles.note}>{change(rate, data.previous?.successRate, 'points')}</p>
              <SeePayments widget={widget} query={query} onDrillDown={onDrillDown} />
            </>
          )
        }}
      </WidgetState>
    </WidgetCard>
  )
}
