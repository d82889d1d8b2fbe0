import { useEffect, useRef, useState } from 'react'
import { useNearViewport } from './near-viewport'
import { css } from '../../styled-system/css'
import { formatNumber } from '../format/format'
import { useT, useUi } from '../provider/ui-provider'
import { chartLabelOf, grainOf, secondsOf, timeTextOf, type TimeGrain } from './chart-time'

export interface ChartLine {
  label: string
  /** Months (YYYY-MM), days (YYYY-MM-DD) or hours (YYYY-MM-DDTHH:00) in the user's zone, oldest first. */
  points: readonly { time: string; value: number }[]
  /** A line (the default) or bars: a combo chart draws one of each. */
  kind?: 'line' | 'bars'
  /** The scale it is read on: a second series of another unit (a count beside a volume) takes the left one. */
  scale?: 'left' | 'right'
  /** How its values read on its scale and in the tooltip (money in its currency); the chart's own otherwise. */
  formatValue?: (value: number) => string
}

export interface TimeSeriesChartProps {
  /** What the chart shows, for screen readers (the figures themselves are in the table it sits beside). */
  label: string
  lines: readonly ChartLine[]
  /** The price scale's and crosshair's numbers (money in its currency, counts as counts). */
  formatValue?: (value: number) => string
  /** A click on a point or a bar: its time as the lines give it (a drill-down to that day or hour). */
  onPick?: (time: string) => void
}

// The first line takes the tenant's primary colour; the others are told apart by these.
// (Okabe and Ito's set, told apart by most colour-blind readers; blue first, as few tenants' primaries are.)
const OTHER_COLOURS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#56b4e9', '#e69f00']
// Seed 002: a chart redraws 300 ms after its size settles, and its tooltip resets 500 ms after the pointer leaves.
const REDRAW_DEBOUNCE_MS = 300
const RESET_DELAY_MS = 500

const styles = {
  figure: css({ margin: '0', display: 'grid', gap: '2' }),
  frame: css({ position: 'relative' }),
  canvas: css({ height: '240px', width: '100%' }),
  tooltip: css({
    position: 'absolute',
    zIndex: '1',
    pointerEvents: 'none',
    display: 'grid',
    gap: '0.5',
    padding: '2',
    fontSize: 'xs',
    bg: 'surface',
    color: 'text',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'md',
    boxShadow: 'md',
    whiteSpace: 'nowrap',
  }),
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

interface Tip {
  /** From the left edge, or, past the middle, from the right one (the box stays inside the chart). */
  x: number
  fromRight: boolean
  y: number
  time: string
  values: { label: string; value: string; colour: string }[]
}

/**
 * Lines and bars over time (spec-decisions: lightweight-charts, loaded only when a chart is shown). Colours come from
 * the theme's variables, so the chart follows the tenant's look; labels read DD/MM, or DD/MM HH for hours.
 */
export function TimeSeriesChart({ label, lines, formatValue, onPick }: TimeSeriesChartProps) {
  const t = useT()
  const { locale } = useUi()
  const container = useRef<HTMLDivElement>(null)
  const near = useNearViewport(container)
  const [colours, setColours] = useState<string[]>([])
  const [failed, setFailed] = useState(false)
  const [tip, setTip] = useState<Tip | null>(null)
  // The chart outlives a render; its click reads the latest handler.
  const pick = useRef(onPick)
  useEffect(() => {
    pick.current = onPick
  })

  useEffect(() => {
    if (!near) return
    let removed = false
    let remove = () => undefined as void
    const grain: TimeGrain = grainOf(lines[0]?.points[0]?.time ?? '2000-01-01')
    import('lightweight-charts')
      .then(({ createChart, LineSeries, HistogramSeries }) => {
        const element = container.current
        if (removed || !element) return
        // Where no canvas can be drawn on (a locked-down browser, a test's DOM) the library would throw from an
        // animation frame, out of reach of any catch: the chart shows its note instead.
        if (!document.createElement('canvas').getContext('2d')) return setFailed(true)
        const style = getComputedStyle(element)
        const variable = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
        const palette = [variable('--pd-primary', '#2563eb'), ...OTHER_COLOURS]
        const format = formatValue ?? ((value: number) => formatNumber(value, locale, { digits: 2 }))
        const chart = createChart(element, {
          width: element.clientWidth,
          height: element.clientHeight,
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
          leftPriceScale: { borderVisible: false, visible: lines.some((line) => line.scale === 'left') },
          timeScale: {
            borderVisible: false,
            timeVisible: grain === 'hour',
            tickMarkFormatter: (time: unknown) => chartLabelOf(Number(time), grain),
          },
          // A chart-wide price formatter would override each series' own (money on one scale, counts on the other).
          localization: {
            ...(formatValue && !lines.some((line) => line.formatValue) && { priceFormatter: formatValue }),
            timeFormatter: (time: unknown) => chartLabelOf(Number(time), grain),
          },
          handleScroll: false,
          handleScale: false,
        })
        const drawn = lines.map((line, index) => {
          const colour = palette[index % palette.length]!
          const common = {
            color: colour,
            priceLineVisible: false,
            lastValueVisible: false,
            priceScaleId: line.scale ?? 'right',
            priceFormat: { type: 'custom' as const, formatter: line.formatValue ?? format },
          }
          const series =
            line.kind === 'bars'
              ? chart.addSeries(HistogramSeries, common)
              : chart.addSeries(LineSeries, { ...common, lineWidth: 2 })
          series.setData(line.points.map((point) => ({ time: secondsOf(point.time) as never, value: point.value })))
          return { series, line, colour }
        })
        chart.timeScale().fitContent()
        setColours(drawn.map((entry) => entry.colour))

        let resetTimer: ReturnType<typeof setTimeout> | undefined
        chart.subscribeCrosshairMove((param) => {
          clearTimeout(resetTimer)
          if (param.time === undefined || !param.point) {
            resetTimer = setTimeout(() => setTip(null), RESET_DELAY_MS)
            return
          }
          const values = drawn.flatMap(({ series, line, colour }) => {
            const point = param.seriesData.get(series) as { value?: number } | undefined
            if (point?.value === undefined) return []
            return [{ label: line.label, value: (line.formatValue ?? format)(point.value), colour }]
          })
          const fromRight = param.point.x > element.clientWidth / 2
          const x = fromRight ? element.clientWidth - param.point.x : param.point.x
          setTip({ x, fromRight, y: param.point.y, time: chartLabelOf(Number(param.time), grain), values })
        })
        chart.subscribeClick((param) => {
          if (param.time !== undefined) pick.current?.(timeTextOf(Number(param.time), grain))
        })
        let redrawTimer: ReturnType<typeof setTimeout> | undefined
        let drawnAt = `${element.clientWidth}×${element.clientHeight}`
        // The observer also calls once when it starts: a chart is redrawn only when its box has another size.
        const resized = new ResizeObserver(() => {
          clearTimeout(redrawTimer)
          redrawTimer = setTimeout(() => {
            const size = `${element.clientWidth}×${element.clientHeight}`
            if (size === drawnAt) return
            drawnAt = size
            chart.resize(element.clientWidth, element.clientHeight)
            chart.timeScale().fitContent()
          }, REDRAW_DEBOUNCE_MS)
        })
        resized.observe(element)
        remove = () => {
          clearTimeout(resetTimer)
          clearTimeout(redrawTimer)
          resized.disconnect()
          chart.remove()
        }
      })
      .catch(() => setFailed(true))
    return () => {
      removed = true
      remove()
    }
  }, [lines, formatValue, locale, near])

  if (failed) return <p className={styles.note}>{t('chart.failed')}</p>
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <div ref={container} className={styles.canvas} role="img" aria-label={label} />
        {tip && tip.values.length > 0 && <TooltipBox tip={tip} />}
      </div>
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

/** The values under the pointer, beside it (hidden from screen readers: the table holds the same figures). */
function TooltipBox({ tip }: { tip: Tip }) {
  return (
    <div
      className={styles.tooltip}
      aria-hidden
      style={{ [tip.fromRight ? 'right' : 'left']: `${tip.x + 12}px`, top: `${Math.max(0, tip.y - 12)}px` }}
    >
      <strong>{tip.time}</strong>
      {tip.values.map((entry) => (
        <span key={entry.label}>
          <span className={styles.swatch} style={{ background: entry.colour }} />
          {entry.label}: {entry.value}
        </span>
      ))}
    </div>
  )
}
