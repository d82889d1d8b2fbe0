import { afterAll, describe, expect, it } from 'vitest'
import { dayIn, periodIn, wallClockIn } from '@paydeck/core/time'
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
})
