import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

const TENANT = 'tenant@sandbox.test'
const SETTINGS = 'alerts/settings/decline-pending-ratio'

describe('alerts: raised from the book over the tenant’s thresholds', () => {
  // A book large enough that its last week holds declines at any hour the test runs (2,000 payments over half a
  // year leave a tenant's live week with a score of them, sometimes none declined).
  const sandbox = createSandbox({ database: ':memory:', transactions: 12_000 })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox, 'http://localhost:4000/v1')

  it('keeps the thresholds a tenant sets, refusing a bad one under its name', async () => {
    expect(await json(TENANT, SETTINGS)).toEqual({ declineRatio: 25, pendingRatio: 20, minPayments: 10 })
    // Tenant staff's calls come with core's /crm prefix.
    expect((await call(TENANT, `crm/${SETTINGS}`)).status).toBe(200)
    const bad = await call(TENANT, SETTINGS, {
      method: 'PUT',
      body: { declineRatio: 101, pendingRatio: 2.555, minPayments: 0 },
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors).toEqual({
      declineRatio: ['Enter a percentage from 0 to 100.'],
      pendingRatio: ['Use at most two decimals.'],
      minPayments: ['Enter at least 1.'],
    })
    const saved = await json(TENANT, SETTINGS, {
      method: 'PUT',
      body: { declineRatio: 12.5, pendingRatio: 30, minPayments: 3 },
    })
    expect(saved).toEqual({ declineRatio: 12.5, pendingRatio: 30, minPayments: 3 })
    expect((await call('merchant@sandbox.test', SETTINGS)).status).toBe(403)
  })

  it('raises a decline alert for each merchant day over the threshold, with the day’s real ratio', async () => {
    await json(TENANT, SETTINGS, { method: 'PUT', body: { declineRatio: 0, pendingRatio: 100, minPayments: 1 } })
    const page = await json(TENANT, 'tenant/alerts?pageSize=100')
    const declines = page.data.filter((alert: { type: string }) => alert.type === 'DeclineRatio')
    expect(declines.length).toBeGreaterThan(0)
    for (const alert of declines) {
      const day = sandbox.db
        .prepare(
          `SELECT COUNT(*) AS payments, SUM(status IN ('Declined', 'Failed')) AS declined FROM transactions
           WHERE mode = 'Live' AND merchant_id = ? AND substr(created, 1, 10) = ? AND type IN ('Sale', 'Authorisation')`,
        )
        .get(alert.merchantId, alert.day) as { payments: number; declined: number }
      expect(alert.value).toBeCloseTo((day.declined / day.payments) * 100, 1)
    }
    // Asking again raises nothing twice.
    expect((await json(TENANT, 'tenant/alerts?pageSize=100')).count).toBe(page.count)
  })

  it('raises alerts when the thresholds change or the watch runs, never when they are read', async () => {
    const stored = () => (sandbox.db.prepare('SELECT COUNT(*) AS n FROM alerts').get() as { n: number }).n
    sandbox.db.prepare('DELETE FROM alerts').run()
    expect((await json(TENANT, 'tenant/alerts?pageSize=100')).count).toBe(0)
    expect(stored()).toBe(0)
    await json(TENANT, SETTINGS, { method: 'PUT', body: { declineRatio: 0, pendingRatio: 100, minPayments: 1 } })
    expect(stored()).toBeGreaterThan(0)
    expect((await json(TENANT, 'tenant/alerts?pageSize=100')).count).toBe(stored())
  })

  it('shows each caller its own alerts only', async () => {
    const mine = await json('merchant@sandbox.test', 'alerts?pageSize=100')
    expect(mine.data.every((alert: { merchantId: number }) => alert.merchantId === 1)).toBe(true)
    const tenants = await json(TENANT, 'tenant/alerts?pageSize=1')
    const id = tenants.data[0].id
    expect((await call('bosphorus@sandbox.test', `alerts/${id}`)).status).toBe(404)
    expect(await json('platform@sandbox.test', `platform/alerts/1/${id}`)).toMatchObject({ id, tenantId: 1 })
    expect((await call('platform@sandbox.test', `platform/alerts/2/${id}`)).status).toBe(404)
    expect((await json(TENANT, 'alerts/types')).map((type: { type: string }) => type.type)).toEqual([
      'DeclineRatio',
      'PendingRatio',
      'Velocity',
    ])
  })
})
