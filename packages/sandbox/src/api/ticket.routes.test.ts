import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

describe('support: what each side does on a ticket, and the platform side', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox)
  const MERCHANT = 'merchant@sandbox.test'
  const TENANT = 'tenant@sandbox.test'
  const PLATFORM = 'platform@sandbox.test'

  const newMerchantTicket = async (references: unknown[] = []) =>
    Number(
      await (
        await call(MERCHANT, 'support/ticket?ticketChannelType=CustomerToTenant', {
          body: { ticketCategory: 'Processing', subject: 'Chargeback', description: 'Order disputed.', references },
        })
      ).text(),
    )

  it('finds a merchant its own transactions by external id, and staff their merchants’', async () => {
    const own = await json(MERCHANT, 'api/transactions/searchKey?searchKey=ORD-1')
    expect(own.count).toBeGreaterThan(100)
    expect(new Set(own.data.map((t: { merchantId: number }) => t.merchantId))).toEqual(new Set([1]))
    const first = own.data[0] as { externalId: string; amount: number; currency: string }
    expect(['EUR', 'GBP', 'USD', 'SEK']).toContain(first.currency)
    expect(Number.isInteger(first.amount)).toBe(true)
    const exact = await json(MERCHANT, `api/transactions/searchKey?searchKey=${first.externalId}`)
    expect(exact.data.map((t: { externalId: string }) => t.externalId)).toContain(first.externalId)
    const tenant = await json(TENANT, 'api/crm/transactions/searchKey?searchKey=ORD&PageSize=50')
    expect(tenant.data).toHaveLength(50)
    expect(new Set(tenant.data.map((t: { merchantId: number }) => t.merchantId)).size).toBeGreaterThan(1)
    expect((await call(PLATFORM, 'api/crm/transactions/searchKey?searchKey=ORD')).status).toBe(400)
  })

  it('takes references the ticket’s merchant owns, and customers from staff only', async () => {
    const otherMerchants = await json('sandbox-merchant@sandbox.test', 'api/transactions/searchKey?searchKey=ORD')
    const foreign = String(otherMerchants.data[0].id)
    const refused = await call(MERCHANT, 'support/ticket?ticketChannelType=CustomerToTenant', {
      body: {
        ticketCategory: 'Processing',
        subject: 'x',
        description: 'y',
        references: [{ key: 'transaction', value: foreign }],
      },
    })
    expect(refused.status).toBe(400)
    expect((await refused.json()).errors.references[0]).toBe(`There is no transaction ${foreign}.`)
    const id = await newMerchantTicket([
      { key: 'transaction', value: '1' },
      { key: 'createdOn', value: 'https://portal.example/merchant/support' },
    ])
    expect(
      (
        await call(MERCHANT, `support/ticket/${id}/references`, {
          body: { references: [{ key: 'customer', value: '1' }] },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call(TENANT, `crm/support/ticket/1/${id}/references`, {
          body: { references: [{ key: 'customer', value: '1' }] },
        })
      ).status,
    ).toBe(204)
    const ticket = await json(MERCHANT, `support/ticket/${id}`)
    expect(ticket.references.map((r: { key: string }) => r.key)).toEqual(['transaction', 'createdOn', 'customer'])
    // A transaction is named by its order reference, as the merchant knows it.
    const { external_id } = sandbox.db.prepare('SELECT external_id FROM transactions WHERE id = 1').get() as {
      external_id: string
    }
    expect(ticket.references[0]).toEqual({ key: 'transaction', value: '1', label: external_id })
    const feed = await json(MERCHANT, `support/ticket/${id}/feed`)
    expect(feed.items.at(-1)).toMatchObject({ type: 'ReferenceItem', creator: 'Elif Kaya' })
  })

  it('lets the answering side assign to its own staff, and labels apart per organisation', async () => {
    const id = await newMerchantTicket()
    const path = `crm/support/ticket/1/${id}`
    // Merchants have no assign call: the path is no call of the contract.
    expect(
      (await call(MERCHANT, `support/ticket/${id}/assign`, { body: { assignee: 'agent@sandbox.test' } })).status,
    ).toBe(404)
    expect((await call(TENANT, `${path}/assign`, { body: { assignee: 'platform@sandbox.test' } })).status).toBe(400)
    expect((await call(TENANT, `${path}/assign`, { body: { assignee: 'agent@sandbox.test' } })).status).toBe(204)
    const assigned = await json(
      TENANT,
      `crm/support/ticket/my?ticketChannelType=CustomerToTenant&assignee=agent@sandbox.test`,
    )
    expect(assigned.data.map((t: { id: number }) => t.id)).toContain(id)
    const tenantLabels = (await json(TENANT, 'crm/support/labels')) as { labelId: number; value: string }[]
    const done = tenantLabels.find((label) => label.value === 'Done')!
    await call(TENANT, `${path}/set-support-label/${done.labelId}`, { method: 'POST' })
    expect((await json(TENANT, `crm/support/ticket/${id}`)).labelId).toBe(done.labelId)
    expect((await json(MERCHANT, `support/ticket/${id}`)).labelId).toBeNull()
    const merchantLabels = (await json(MERCHANT, 'support/labels')) as { labelId: number }[]
    expect(
      (await call(TENANT, `${path}/set-support-label/${merchantLabels[0]!.labelId}`, { method: 'POST' })).status,
    ).toBe(404)
    const labelled = await json(
      TENANT,
      `crm/support/ticket/my?ticketChannelType=CustomerToTenant&labelId=${done.labelId}`,
    )
    expect(labelled.data.map((t: { id: number }) => t.id)).toEqual([id])
  })

  it('exports the thread as CSV, internal comments only when asked', async () => {
    const id = await newMerchantTicket()
    const path = `crm/support/ticket/1/${id}`
    await call(TENANT, `${path}/comment`, { body: { content: 'Only for us', isInternal: true } })
    await call(TENANT, `${path}/comment`, { body: { content: 'Looking, "today"' } })
    const plain = await (await call(TENANT, `${path}/feed/exportcsv?includeInternal=false`)).text()
    expect(plain).toContain('"Looking, ""today"""')
    expect(plain).not.toContain('Only for us')
    const all = await call(TENANT, `${path}/feed/exportcsv?includeInternal=true`)
    expect(all.headers.get('Content-Disposition')).toMatch(/ticket-\d+-\d{8}T\d{6}\.csv/)
    expect(await all.text()).toContain('Only for us')
    expect(
      await (await call(MERCHANT, `support/ticket/${id}/feed/exportcsv?includeInternal=true`)).text(),
    ).not.toContain('Only for us')
  })

  it('escalates a merchant’s ticket to the platform once, where platform staff scope and record it', async () => {
    const id = await newMerchantTicket()
    const escalate = () =>
      call(TENANT, `crm/support/ticket/1/${id}/escalate`, {
        body: { ticketCategory: 'Processing', subject: 'Chargeback (escalated)', description: 'Acquirer needed.' },
      })
    const reply = await escalate()
    const platformId = Number(await reply.text())
    expect((await escalate()).status).toBe(409)
    expect((await json(TENANT, `crm/support/ticket/${id}`)).escalatedTo).toBe(platformId)
    const path = `support/1/ticket/${platformId}`
    expect((await call(PLATFORM, `support/2/ticket/${platformId}/scoping-status`)).status).toBe(404)
    expect((await call(TENANT, `crm/support/ticket/${platformId}/scoping`, { body: {} })).status).toBe(404)
    await call(PLATFORM, `${path}/scoping`, { body: {} })
    expect(await json(PLATFORM, `${path}/scoping-status`)).toEqual({ scopingStatus: true })
    await new Promise((resolve) => setTimeout(resolve, 1_600))
    expect(await json(PLATFORM, `${path}/scoping-status`)).toEqual({ scopingStatus: false })
    expect((await call(PLATFORM, `${path}/jira-ticket`, { body: { jiraTicket: 'not a key' } })).status).toBe(400)
    await call(PLATFORM, `${path}/jira-ticket`, { body: { jiraTicket: 'SUP-481' } })
    await call(PLATFORM, `${path}/billable`, { body: { note: 'Outside the support plan' } })
    await call(PLATFORM, `${path}/response-time`, { body: { responseDateTime: '2026-11-20T10:00:00Z' } })
    const ticket = await json(PLATFORM, `support/ticket/${platformId}`)
    expect(ticket.platform).toEqual({
      scoped: true,
      billable: true,
      billingNote: 'Outside the support plan',
      jiraTicket: 'SUP-481',
      initialRequestDateTime: null,
      responseDateTime: '2026-11-20T10:00:00.000Z',
      resolutionDateTime: null,
    })
    expect((await json(TENANT, `crm/support/ticket/${platformId}`)).platform).toBeUndefined()
    const csv = await (await call(PLATFORM, 'support/ticket/export?tenants=[1]')).text()
    expect(csv.split('\n')[0]).toBe('id,tenant,subject,category,priority,status,assignee,created,jiraTicket,billable')
    expect(csv).toContain(`${platformId},Northwind Payments,Chargeback (escalated)`)
  })

  it('lets platform staff open a ticket for a tenant with its contacts, and look the tenant up', async () => {
    const tenants = await json(PLATFORM, 'tenants?pageIndex=0&pageSize=100')
    expect(tenants.count).toBeGreaterThanOrEqual(2)
    const users = await json(PLATFORM, 'tenants/1/users?pageIndex=0&pageSize=50')
    expect(users.data.map((u: { email: string }) => u.email)).toContain('agent@sandbox.test')
    expect((await call(TENANT, 'crm/tenants/2/users')).status).toBe(403)
    expect((await call(MERCHANT, 'tenants')).status).toBe(403)
    expect(await json(TENANT, 'crm/tenants/mydetails')).toMatchObject({ id: 1, name: 'Northwind Payments' })
    const id = Number(
      await (
        await call(PLATFORM, 'support/2/ticket', {
          body: {
            ticketCategory: 'Operational',
            subject: 'Scheduled maintenance',
            description: 'Card processing pauses on Sunday 02:00–02:30 UTC.',
            contactEmails: ['bosphorus@sandbox.test'],
          },
        })
      ).text(),
    )
    const listed = await json(PLATFORM, 'support/ticket?tenantId=2&pageIndex=0&pageSize=10')
    expect(listed.data.map((t: { id: number }) => t.id)).toContain(id)
    expect((await json('bosphorus@sandbox.test', `crm/support/ticket/${id}`)).contactEmails).toEqual([
      'bosphorus@sandbox.test',
    ])
    expect((await call(TENANT, `crm/support/ticket/${id}`)).status).toBe(404)
  })
})
