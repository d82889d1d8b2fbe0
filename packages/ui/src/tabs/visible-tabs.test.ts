import { describe, expect, it } from 'vitest'
import { visibleTabs } from './visible-tabs'

const values = ['details', 'activity', 'events', 'related', 'fees']
const widths = [80, 80, 80, 80, 80]

describe('visibleTabs', () => {
  it('shows every tab that fits, and all of them when all fit', () => {
    expect(visibleTabs(values, widths, 400, 96, 'details')).toEqual(values)
    expect(visibleTabs(values, widths, 399, 96, 'details')).toEqual(['details', 'activity', 'events'])
  })

  it('keeps the open tab shown, in place of the last that fits', () => {
    expect(visibleTabs(values, widths, 399, 96, 'fees')).toEqual(['details', 'activity', 'fees'])
  })

  it('shows the open tab alone when there is room for nothing else', () => {
    expect(visibleTabs(values, widths, 150, 96, 'related')).toEqual(['related'])
  })
})
