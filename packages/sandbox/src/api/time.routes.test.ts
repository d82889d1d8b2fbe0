import { afterAll, describe, expect, it } from 'vitest'
import { addDays, dayIn, hourIn, periodIn, wallClockIn } from '@paydeck/core/time'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

// The time model applied: a daily report's days are the zone's own days, so each day holds exactly the rows the
// lookup finds between that day's first and last instant, in zones with DST and with 30- and 45-minute offsets.

const TENANT = 'tenant@sandbox.test'
const live = { Mode: 'Live' }
const zones = [
  'Europe/London',
  'America/New_York',
  'Australia/Sydney',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
]

describe('days of a zone, in the reports and the lookup alike', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const api = apiCaller(sandbox)
  const reporting = apiCaller(sandbox, 'http://localhost:4000/reporting')

  /** Days of the zone whose first hour holds a payment: where a day cut at the wrong instant shows. */
  const edgeDays = (timeZone: string) => {
    const rows = sandbox.db
      .prepare(
        "SELECT created, currency FROM transactions WHERE tenant_id = 1 AND mode = 'Live' AND type = 'Sale' AND created > ?",
      )
      .all(new Date(Date.now() - 150 * 86_400_000).toISOString()) as { created: string; currency: string }[]
    return (
      rows
        // The hours either side of the zone's midnight (a small book has none in the first hour of some zones).
        .filter((row) => ['23', '00', '01'].includes(wallClockIn(row.created, timeZone).slice(11, 13)))
        .slice(0, 4)
        .map((row) => ({ date: dayIn(Date.parse(row.created), timeZone), currency: row.currency }))
    )
  }

  /** A day of the daily report, in one currency, against the lookup's figures between that day's instants. */
  const expectReportDay = async (timeZone: string, date: string, currency: string) => {
    const report = (await (
      await reporting.call(TENANT, 'report-v2/reports/transactions-daily/results', {
        body: { filters: { from: date, to: date, currency: [currency] }, pageSize: 100, timeZone },
        headers: live,
      })
    ).json()) as { data: { day: string; count: number; volume: number; refunded: number; net: number }[] }
    const { start, end } = periodIn(date, date, timeZone)
    const range = `from=${new Date(start).toISOString()}&to=${new Date(end).toISOString()}`
    const totals = (await api.json(TENANT, `api/crm/transactions/totals?currency=${currency}&${range}`, {
      headers: live,
    })) as { volumes: { gross: number; refunded: number; net: number }[] }
    const payments = (await api.json(
      TENANT,
      `api/crm/transactions?currency=${currency}&type=Sale,Authorisation&PageSize=1&${range}`,
      { headers: live },
    )) as { count: number }
    // A day without payments has no row in the report; the lookup may still list the currency (a payout's).
    const [row = { count: 0, volume: 0, refunded: 0, net: 0 }] = report.data
    const [lookup = { gross: 0, refunded: 0, net: 0 }] = totals.volumes
    expect({ date, payments: row.count, gross: row.volume, refunded: row.refunded, net: row.net }).toEqual({
      date,
      payments: payments.count,
      gross: lookup.gross,
      refunded: lookup.refunded,
      net: lookup.net,
    })
  }

  it.each(zones)('in %s a day of the daily report is the lookup’s figures of that day', async (timeZone) => {
    const days = edgeDays(timeZone)
    expect(days.length).toBeGreaterThan(0)
    for (const { date, currency } of days) await expectReportDay(timeZone, date, currency)
  })

  /** The dashboard's hours of a day, each against the lookup's payments of that hour, and together the day's. */
  const expectDashboardHours = async (timeZone: string, date: string) => {
    const { start, end } = periodIn(date, date, timeZone)
    const range = (from: number, to: number) => `from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`
    const answer = await reporting.call(
      TENANT,
      `api/v2/dashboard/data/transactions-by-date?timeZone=${timeZone}&startDate=${new Date(start).toISOString()}&endDate=${new Date(end).toISOString()}`,
      { headers: { ...live, endpointId: 'transactions-by-date' } },
    )
    const hours = ((await answer.json()) as { data: { date: string; count: number }[] }).data
    // One row per hour the day's clock reads (23 where it skips one; the hour it reads twice is one row of two hours),
    // and together they cover the day with no gap and no overlap.
    const periods = hours.map((row) => hourIn(row.date, timeZone))
    expect(periods[0]?.start).toBe(start)
    periods.forEach((period, index) => expect(period.end).toBe(periods[index + 1]?.start ?? end))
    let counted = 0
    for (const hour of hours.filter((row) => row.count > 0)) {
      const period = hourIn(hour.date, timeZone)
      const page = (await api.json(
        TENANT,
        `api/crm/transactions?type=Sale,Authorisation&PageSize=1&${range(period.start, period.end)}`,
        { headers: live },
      )) as { count: number }
      expect({ hour: hour.date, count: hour.count }).toEqual({ hour: hour.date, count: page.count })
      counted += hour.count
    }
    const day = (await api.json(
      TENANT,
      `api/crm/transactions?type=Sale,Authorisation&PageSize=1&${range(start, end)}`,
      {
        headers: live,
      },
    )) as { count: number }
    expect(counted).toBe(day.count)
  }

  it.each(zones)('in %s the dashboard’s hours of a day are the lookup’s payments of each hour', async (timeZone) => {
    await expectDashboardHours(timeZone, edgeDays(timeZone)[0]!.date)
  })

  it('on the days the clocks change (23 and 25 hours) the report and the dashboard count what the lookup counts', async () => {
    // Every change of the book's last months in four DST zones of both hemispheres: any 180 days hold some.
    const today = dayIn(Date.now(), 'UTC')
    const changes = ['Europe/London', 'America/New_York', 'Australia/Sydney', 'Pacific/Chatham'].flatMap((timeZone) =>
      Array.from({ length: 170 }, (_, back) => addDays(today, -back - 2))
        .filter((date) => {
          const { start, end } = periodIn(date, date, timeZone)
          return end - start !== 86_400_000
        })
        .map((date) => ({ timeZone, date })),
    )
    expect(changes.length).toBeGreaterThan(0)
    for (const { timeZone, date } of changes) {
      const { start, end } = periodIn(date, date, timeZone)
      const range = `from=${new Date(start).toISOString()}&to=${new Date(end).toISOString()}`
      const first = (await api.json(TENANT, `api/crm/transactions?type=Sale&PageSize=1&${range}`, {
        headers: live,
      })) as { data: { currency: string }[] }
      await expectReportDay(timeZone, date, first.data[0]?.currency ?? 'EUR')
      await expectDashboardHours(timeZone, date)
    }
  })
})
