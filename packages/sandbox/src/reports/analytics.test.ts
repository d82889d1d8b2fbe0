import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'
import { analyticsDays } from './analytics'
import { nextDay, startOfDayIn } from '@paydeck/core/time'
import { approvedStatuses } from '@paydeck/core/transactions'
import { sqlList } from '../db/sql-list'

const live = { Mode: 'Live' }

describe('the data-analytics figures', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox, 'http://localhost:4000/reporting')
  const analytics = (email: string, body: object, headers: Record<string, string> = live) =>
    call(email, 'report-v2/analytics', { body, headers })

  /** The book's own tally of payments between two days of a zone, by SQL (approved by the money model's set). */
  const book = (from: string, to: string, timeZone: string, extra = '') =>
    sandbox.db
      .prepare(
        `SELECT COUNT(*) AS n, SUM(status IN (${sqlList(approvedStatuses)})) AS approved
         FROM transactions WHERE mode = 'Live' AND tenant_id = 1 AND type IN ('Sale', 'Authorisation')
         AND created >= ? AND created < ? ${extra}`,
      )
      .get(
        new Date(startOfDayIn(from, timeZone)).toISOString(),
        new Date(startOfDayIn(nextDay(to), timeZone)).toISOString(),
      ) as { n: number; approved: number }

  it('counts the period and the one before it from the book, and every section adds up to the headline', async () => {
    const figures = await (
      await analytics('tenant@sandbox.test', { period: 'last-30-days', timeZone: 'Europe/Istanbul' })
    ).json()
    const expected = book(figures.from, figures.to, 'Europe/Istanbul')
    expect(figures.headline).toMatchObject({ payments: expected.n, approved: expected.approved })
    expect(figures.headline.payments).toBeGreaterThan(0)
    expect(figures.previous.payments).toBe(book(figures.previousFrom, figures.previousTo, 'Europe/Istanbul').n)
    const sum = (slices: { payments: number }[]) => slices.reduce((total, slice) => total + slice.payments, 0)
    for (const section of ['cardBrands', 'threeDs', 'countries'] as const)
      expect([section, sum(figures[section])]).toEqual([section, expected.n])
    expect(figures.countries.length).toBeLessThanOrEqual(11)
    const visa = book(figures.from, figures.to, 'Europe/Istanbul', "AND card_brand = 'Visa'")
    expect(figures.cardBrands.find((slice: { label: string }) => slice.label === 'Visa')).toMatchObject({
      payments: visa.n,
      approved: visa.approved,
    })
  })

  it('keeps a merchant to its own book, asks the platform for a tenant and refuses an unknown period', async () => {
    const tenant = await json('tenant@sandbox.test', 'report-v2/analytics', {
      body: { period: 'last-7-days' },
      headers: live,
    })
    const merchant = await json('merchant@sandbox.test', 'report-v2/analytics', {
      body: { period: 'last-7-days' },
      headers: live,
    })
    expect(merchant.headline.payments).toBeLessThan(tenant.headline.payments)
    expect((await analytics('platform@sandbox.test', { period: 'last-7-days' })).status).toBe(400)
    expect(
      (await analytics('platform@sandbox.test', { period: 'last-7-days' }, { ...live, tenantId: '1' })).status,
    ).toBe(200)
    const wrong = await analytics('tenant@sandbox.test', { period: 'forever' })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).errors.period).toEqual(['Choose one of the periods the analytics offer.'])
    expect((await analytics('agent@sandbox.test', { period: 'last-7-days' })).status).toBe(403)
  })
})

describe('analyticsDays', () => {
  const now = Date.parse('2026-03-10T23:30:00Z')
  it('reads today in the zone and compares with as many days just before', () => {
    expect(analyticsDays('last-7-days', 'UTC', now)).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
      previousFrom: '2026-02-25',
      previousTo: '2026-03-03',
    })
    // Istanbul is already on the 11th.
    expect(analyticsDays('this-month', 'Europe/Istanbul', now)).toMatchObject({ from: '2026-03-01', to: '2026-03-11' })
    expect(analyticsDays('last-month', 'UTC', now)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      previousFrom: '2026-01-04',
      previousTo: '2026-01-31',
    })
  })
})
