import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

describe('support tickets: the channel rules and the notifications they raise', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call, json } = apiCaller(sandbox)
  const notifications = async (email: string) =>
    (
      (await json(email, 'api/in-app-notifications?pageIndex=0&pageSize=100')) as {
        data: { title: string; objectUrl: string }[]
      }
    ).data

  it('lists each side its own tickets, seeded with their conversations', async () => {
    const mine = (await json('merchant@sandbox.test', 'support/ticket/my?ticketChannelType=CustomerToTenant')) as {
      count: number
      data: { subject: string; unreadComments: number }[]
    }
    expect(mine.data.map((ticket) => ticket.subject)).toEqual([
      'Refund not received by the cardholder',
      'Webhook signature fails after key rotation',
      expect.stringMatching(/^Customer says order ORD-\d+ did not arrive$/),
    ])
    expect((await json('harbor-merchant@sandbox.test', 'support/ticket/my')).count).toBe(0)
    const toPlatform = await json('tenant@sandbox.test', 'crm/support/ticket/my?ticketChannelType=TenantToPlatform')
    expect(toPlatform.data.map((ticket: { subject: string }) => ticket.subject)).toEqual([
      'Settlement file missing for 19 November',
    ])
  })

  it('keeps internal comments with their side and tells the other side of a public one', async () => {
    const id = Number(
      await (
        await call('merchant@sandbox.test', 'support/ticket?ticketChannelType=CustomerToTenant', {
          method: 'POST',
          body: { ticketCategory: 'Processing', subject: 'Payout delayed', description: 'Friday payout missing.' },
        })
      ).text(),
    )
    expect(id).toBeGreaterThan(0)
    const tenantPath = `crm/support/ticket/1/${id}`
    await call('tenant@sandbox.test', `${tenantPath}/comment`, {
      method: 'POST',
      body: { content: 'Checking with the bank', isInternal: true },
    })
    await call('tenant@sandbox.test', `${tenantPath}/comment`, {
      method: 'POST',
      body: { content: 'It leaves today.' },
    })
    const merchantFeed = (await json('merchant@sandbox.test', `support/ticket/${id}/feed`)) as {
      items: { type: string; content: string; isUnread: boolean }[]
    }
    expect(merchantFeed.items).toEqual([
      expect.objectContaining({ type: 'TenantCommentItem', content: 'It leaves today.', isUnread: true }),
    ])
    const tenantFeed = (await json('tenant@sandbox.test', `${tenantPath}/feed`)) as { items: { type: string }[] }
    expect(tenantFeed.items.map((item) => item.type)).toEqual(['TenantInternalCommentItem', 'TenantCommentItem'])
    expect((await notifications('merchant@sandbox.test'))[0]).toMatchObject({
      title: `New comment on ticket #${id}`,
      objectUrl: `/merchant/support-tickets?ticket=${id}`,
    })
    await call('merchant@sandbox.test', `support/ticket/${id}/feed/mark-comments-as-read`, { method: 'POST' })
    expect((await json('merchant@sandbox.test', `support/ticket/${id}`)).unreadComments).toBe(0)

    expect((await call('tenant@sandbox.test', `${tenantPath}/close`, { method: 'POST' })).status).toBe(204)
    expect((await call('tenant@sandbox.test', `${tenantPath}/close`, { method: 'POST' })).status).toBe(409)
    expect((await notifications('merchant@sandbox.test'))[0]).toMatchObject({ title: `Ticket #${id} was closed` })
    expect((await call('sandbox-merchant@sandbox.test', `support/ticket/${id}`)).status).toBe(404)
  })

  it("tells the tenant's support staff of a merchant's new ticket, and only them", async () => {
    const body = { ticketCategory: 'Processing', subject: 'Payouts stopped on Monday', description: 'Since Monday.' }
    const response = await call('merchant@sandbox.test', 'support/ticket', { method: 'POST', body })
    const id = Number(await response.text())
    const heard = async (email: string) => (await notifications(email)).find((item) => item.title.includes(`#${id}`))
    expect(await heard('tenant@sandbox.test')).toMatchObject({
      title: `New ticket #${id} from Acme Coffee Ltd`,
      description: 'Payouts stopped on Monday',
      objectUrl: `/tenant/support-tickets?ticket=${id}`,
    })
    expect(await heard('agent@sandbox.test')).toBeDefined()
    expect(await heard('merchant@sandbox.test')).toBeUndefined()
    expect(await heard('platform@sandbox.test')).toBeUndefined()
  })

  it('asks for a category, a subject and a description', async () => {
    const response = await call('merchant@sandbox.test', 'support/ticket', { method: 'POST', body: { subject: ' ' } })
    expect(response.status).toBe(400)
    expect(Object.keys((await response.json()).errors)).toEqual(['ticketCategory', 'subject', 'description'])
  })
})
