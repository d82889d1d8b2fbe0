import { afterAll, describe, expect, it } from 'vitest'
import { dayIn, instantOf, periodIn, wallClockIn } from '@paydeck/core/time'
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
    return rows
      .filter((row) => wallClockIn(row.created, timeZone).slice(11, 13) === '00')
      .slice(0, 4)
      .map((row) => ({ date: dayIn(Date.parse(row.created), timeZone), currency: row.currency }))
  }

  it.each(zones)('in %s a day of the daily report is the lookup’s figures of that day', async (timeZone) => {
    const days = edgeDays(timeZone)
    expect(days.length).toBeGreaterThan(0)
    for (const { date, currency } of days) {
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
        `api/crm/transactions/?currency=${currency}&type=Sale,Authorisation&PageSize=1&${range}`,
        { headers: live },
      )) as { count: number }
      const [row] = report.data
      const [lookup] = totals.volumes
      expect({ date, payments: row?.count, gross: row?.volume, refunded: row?.refunded, net: row?.net }).toEqual({
        date,
        payments: payments.count,
        gross: lookup?.gross,
        refunded: lookup?.refunded,
        net: lookup?.net,
      })
    }
  })

  it.each(zones)('in %s the dashboard’s hours of a day are the lookup’s payments of each hour', async (timeZone) => {
    const { date } = edgeDays(timeZone)[0]!
    const { start, end } = periodIn(date, date, timeZone)
    const range = (from: number, to: number) => `from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`
    const answer = await reporting.call(
      TENANT,
      `api/v2/dashboard/data/transactions-by-date?timeZone=${timeZone}&startDate=${new Date(start).toISOString()}&endDate=${new Date(end).toISOString()}`,
      { headers: { ...live, endpointId: 'transactions-by-date' } },
    )
    const hours = ((await answer.json()) as { data: { date: string; count: number }[] }).data
    // One row per local hour of the day: 23, 24 or 25 of them.
    expect(hours).toHaveLength((end - start) / 3_600_000)
    let counted = 0
    for (const hour of hours.filter((row) => row.count > 0)) {
      const from = instantOf(hour.date, timeZone)
      const page = (await api.json(
        TENANT,
        `api/crm/transactions/?type=Sale,Authorisation&PageSize=1&${range(from, from + 3_600_000)}`,
        { headers: live },
      )) as { count: number }
      expect({ hour: hour.date, count: hour.count }).toEqual({ hour: hour.date, count: page.count })
      counted += hour.count
    }
    const day = (await api.json(
      TENANT,
      `api/crm/transactions/?type=Sale,Authorisation&PageSize=1&${range(start, end)}`,
      {
        headers: live,
      },
    )) as { count: number }
    expect(counted).toBe(day.count)
  })
})
