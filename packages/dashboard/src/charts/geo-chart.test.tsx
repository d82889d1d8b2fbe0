import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import GeoChart from './geo-chart'

const shadeOf = (container: HTMLElement, name: string) => {
  const path = [...container.querySelectorAll('path')].find((p) =>
    p.querySelector('title')?.textContent?.startsWith(name),
  )
  return { title: path?.querySelector('title')?.textContent, opacity: path?.style.fillOpacity }
}

describe('the geo chart', () => {
  it('shades each country by its share of the largest, whatever the case of its code, and leaves out codes off the map', () => {
    const { container } = render(
      <GeoChart
        label="Volume by country"
        rows={[
          { country: 'TR', volume: 100 },
          { country: 'de', volume: 10 },
          { country: 'DE', volume: 15 },
          { country: 'XX', volume: 1000 },
        ]}
        countryColumn="country"
        valueColumn="volume"
        format={(value) => `€${value}`}
      />,
    )
    expect(shadeOf(container, 'Turkey')).toEqual({ title: 'Turkey: €100', opacity: '1' })
    expect(shadeOf(container, 'Germany')).toEqual({ title: 'Germany: €25', opacity: '0.4' })
    expect(shadeOf(container, 'France')).toEqual({ title: 'France', opacity: '' })
    expect(container.querySelector('figcaption')?.textContent).toBe('€0€100')
  })
})
