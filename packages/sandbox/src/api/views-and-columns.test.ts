import { afterAll, describe, expect, it } from 'vitest'
import { reportColumnsSchema } from '@paydeck/core/reports'
import { TRANSACTION_LOOKUP_REPORT_ID, transactionColumns } from '@paydeck/core/transactions'
import { savedViewSchema } from '@paydeck/core/transaction-activity'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

const sandbox = createSandbox({ database: ':memory:', transactions: 100 })
afterAll(() => sandbox.close())
const api = apiCaller(sandbox)
const reporting = apiCaller(sandbox, 'http://localhost:4000/reporting')
const COLUMNS = `report-v2/columns/user-tenant?reportId=${TRANSACTION_LOOKUP_REPORT_ID}`

describe('report columns per user', () => {
  it('starts from the defaults, keeps a user’s own order for that user only, and resets', async () => {
    const defaults = reportColumnsSchema.parse(await reporting.json('tenant@sandbox.test', COLUMNS))
    expect(defaults.custom).toBe(false)
    expect(defaults.items.filter((c) => c.visible).map((c) => c.name)).toEqual(
      transactionColumns.filter((c) => c.defaultVisible).map((c) => c.name),
    )
    const reordered = [...defaults.items].reverse().map((c) => ({ ...c, visible: c.name !== 'card' }))
    const saved = await reporting.call('tenant@sandbox.test', 'report-v2/columns/user-tenant', {
      method: 'PUT',
      body: { reportId: TRANSACTION_LOOKUP_REPORT_ID, items: reordered },
    })
    expect(saved.status).toBe(200)
    expect(reportColumnsSchema.parse(await reporting.json('tenant@sandbox.test', COLUMNS)).items).toEqual(reordered)
    expect(reportColumnsSchema.parse(await reporting.json('merchant@sandbox.test', COLUMNS)).custom).toBe(false)
    const reset = reportColumnsSchema.parse(await reporting.json('tenant@sandbox.test', COLUMNS, { method: 'DELETE' }))
    expect(reset).toEqual(defaults)
  })

  it('refuses columns that are not the report’s, and an unknown report', async () => {
    const missing = await reporting.call('tenant@sandbox.test', 'report-v2/columns/user-tenant', {
      method: 'PUT',
      body: { reportId: TRANSACTION_LOOKUP_REPORT_ID, items: [{ name: 'amount', visible: true }] },
    })
    expect(missing.status).toBe(400)
    expect((await missing.json()).errors.items[0]).toMatch(/^Send every column of transaction-lookup once/)
    expect((await reporting.call('tenant@sandbox.test', 'report-v2/columns/user-tenant?reportId=nope')).status).toBe(
      404,
    )
  })
})

describe('saved views', () => {
  const view = (name: string, shared = false) => ({
    name,
    query: 'status=Declined&from=2026-11-01T00:00:00Z',
    columns: ['created', 'amount'],
    shared,
  })

  it('keeps as many as a user wants, each name once, in name order', async () => {
    for (let index = 1; index <= 7; index++)
      expect(
        (await api.call('merchant@sandbox.test', 'api/transactions/views', { body: view(`Declines ${index}`) })).status,
      ).toBe(201)
    const taken = await api.call('merchant@sandbox.test', 'api/transactions/views', { body: view('declines 3') })
    expect(taken.status).toBe(409)
    expect((await taken.json()).detail).toBe('You already have a view named declines 3.')
    const { data } = (await api.json('merchant@sandbox.test', 'api/transactions/views')) as { data: unknown[] }
    expect(data.map((item) => savedViewSchema.parse(item).name)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => `Declines ${n}`),
    )
    const blank = await api.call('merchant@sandbox.test', 'api/transactions/views', { body: view('  ') })
    expect((await blank.json()).errors.name).toEqual(['Name is required.'])
  })

  it('shares a view with colleagues of the organisation only, who may read but not change it', async () => {
    // The support agent, a colleague at Northwind, is given the lookup for this.
    sandbox.db.prepare("INSERT INTO role_permissions (role_id, permission) VALUES (3, 'CRM.Transaction.View')").run()
    const created = savedViewSchema.parse(
      await api.json('tenant@sandbox.test', 'api/crm/transactions/views', { body: view('High risk, this week', true) }),
    )
    const colleague = savedViewSchema.parse(
      await api.json('agent@sandbox.test', `api/crm/transactions/views/${created.id}`),
    )
    expect(colleague).toMatchObject({ name: 'High risk, this week', mine: false, owner: 'Elif Kaya' })
    expect((await api.call('bosphorus@sandbox.test', `api/crm/transactions/views/${created.id}`)).status).toBe(404)
    expect(
      (await api.call('agent@sandbox.test', `api/crm/transactions/views/${created.id}`, { method: 'DELETE' })).status,
    ).toBe(403)
    const unshared = savedViewSchema.parse(
      await api.json('tenant@sandbox.test', `api/crm/transactions/views/${created.id}`, {
        method: 'PUT',
        body: view('High risk, this week'),
      }),
    )
    expect(unshared.shared).toBe(false)
    expect((await api.call('agent@sandbox.test', `api/crm/transactions/views/${created.id}`)).status).toBe(404)
  })
})
