import { describe, expect, it } from 'vitest'
import { rangeOf } from './date-presets'
import { toTransactionQuery } from './lookup-search'
import { filtersFromQueryString, filtersToQueryString, lookupSearchSchema } from './search-schema'

const now = new Date('2026-03-29T09:30:00Z')

describe('date presets', () => {
  it('run from midnight to midnight in the user’s zone, not the browser’s', () => {
    const { from, to } = rangeOf('today', 'Europe/Istanbul', now)
    expect([from.toISOString(), to.toISOString()]).toEqual(['2026-03-28T21:00:00.000Z', '2026-03-29T21:00:00.000Z'])
  })
  it('count the last 7 days as today and the six before, across a change to summer time', () => {
    // Stockholm moved its clocks on 29 March 2026: the range starts at a winter midnight and ends at a summer one.
    const { from, to } = rangeOf('last7', 'Europe/Stockholm', now)
    expect([from.toISOString(), to.toISOString()]).toEqual(['2026-03-22T23:00:00.000Z', '2026-03-29T22:00:00.000Z'])
  })
  it('give last month from its first day to this month’s first, the year turning', () => {
    const { from, to } = rangeOf('lastMonth', 'UTC', new Date('2026-01-15T12:00:00Z'))
    expect([from.toISOString(), to.toISOString()]).toEqual(['2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'])
  })
})

describe('the lookup’s search', () => {
  it('drops values that are not what a lookup holds instead of failing', () => {
    const search = lookupSearchSchema.parse({ range: 'forever', page: -2, size: 20, sort: 'secret', q: 'ORD-1' })
    expect(search).toMatchObject({ range: undefined, page: undefined, size: 20, sort: undefined, q: 'ORD-1' })
  })

  it('asks the API for known statuses only, amounts in the chosen currency’s minor units, dates resolved', () => {
    const query = toTransactionQuery(
      { status: 'Captured,Stolen', currency: 'JPY', min: '1500', max: '2000,5', q: '  4242 ' },
      { timeZone: 'UTC', now },
    )
    expect(query).toMatchObject({
      status: ['Captured'],
      amountFrom: 1500,
      amountTo: 2001,
      searchKey: '4242',
      from: '2026-03-23T00:00:00.000Z',
      to: '2026-03-30T00:00:00.000Z',
      PageIndex: 0,
      PageSize: 20,
    })
    expect(toTransactionQuery({ min: '10.5' }, { timeZone: 'UTC', now }).amountFrom).toBe(1050)
  })

  it('leaves out a typed amount that is not one, and keeps a fixed customer whatever the merchant filter says', () => {
    const query = toTransactionQuery({ min: '12abc', merchant: '4,5' }, { timeZone: 'UTC', now, merchantId: 9 })
    expect(query.amountFrom).toBeUndefined()
    expect(query.merchantId).toEqual([9])
  })

  it('keeps filters, not paging or the open transaction, in a saved view’s query', () => {
    const text = filtersToQueryString({ status: 'Declined', range: 'last30', page: 4, tx: 12, view: 3 })
    expect(text).toBe('range=last30&status=Declined')
    expect(filtersFromQueryString(text)).toMatchObject({ range: 'last30', status: 'Declined' })
  })
})
