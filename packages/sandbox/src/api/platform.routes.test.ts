import { afterAll, describe, expect, it } from 'vitest'
import type { ReferenceItem, TenantOverview } from '@paydeck/core/administration'
import type { TotalCountPage } from '@paydeck/core'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

describe('tenant management and the reference lists', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const api = apiCaller(sandbox)

  it('gives platform staff every tenant, and one tenant’s figures from the book', async () => {
    const page = await api.json('platform@sandbox.test', 'tenant-management/tenants?pageIndex=0&pageSize=20')
    expect(page.totalCount).toBe(4)
    expect(page.data[0]).toMatchObject({ name: 'Northwind Payments', isDefault: true, baseCurrency: 'EUR' })
    const overview = (await api.json('platform@sandbox.test', 'tenant-management/tenants/2')) as TenantOverview
    const merchants = sandbox.db.prepare('SELECT COUNT(*) AS n FROM merchants WHERE tenant_id = 2').get() as {
      n: number
    }
    expect(overview.merchantsByProcessing.reduce((sum, group) => sum + group.count, 0)).toBe(merchants.n)
    expect(overview).toMatchObject({ name: 'Bosphorus Pay', baseCurrency: 'TRY', pricebooks: 2, pipelines: 2 })
    expect((await api.call('tenant@sandbox.test', 'tenant-management/tenants')).status).toBe(403)
  })

  it('searches and pages a reference list in the server', async () => {
    const found = (await api.json(
      'tenant@sandbox.test',
      'crm/settings/reference/currencies?search=yen&pageIndex=0&pageSize=5',
    )) as TotalCountPage<ReferenceItem>
    expect(found.data.map((currency) => [currency.code, currency.decimalPlaces])).toEqual([['JPY', 0]])
    const countries = (await api.json(
      'tenant@sandbox.test',
      'crm/settings/reference/countries?pageIndex=1&pageSize=10',
    )) as TotalCountPage<ReferenceItem>
    expect(countries.data).toHaveLength(10)
    expect(countries.totalCount).toBeGreaterThan(20)
    expect((await api.call('merchant@sandbox.test', 'settings/reference/countries')).status).toBe(403)
  })
})
