import { useEffect, useRef, useState } from 'react'
import { css } from '../../styled-system/css'
import { useT } from '../provider/ui-provider'

export interface ChartLine {
  label: string
  /** Days as YYYY-MM-DD (or months as YYYY-MM), oldest first. */
  points: readonly { time: string; value: number }[]
}

export interface TimeSeriesChartProps {
  /** What the chart shows, for screen readers (the figures themselves are in the table it sits above). */
  label: string
  lines: readonly ChartLine[]
  /** The price scale's and crosshair's numbers (money in its currency, counts as counts). */
  formatValue?: (value: number) => string
}

// The first line takes the tenant's primary colour; the others are told apart by these.
const OTHER_COLOURS = ['#d97706', '#0891b2', '#9333ea', '#16a34a', '#dc2626', '#64748b']

const styles = {
  figure: css({ margin: '0', display: 'grid', gap: '2' }),
  canvas: css({ height: '240px', width: '100%' }),
  legend: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '3',
    fontSize: 'sm',
    color: 'subtle',
    listStyle: 'none',
    margin: '0',
    padding: '0',
  }),
  swatch: css({ display: 'inline-block', width: '3', height: '1', borderRadius: 'full', marginInlineEnd: '1.5' }),
  note: css({ color: 'subtle', fontSize: 'sm', margin: '0' }),
  caption: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2', alignItems: 'center' }),
  credit: css({ fontSize: 'xs', color: 'subtle' }),
}

const chartTime = (time: string) => (time.length === 7 ? `${time}-01` : time)

/**
 * Lines over time (spec-decisions: lightweight-charts, loaded only when a chart is shown). Colours come from the
 * theme's variables, so the chart follows the tenant's look.
 */
export function TimeSeriesChart({ label, lines, formatValue }: TimeSeriesChartProps) {
  const t = useT()
  const container = useRef<HTMLDivElement>(null)
  const [colours, setColours] = useState<string[]>([])
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let removed = false
    let remove = () => undefined as void
    import('lightweight-charts')
      .then(({ createChart, LineSeries }) => {
        const element = container.current
        if (removed || !element) return
        const style = getComputedStyle(element)
        const variable = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
        const palette = [variable('--pd-primary', '#2563eb'), ...OTHER_COLOURS]
        const chart = createChart(element, {
          autoSize: true,
          layout: {
            textColor: variable('--pd-text', '#1f2937'),
            background: { color: 'transparent' },
            fontFamily: style.fontFamily,
            // The attribution its licence asks for is the caption's link: a link inside the picture (role img)
            // would be a control screen readers cannot reach.
            attributionLogo: false,
          },
          grid: { vertLines: { visible: false }, horzLines: { color: 'rgba(127, 127, 127, 0.15)' } },
          rightPriceScale: { borderVisible: false },
          timeScale: { borderVisible: false },
          localization: formatValue ? { priceFormatter: formatValue } : {},
          handleScroll: false,
          handleScale: false,
        })
        lines.forEach((line, index) => {
          const series = chart.addSeries(LineSeries, {
            color: palette[index % palette.length],
            lineWidth: 2,
            priceLineVisible: false,
            lastValueVisible: false,
          })
          series.setData(line.points.map((point) => ({ time: chartTime(point.time), value: point.value })))
        })
        chart.timeScale().fitContent()
        setColours(lines.map((_, index) => palette[index % palette.length]!))
        remove = () => chart.remove()
      })
      .catch(() => setFailed(true))
    return () => {
      removed = true
      remove()
    }
  }, [lines, formatValue])

  if (failed) return <p className={styles.note}>{t('chart.failed')}</p>
  return (
    <figure className={styles.figure}>
      <div ref={container} className={styles.canvas} role="img" aria-label={label} />
      <figcaption className={styles.caption}>
        <ul className={styles.legend}>
          {lines.map((line, index) => (
            <li key={line.label}>
              <span className={styles.swatch} style={{ background: colours[index] }} aria-hidden />
              {line.label}
            </li>
          ))}
        </ul>
        <a className={styles.credit} href="https://www.tradingview.com/" target="_blank" rel="noreferrer">
          {t('chart.credit')}
        </a>
      </figcaption>
    </figure>
  )
}
