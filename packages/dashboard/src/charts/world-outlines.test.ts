import { describe, expect, it } from 'vitest'
import { worldOutlines } from '../../scripts/world-outlines'
import kept from './world-outlines.json'

describe('the world map’s outlines', () => {
  it('are what projecting Natural Earth’s countries gives today (pnpm world-outlines writes them)', () => {
    expect(kept).toEqual(worldOutlines())
  })
  it('name each country once, by its ISO code where it has one', () => {
    const codes = kept.flatMap((outline) => (outline.code ? [outline.code] : []))
    expect(new Set(codes).size).toBe(codes.length)
    expect(kept.find((outline) => outline.code === 'TR')?.name).toBe('Turkey')
    expect(kept.filter((outline) => outline.code === null).map((outline) => outline.name)).toEqual(
      expect.arrayContaining(['Kosovo', 'Somaliland']),
    )
  })
})
