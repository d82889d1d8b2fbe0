import { useMemo } from 'react'
import { geoNaturalEarth1, geoPath } from 'd3-geo'
import countries from 'i18n-iso-countries'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import world from 'world-atlas/countries-110m.json'
import type { WidgetDataRow } from '@paydeck/core/dashboard'
import { css } from '@paydeck/ui/styled-system/css'
import { numberOf } from './chart-values'

// The world map of the geo chart and map widget, loaded with the first of them (d3-geo, Natural Earth's 1:110m
// countries from world-atlas, ISO codes from i18n-iso-countries): none of it is in the dashboard's first load.

const WIDTH = 960
const HEIGHT = 500

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

const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>
const shapes = feature(topology, topology.objects.countries).features
const path = geoPath(geoNaturalEarth1().fitSize([WIDTH, HEIGHT], { type: 'FeatureCollection', features: shapes }))
const outlines = shapes.map((shape) => ({
  id: String(shape.id ?? ''),
  name: shape.properties.name,
  d: path(shape) ?? '',
}))

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
  const byNumeric = useMemo(() => {
    const values = new Map<string, number>()
    for (const row of rows) {
      const numeric = countries.alpha2ToNumeric(String(row[countryColumn] ?? ''))
      if (numeric) values.set(numeric, (values.get(numeric) ?? 0) + numberOf(row, valueColumn))
    }
    return values
  }, [rows, countryColumn, valueColumn])
  const largest = Math.max(1, ...byNumeric.values())
  return (
    <figure className={css({ margin: '0', display: 'grid', gap: '2' })}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} role="img" aria-label={label}>
        {outlines.map((outline) => {
          const value = byNumeric.get(outline.id)
          return (
            <path
              key={`${outline.id}-${outline.name}`}
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
