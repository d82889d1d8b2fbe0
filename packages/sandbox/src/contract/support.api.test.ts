import { describe, expect, it } from 'vitest'
import { PaydeckParseError } from '@paydeck/core'
import {
  commentOnTicket,
  createLabel,
  createTicket,
  deleteLabel,
  fetchLabels,
  fetchMyTickets,
  fetchTicketFeed,
  labelValueProblem,
  rearrangeLabels,
} from '@paydeck/core/support'
import { inMemoryClient as sandboxClient } from '../testing/in-memory-client'

describe('support calls', () => {
  it('creates a ticket, comments on it and reads the feed, skipping items of unknown types', async () => {
    const { paydeck } = await sandboxClient('merchant@sandbox.test')
    const id = await createTicket(paydeck.http, 'CustomerToTenant', {
      ticketCategory: 'Integration',
      subject: 'API key rejected',
      description: 'Our new key answers 401.',
      contactEmail: 'merchant@sandbox.test',
    })
    await commentOnTicket(paydeck.http, { reader: 'own', params: { id } }, 'Since this morning.')
    const feed = await fetchTicketFeed(paydeck.http, { reader: 'own', params: { id } })
    expect(feed).toEqual([expect.objectContaining({ type: 'CustomerCommentItem', content: 'Since this morning.' })])
    const page = await fetchMyTickets(paydeck.http, { ticketChannelType: 'CustomerToTenant', pageIndex: 0 })
    expect(page.data[0]).toMatchObject({ id, subject: 'API key rejected', status: 'Opened', priority: 'Medium' })
  })

  it('skips a feed item it does not know instead of failing the feed', async () => {
    const { paydeck } = await sandboxClient('merchant@sandbox.test', {
      fetch: async () =>
        Response.json({
          items: [
            { type: 'HologramItem', id: 1 },
            {
              type: 'StatusChangeFeedItem',
              id: 2,
              user: 'Elif Kaya',
              newState: 'Closed',
              timestamp: '2026-11-20T10:00:00Z',
            },
          ],
        }),
    })
    expect(
      (await fetchTicketFeed(paydeck.http, { reader: 'own', params: { id: 1 } })).map((item) => item.type),
    ).toEqual(['StatusChangeFeedItem'])
  })

  it('reports a known feed item that does not parse, instead of hiding it', async () => {
    const { paydeck } = await sandboxClient('merchant@sandbox.test', {
      fetch: async () => Response.json({ items: [{ type: 'CustomerCommentItem', id: 1, content: 'no commenter' }] }),
    })
    const failure = await fetchTicketFeed(paydeck.http, { reader: 'own', params: { id: 1 } }).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(PaydeckParseError)
    expect((failure as Error).message).toMatch(/does not understand at 0\.commenter/)
  })

  it('refuses a created ticket whose reply is not an id', async () => {
    let reply = ''
    const { paydeck } = await sandboxClient('merchant@sandbox.test', { fetch: async () => new Response(reply) })
    const ticket = { ticketCategory: 'Integration', subject: 'S', description: 'D' } as const
    for (reply of ['', 'created', '12abc', '-3', '0']) {
      await expect(createTicket(paydeck.http, 'CustomerToTenant', ticket)).rejects.toBeInstanceOf(PaydeckParseError)
    }
    reply = '42'
    expect(await createTicket(paydeck.http, 'CustomerToTenant', ticket)).toBe(42)
  })
})

describe('label calls', () => {
  it('reads the defaults, adds one, puts it first and deletes it', async () => {
    const { paydeck } = await sandboxClient('tenant@sandbox.test')
    // As the portal does: the user context tells the request rules that tenant staff's paths gain crm/.
    await paydeck.session.loadUserContext()
    const defaults = await fetchLabels(paydeck.http)
    expect(defaults.map((label) => label.value)).toEqual(['Pending', 'Done', 'In progress'])
    const escalated = await createLabel(paydeck.http, { value: 'Escalated', color: '#b3261e' })
    const ordered = await rearrangeLabels(paydeck.http, [escalated.labelId, ...defaults.map((label) => label.labelId)])
    expect(ordered[0]).toMatchObject({ value: 'Escalated', isDefault: false })
    await deleteLabel(paydeck.http, escalated.labelId)
    expect(await fetchLabels(paydeck.http)).toEqual(defaults)
  })

  it('says why a name is refused, as the form shows it', async () => {
    const { paydeck } = await sandboxClient('tenant@sandbox.test')
    // As the portal does: the user context tells the request rules that tenant staff's paths gain crm/.
    await paydeck.session.loadUserContext()
    await expect(createLabel(paydeck.http, { value: '', color: '#000000' })).rejects.toThrow(
      'This field is required and must be alphanumeric.',
    )
    expect(labelValueProblem('Pending ')).toEqual({ rule: 'labelIsDefault', params: { name: 'Pending' } })
    expect(labelValueProblem('Şikâyet 2')).toBeNull()
  })
})
