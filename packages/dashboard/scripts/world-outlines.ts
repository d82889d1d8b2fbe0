// The world map's country outlines as SVG paths, projected once here rather than in every browser (pnpm
// --filter @paydeck/dashboard world-outlines writes src/charts/world-outlines.json; a test keeps the two equal).
// Natural Earth's 1:110m countries (world-atlas) in the Natural Earth projection (d3-geo), fitted to the chart's
// 960 × 500 and written to whole units, each point relative to the last (half the bytes of absolute points): at most
// half a unit off, under a pixel at any width the card takes.
import { writeFileSync } from 'node:fs'
import { geoNaturalEarth1, geoPath } from 'd3-geo'
import countries from 'i18n-iso-countries'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import world from 'world-atlas/countries-110m.json' with { type: 'json' }
import { MAP_HEIGHT, MAP_WIDTH, type WorldOutline } from '../src/charts/world-map'

/** d3-geo's drawing context writing SVG path data in whole units, each point relative to the one before. */
function relativePath() {
  let d = ''
  let [x, y, startX, startY] = [0, 0, 0, 0]
  const to = (command: 'm' | 'l', toX: number, toY: number) => {
    const [nextX, nextY] = [Math.round(toX), Math.round(toY)]
    if (command === 'l' && nextX === x && nextY === y) return
    d += `${command}${nextX - x},${nextY - y}`
    ;[x, y] = [nextX, nextY]
  }
  return {
    beginPath() {
      ;[d, x, y] = ['', 0, 0]
    },
    moveTo(toX: number, toY: number) {
      to('m', toX, toY)
      ;[startX, startY] = [x, y]
    },
    lineTo: (toX: number, toY: number) => to('l', toX, toY),
    closePath() {
      d += 'z'
      ;[x, y] = [startX, startY]
    },
    arc() {
      throw new Error('a country is never drawn as a point')
    },
    written: () => d,
  }
}

export function worldOutlines(): WorldOutline[] {
  const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>
  const shapes = feature(topology, topology.objects.countries).features
  const collection = { type: 'FeatureCollection' as const, features: shapes }
  const context = relativePath()
  const draw = geoPath(geoNaturalEarth1().fitSize([MAP_WIDTH, MAP_HEIGHT], collection), context)
  return shapes.map((shape) => {
    context.beginPath()
    draw(shape)
    return {
      // The ISO 3166 alpha-2 code the widgets' rows carry; null for a place without one (Kosovo, Somaliland).
      code: countries.numericToAlpha2(String(shape.id ?? '')) ?? null,
      name: shape.properties.name,
      d: context.written(),
    }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL('../src/charts/world-outlines.json', import.meta.url), `${JSON.stringify(worldOutlines())}\n`)
}
