import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

const TENANT = 'tenant@sandbox.test'
// Tenant staff's calls come with core's /crm prefix.
const SETTINGS = 'crm/alerts/settings/decline-pending-ratio'

describe('alerts: raised from the book over the tenant’s thresholds', () => {
  // A book large enough that its last week holds declines at any hour the test runs (2,000 payments over half a
  // year leave a tenant's live week with a score of them, sometimes none declined).
  const sandbox = createSandbox({ database: ':memory:', transactions: 12_000 })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox, 'http://localhost:4000/v1')
  const reporting = apiCaller(sandbox, 'http://localhost:4000/reporting')
  /** The tenant's alerts as they read them: the alerts report over the last week. */
  const tenantAlerts = async (email = TENANT) => {
    const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const from = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10)
    const page = await reporting.json(email, 'report-v2/reports/alerts/results', {
      body: { filters: { from: `${from}T00:00:00.000Z`, to: `${to}T00:00:00.000Z` }, pageSize: 100, pageIndex: 0 },
    })
    return page as { count: number; data: { type: string; merchant: string }[] }
  }
  /** The alerts stored for the tenant, with what each was raised from. */
  const storedAlerts = (tenantId = 1) =>
    sandbox.db
      .prepare('SELECT merchant_id AS merchantId, window_start AS day, type, value FROM alerts WHERE tenant_id = ?')
      .all(tenantId) as { merchantId: number; day: string; type: string; value: number }[]

  it('keeps the thresholds a tenant sets, refusing a bad one under its name', async () => {
    expect(await json(TENANT, SETTINGS)).toEqual({ declineRatio: 25, pendingRatio: 20, minPayments: 10 })
    const bad = await call(TENANT, SETTINGS, {
      method: 'PUT',
      body: { declineRatio: 101, pendingRatio: 2.555, minPayments: 0 },
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors).toEqual({
      declineRatio: ['Enter a percentage from 0 to 100 with at most two decimals.'],
      pendingRatio: ['Enter a percentage from 0 to 100 with at most two decimals.'],
      minPayments: ['Enter a whole number of payments from 1 to 100,000.'],
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
    const raised = storedAlerts()
    const declines = raised.filter((alert) => alert.type === 'DeclineRatio')
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
    // Saving the same thresholds again raises nothing twice.
    await json(TENANT, SETTINGS, { method: 'PUT', body: { declineRatio: 0, pendingRatio: 100, minPayments: 1 } })
    expect(storedAlerts().length).toBe(raised.length)
  })

  it('raises alerts when the thresholds change or the watch runs, never when they are read', async () => {
    const stored = () => (sandbox.db.prepare('SELECT COUNT(*) AS n FROM alerts').get() as { n: number }).n
    sandbox.db.prepare('DELETE FROM alerts').run()
    expect((await tenantAlerts()).count).toBe(0)
    expect(stored()).toBe(0)
    await json(TENANT, SETTINGS, { method: 'PUT', body: { declineRatio: 0, pendingRatio: 100, minPayments: 1 } })
    expect(stored()).toBeGreaterThan(0)
    expect((await tenantAlerts()).count).toBe(stored())
  })

  it('shows each tenant its own alerts only', async () => {
    const names = (tenantId: number) =>
      new Set(
        (
          sandbox.db.prepare('SELECT legal_business_name AS name FROM merchants WHERE tenant_id = ?').all(tenantId) as {
            name: string
          }[]
        ).map((merchant) => merchant.name),
      )
    const mine = await tenantAlerts()
    expect(mine.data.length).toBeGreaterThan(0)
    expect(mine.data.every((alert) => names(1).has(alert.merchant))).toBe(true)
    const theirs = await tenantAlerts('bosphorus@sandbox.test')
    expect(theirs.data.every((alert) => names(2).has(alert.merchant))).toBe(true)
  })
})
