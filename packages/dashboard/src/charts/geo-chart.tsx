import { useMemo } from 'react'
import type { WidgetDataRow } from '@paydeck/core/dashboard'
import { css } from '@paydeck/ui/styled-system/css'
import { numberOf } from './chart-values'
import { MAP_HEIGHT, MAP_WIDTH, type WorldOutline } from './world-map'
import worldOutlines from './world-outlines.json'

// The world map of the geo chart and map widget, loaded with the first of them: the countries' outlines projected
// at build time (scripts/world-outlines.ts), so a browser neither downloads the projection's code nor runs it.

const styles = {
  svg: css({ inlineSize: '100%', blockSize: 'auto', display: 'block' }),
  land: css({ fill: 'neutralBg', stroke: 'surface', strokeWidth: '0.5' }),
  scale: css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'xs', color: 'subtle' }),
  ramp: css({
    inlineSize: '8rem',
    blockSize: '2',
    borderRadius: 'sm',
    bgGradient: 'to-r',
    gradientFrom: 'neutralBg',
    gradientTo: 'primary',
  }),
}

const outlines: readonly WorldOutline[] = worldOutlines
const onTheMap = new Set(outlines.map((outline) => outline.code))

export interface GeoChartProps {
  label: string
  rows: readonly WidgetDataRow[]
  /** The column of ISO 3166 alpha-2 codes (TR, DE). */
  countryColumn: string
  valueColumn: string
  format: (value: number) => string
}

/** Countries shaded by their share of the largest value; each country's title is its tooltip. */
export default function GeoChart({ label, rows, countryColumn, valueColumn, format }: GeoChartProps) {
  const byCode = useMemo(() => {
    const values = new Map<string, number>()
    for (const row of rows) {
      const code = String(row[countryColumn] ?? '').toUpperCase()
      if (onTheMap.has(code)) values.set(code, (values.get(code) ?? 0) + numberOf(row, valueColumn))
    }
    return values
  }, [rows, countryColumn, valueColumn])
  const largest = Math.max(1, ...byCode.values())
  return (
    <figure className={css({ margin: '0', display: 'grid', gap: '2' })}>
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className={styles.svg} role="img" aria-label={label}>
        {outlines.map((outline) => {
          const value = outline.code === null ? undefined : byCode.get(outline.code)
          return (
            <path
              key={outline.name}
              d={outline.d}
              className={styles.land}
              style={
                value === undefined
                  ? undefined
                  : { fill: 'var(--pd-primary, #2563eb)', fillOpacity: 0.2 + 0.8 * (value / largest) }
              }
            >
              <title>{value === undefined ? outline.name : `${outline.name}: ${format(value)}`}</title>
            </path>
          )
        })}
      </svg>
      <figcaption className={styles.scale}>
        <span>{format(0)}</span>
        <span className={styles.ramp} aria-hidden />
        <span>{format(largest)}</span>
      </figcaption>
    </figure>
  )
}
