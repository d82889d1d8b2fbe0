import { describe, expect, it } from 'vitest'
import { storedFiltersOf, widgetSearchParams } from './dashboard.api'

describe('widget filters', () => {
  it('joins lists with commas, drops nulls and empties, and names the user’s zone', () => {
    const params = widgetSearchParams(
      { currency: ['EUR', 'GBP'], transactionStatus: [], customer: null, dateRange: 'last7Days', pageIndex: 0 },
      'Europe/Stockholm',
    )
    expect(params.toString()).toBe('currency=EUR%2CGBP&dateRange=last7Days&pageIndex=0&timeZone=Europe%2FStockholm')
  })

  it('reads a widget’s stored filters, and none from text that is not an object', () => {
    expect(storedFiltersOf({ filters: '{"dateRange":"last24Hours"}' })).toEqual({ dateRange: 'last24Hours' })
    expect(storedFiltersOf({ filters: '[1,2]' })).toEqual({})
    expect(storedFiltersOf({ filters: 'not json' })).toEqual({})
  })
})
