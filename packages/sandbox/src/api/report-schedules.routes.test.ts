import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'
import { nextRunAfter, periodBefore, reportSchedules } from '../reports/report-schedules'

const TENANT = 'tenant@sandbox.test'
const live = { Mode: 'Live' }

describe('automated reports per customer', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox, 'http://localhost:4000/reporting')
  const api = apiCaller(sandbox)

  it('reports on the whole period before the run, and runs next in the configuration’s zone', () => {
    expect(periodBefore('2026-11-24', 'Daily')).toEqual({ from: '2026-11-23', to: '2026-11-23' })
    expect(periodBefore('2026-11-24', 'Weekly')).toEqual({ from: '2026-11-17', to: '2026-11-23' })
    expect(periodBefore('2026-12-01', 'Monthly')).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    const at = Date.parse('2026-11-24T10:00:00Z')
    expect(nextRunAfter(at, 'Daily', 'Europe/Istanbul')).toBe('2026-11-25T03:00:00.000Z')
    expect(nextRunAfter(at, 'Monthly', 'UTC')).toBe('2026-12-01T06:00:00.000Z')
    // New York springs forward at 02:00 on 8 March: the run is still at 06:00 on the clock (EDT), not 07:00.
    expect(nextRunAfter(Date.parse('2026-03-07T20:00:00Z'), 'Daily', 'America/New_York')).toBe(
      '2026-03-08T10:00:00.000Z',
    )
    expect(nextRunAfter(Date.parse('2026-01-31T12:00:00Z'), 'Monthly', 'Asia/Kathmandu')).toBe(
      '2026-02-01T00:15:00.000Z',
    )
  })

  it('saves a customer’s configuration, refuses what it may not hold, and generates it when due', async () => {
    const fresh = await json(TENANT, 'customer-configuration/1', { headers: live })
    expect(fresh).toMatchObject({ customerId: 1, saved: false, active: false })
    const options = await json(TENANT, 'customer-configuration/1/options', { headers: live })
    expect(options.reports.map((report: { id: string }) => report.id)).toContain('transactions-daily')
    expect(options.reports.map((report: { id: string }) => report.id)).not.toContain('login-history')
    const staff = options.recipients.find((user: { email: string }) => user.email === TENANT)
    const merchant = options.recipients.find((user: { email: string }) => user.email === 'merchant@sandbox.test')
    expect(options.recipients.some((user: { email: string }) => user.email === 'bosphorus@sandbox.test')).toBe(false)

    const wrong = await call(TENANT, 'customer-configuration/1', {
      body: { reportIds: ['login-history'], frequency: 'Daily', recipients: [9_999], timeZone: 'Mars/Olympus' },
      headers: live,
    })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).errors).toEqual({
      reportIds: ['These reports cannot be automated: login-history.'],
      recipients: ['Choose recipients among the customer’s users and your staff.'],
      timeZone: ['Mars/Olympus is not a time zone: name one, as Europe/London.'],
    })
    const body = {
      reportIds: ['transactions-daily', 'invoices'],
      frequency: 'Weekly',
      recipients: [staff.id, merchant.id],
      timeZone: 'Europe/London',
    }
    const created = await call(TENANT, 'customer-configuration/1', { body, headers: live })
    expect(created.status).toBe(201)
    expect(await created.json()).toMatchObject({ saved: true, active: true, updatedBy: 'Elif Kaya' })
    expect((await call(TENANT, 'customer-configuration/1', { body, headers: live })).status).toBe(409)
    // Another tenant's customer is not found; an agent without the settings permission is refused.
    expect((await call(TENANT, 'customer-configuration/3', { headers: live })).status).toBe(404)
    expect((await call('agent@sandbox.test', 'customer-configuration/1', { headers: live })).status).toBe(403)

    const schedules = reportSchedules(sandbox.db)
    expect(schedules.runDue()).toBe(0)
    expect(schedules.makeDue(1)).toBe(true)
    expect(schedules.runDue()).toBe(2)
    const bell = await api.json('merchant@sandbox.test', 'api/in-app-notifications?pageIndex=0&pageSize=1')
    const latest = bell.data[0]
    expect(latest).toMatchObject({ notificationType: 'ReportGenerated', title: '2 reports are ready' })
    const [daily] = String(latest.objectUrl).split(',')
    expect(daily).toMatch(/^transactions-daily_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}-/)
    const file = await call('merchant@sandbox.test', `reports/${daily}`)
    expect(file.status).toBe(200)
    expect((await file.text()).split('\n')[0]).toBe(
      'Day (Europe/London),Currency,Payments,Approved,Declined,Approval rate,Captured volume,Refunded,In dispute,Charged back,Net volume',
    )
    // Another user cannot download the merchant's file.
    expect((await call('agent@sandbox.test', `reports/${daily}`)).status).toBe(404)

    const paused = await json(TENANT, 'customer-configuration/1/deactivate', { method: 'POST', headers: live })
    expect(paused).toMatchObject({ active: false, nextDue: null })
    expect(schedules.makeDue(1)).toBe(false)
  })
})
