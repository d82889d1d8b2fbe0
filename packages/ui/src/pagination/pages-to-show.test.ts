import { describe, expect, it } from 'vitest'
import { pagesToShow } from './pages-to-show'

describe('pagesToShow', () => {
  it('shows every page up to seven, and none when there are none', () => {
    expect(pagesToShow(1, 0)).toEqual([])
    expect(pagesToShow(1, 1)).toEqual([1])
    expect(pagesToShow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps seven places beyond seven pages, the current page always among them', () => {
    expect(pagesToShow(1, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8])
    expect(pagesToShow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
    expect(pagesToShow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pagesToShow(6, 10)).toEqual([1, 'gap', 5, 6, 7, 'gap', 10])
    expect(pagesToShow(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10])
    expect(pagesToShow(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10])
    expect(pagesToShow(25_000, 50_000)).toEqual([1, 'gap', 24_999, 25_000, 25_001, 'gap', 50_000])
    for (let page = 1; page <= 12; page++) {
      const shown = pagesToShow(page, 12)
      expect(shown).toHaveLength(7)
      expect(shown).toContain(page)
    }
  })
})
