import type { WidgetDataRow } from '@paydeck/core/dashboard'
import { css } from '@paydeck/ui/styled-system/css'
import { useCategoryName } from './category-names'
import { numberOf } from './chart-values'

const styles = {
  list: css({ display: 'grid', gap: '2', margin: '0', padding: '0', listStyle: 'none' }),
  row: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(5rem, 9rem) minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: '2',
    fontSize: 'sm',
  }),
  label: css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  button: css({
    padding: '0',
    font: 'inherit',
    color: 'link',
    bg: 'transparent',
    border: 'none',
    textAlign: 'start',
    cursor: 'pointer',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
  }),
  track: css({ blockSize: '3', bg: 'neutralBg', borderRadius: 'sm', overflow: 'hidden' }),
  bar: css({ blockSize: '100%', bg: 'primary', borderRadius: 'sm', minInlineSize: '2px' }),
  value: css({ fontVariantNumeric: 'tabular-nums', textAlign: 'end' }),
}

export interface CategoryBarsProps {
  label: string
  rows: readonly WidgetDataRow[]
  labelColumn: string
  valueColumn: string
  format: (value: number) => string
  onPick?: (row: WidgetDataRow) => void
}

/**
 * Bars of categories (currencies, providers), longest first as the server orders them: HTML bars rather than the
 * time-series library, which draws only time on its axis. A label is a button when its bar can be opened.
 */
export function CategoryBars({ label, rows, labelColumn, valueColumn, format, onPick }: CategoryBarsProps) {
  const nameOf = useCategoryName(labelColumn)
  const largest = Math.max(1, ...rows.map((row) => numberOf(row, valueColumn)))
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map((row) => {
        const value = numberOf(row, valueColumn)
        const name = nameOf(row)
        return (
          <li key={name} className={styles.row}>
            {onPick ? (
              <button type="button" className={`${styles.label} ${styles.button}`} onClick={() => onPick(row)}>
                {name}
              </button>
            ) : (
              <span className={styles.label}>{name}</span>
            )}
            <span className={styles.track} aria-hidden>
              <span className={styles.bar} style={{ display: 'block', inlineSize: `${(value / largest) * 100}%` }} />
            </span>
            <span className={styles.value}>{format(value)}</span>
          </li>
        )
      })}
    </ul>
  )
}
