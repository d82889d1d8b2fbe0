import type { WidgetDataRow } from '@paydeck/core/dashboard'
import { formatPercent, useUi } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useCategoryName } from './category-names'
import { numberOf } from './chart-values'
import { paletteOf } from './palette'

const styles = {
  root: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' }),
  svg: css({ inlineSize: '160px', blockSize: '160px', flexShrink: '0' }),
  slice: css({ stroke: 'surface', strokeWidth: '1', _hover: { opacity: '0.8' } }),
  clickable: css({ cursor: 'pointer' }),
  legend: css({ display: 'grid', gap: '1', margin: '0', padding: '0', listStyle: 'none', fontSize: 'sm' }),
  entry: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    padding: '0.5',
    font: 'inherit',
    color: 'text',
    bg: 'transparent',
    border: 'none',
    textAlign: 'start',
    borderRadius: 'sm',
  }),
  button: css({ cursor: 'pointer', textDecoration: 'underline', textUnderlineOffset: '2px' }),
  swatch: css({ inlineSize: '3', blockSize: '3', borderRadius: 'sm', flexShrink: '0' }),
}

export interface PieChartProps {
  label: string
  rows: readonly WidgetDataRow[]
  labelColumn: string
  valueColumn: string
  format: (value: number) => string
  /** A slice or its legend entry clicked (a drill-down); without, the slices only show. */
  onPick?: (row: WidgetDataRow) => void
}

const point = (fraction: number, radius: number) => {
  const angle = fraction * 2 * Math.PI - Math.PI / 2
  return `${50 + radius * Math.cos(angle)} ${50 + radius * Math.sin(angle)}`
}

/** A ring of slices as an SVG path: the outer arc forward, the inner one back. */
function slicePath(start: number, end: number) {
  if (end - start >= 0.9999) return `M 50 4 A 46 46 0 1 1 49.99 4 Z M 50 26 A 24 24 0 1 0 50.01 26 Z`
  const large = end - start > 0.5 ? 1 : 0
  return [
    `M ${point(start, 46)}`,
    `A 46 46 0 ${large} 1 ${point(end, 46)}`,
    `L ${point(end, 24)}`,
    `A 24 24 0 ${large} 0 ${point(start, 24)}`,
    'Z',
  ].join(' ')
}

/**
 * A doughnut of shares (own SVG: one path per slice, no chart library), with its legend. The legend's entries are
 * the buttons keyboards and screen readers use; a slice's title is its tooltip.
 */
export function PieChart({ label, rows, labelColumn, valueColumn, format, onPick }: PieChartProps) {
  const nameOf = useCategoryName(labelColumn)
  const palette = paletteOf(rows.length)
  const total = rows.reduce((sum, row) => sum + numberOf(row, valueColumn), 0)
  const shares = rows.map((row) => (total > 0 ? numberOf(row, valueColumn) / total : 0))
  const slices = rows.map((row, index) => {
    const start = shares.slice(0, index).reduce((sum, share) => sum + share, 0)
    return { row, index, value: numberOf(row, valueColumn), share: shares[index]!, start, end: start + shares[index]! }
  })
  const { locale } = useUi()
  const percent = (share: number) => formatPercent(share * 100, locale)
  return (
    <div className={styles.root}>
      <svg viewBox="0 0 100 100" className={styles.svg} role="img" aria-label={label}>
        {slices
          .filter((slice) => slice.share > 0)
          .map((slice) => (
            <path
              key={slice.index}
              d={slicePath(slice.start, slice.end)}
              style={{ fill: palette[slice.index] }}
              fillRule="evenodd"
              className={`${styles.slice} ${onPick ? styles.clickable : ''}`}
              onClick={onPick && (() => onPick(slice.row))}
            >
              <title>{`${nameOf(slice.row)}: ${format(slice.value)} (${percent(slice.share)})`}</title>
            </path>
          ))}
      </svg>
      <ul className={styles.legend}>
        {slices.map((slice) => {
          const content = (
            <>
              <span className={styles.swatch} style={{ background: palette[slice.index] }} aria-hidden />
              {`${nameOf(slice.row)}: ${format(slice.value)} (${percent(slice.share)})`}
            </>
          )
          return (
            <li key={slice.index}>
              {onPick ? (
                <button type="button" className={`${styles.entry} ${styles.button}`} onClick={() => onPick(slice.row)}>
                  {content}
                </button>
              ) : (
                <span className={styles.entry}>{content}</span>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
