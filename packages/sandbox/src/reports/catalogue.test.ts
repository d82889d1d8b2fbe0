import { describe, expect, it } from 'vitest'
import type { ReportDefinition } from '@paydeck/core/reports'
import { seriesOf } from './catalogue'

const definition = (gaps?: 'zero' | 'previous') =>
  ({ series: { x: 'day', y: ['value'], by: 'currency', gaps } }) as unknown as ReportDefinition
const rows = [
  { day: '2026-11-01', currency: 'EUR', value: 5 },
  { day: '2026-11-02', currency: 'SEK', value: 7 },
  { day: '2026-11-03', currency: 'EUR', value: 9 },
]
const line = (gaps: 'zero' | 'previous' | undefined, currency: string) =>
  seriesOf(definition(gaps), rows)!.find((series) => series.group === currency)!.points

describe('seriesOf', () => {
  it('draws a day without a row as 0 for a count, and as the last value for a balance', () => {
    expect(line(undefined, 'EUR')).toEqual([
      { x: '2026-11-01', value: 5 },
      { x: '2026-11-02', value: 0 },
      { x: '2026-11-03', value: 9 },
    ])
    expect(line('previous', 'EUR').map((point) => point.value)).toEqual([5, 5, 9])
    // A balance starts where its first row is; before it there is nothing to carry.
    expect(line('previous', 'SEK')).toEqual([
      { x: '2026-11-02', value: 7 },
      { x: '2026-11-03', value: 7 },
    ])
  })
})
