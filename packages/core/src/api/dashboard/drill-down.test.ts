import { describe, expect, it } from 'vitest'
import { drillDownOf } from './drill-down'

const widget = (source: string, filters: Record<string, unknown> = {}) => ({
  filters: JSON.stringify(filters),
  data: {
    configuration: { widgetType: 'CHART_WIDGET' as const, description: '', isLast24Hours: false },
    dataSourceEndpoint: `reporting/api/v2/dashboard/data/${source}`,
    dataSourceMoreDataEndpoint: null,
    dataSourceEndpointId: source,
    dataSourceType: source,
  },
})
const now = Date.parse('2026-11-24T10:30:00Z')

describe('drillDownOf', () => {
  it('opens the whole figure on the widget period (the last 30 days, today included) and filters', () => {
    expect(
      drillDownOf(widget('transactions-count', { currency: ['EUR', 'TRY'] }), null, { now, timeZone: 'UTC' }),
    ).toEqual({
      from: '2026-10-26T00:00:00.000Z',
      to: '2026-11-25T00:00:00.000Z',
      type: 'Sale,Authorisation',
      currency: 'EUR,TRY',
    })
  })

  it('narrows to the slice clicked', () => {
    expect(
      drillDownOf(widget('transactions-by-status'), { status: 'Declined', count: 3 }, { now, timeZone: 'UTC' }),
    ).toMatchObject({
      status: 'Declined',
    })
    expect(
      drillDownOf(
        widget('transactions-by-customer'),
        { customer: 'Anatolia', customerId: 7 },
        { now, timeZone: 'UTC' },
      ),
    ).toMatchObject({ merchant: '7' })
  })

  it('narrows to the hour clicked, read in the zone the widget was asked in', () => {
    const hourly = widget('transactions-by-date', { dateRange: 'last24Hours' })
    // Istanbul: three hours east of UTC.
    expect(drillDownOf(hourly, { date: '2026-11-24T09:00' }, { now, timeZone: 'Europe/Istanbul' })).toMatchObject({
      from: '2026-11-24T06:00:00.000Z',
      to: '2026-11-24T07:00:00.000Z',
    })
  })

  it('opens a day of 25 hours whole, where the clocks go back', () => {
    const daily = widget('transactions-by-date', { startDate: '2026-10-01T00:00:00Z', endDate: '2026-11-01T00:00:00Z' })
    expect(drillDownOf(daily, { date: '2026-10-25' }, { now, timeZone: 'Europe/London' })).toMatchObject({
      from: '2026-10-24T23:00:00.000Z',
      to: '2026-10-26T00:00:00.000Z',
    })
  })

  it('opens the first day of the last 7 days whole: the period is whole days of the zone', () => {
    const daily = widget('transactions-by-date', { dateRange: 'last7Days' })
    expect(drillDownOf(daily, { date: '2026-11-18' }, { now, timeZone: 'Europe/Istanbul' })).toMatchObject({
      from: '2026-11-17T21:00:00.000Z',
      to: '2026-11-18T21:00:00.000Z',
    })
  })

  it('has nothing to open for a source the lookup cannot narrow to', () => {
    expect(drillDownOf(widget('volume-by-country'), { country: 'TR' }, { now, timeZone: 'UTC' })).toBeNull()
    expect(
      drillDownOf(widget('transactions-by-service-provider'), { serviceProvider: 'Acme' }, { now, timeZone: 'UTC' }),
    ).toBeNull()
  })
})
