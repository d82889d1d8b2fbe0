import { describe, expect, it } from 'vitest'
import { chartLabelOf, grainOf, secondsOf, timeTextOf } from './chart-time'

describe('chart times', () => {
  it('reads months, days and hours as the wall clock and gives them back unchanged', () => {
    for (const time of ['2026-03', '2026-03-29', '2026-03-29T02:00', '2026-10-25T23:00']) {
      expect(timeTextOf(secondsOf(time), grainOf(time))).toBe(time)
    }
  })

  it('labels days DD/MM, hours DD/MM HH and months MM/YYYY', () => {
    expect(chartLabelOf(secondsOf('2026-11-04'), 'day')).toBe('04/11')
    expect(chartLabelOf(secondsOf('2026-11-04T07:00'), 'hour')).toBe('04/11 07')
    expect(chartLabelOf(secondsOf('2026-11'), 'month')).toBe('11/2026')
  })
})
