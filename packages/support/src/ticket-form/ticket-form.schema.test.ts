import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { emptyTicketForm, ticketFormSchema, toNewTicket } from './ticket-form.schema'

describe('the ticket form', () => {
  const problems = (platform: boolean, values: object) =>
    z
      .safeParse(ticketFormSchema(platform), values)
      .error?.issues.map((issue) => `${String(issue.path[0])} ${issue.code}`)

  it('requires category, subject and description, and the tenant only of platform staff', () => {
    expect(problems(false, emptyTicketForm)).toEqual([
      'ticketCategory invalid_value',
      'subject too_small',
      'description too_small',
    ])
    expect(problems(true, emptyTicketForm)).toContain('tenantId too_small')
    const blank = { ...emptyTicketForm, ticketCategory: 'Processing', subject: '   ', description: 'x' }
    expect(problems(false, blank)).toEqual(['subject too_small'])
  })

  it('keeps a description within the length the sandbox accepts', () => {
    const long = { ...emptyTicketForm, ticketCategory: 'Processing', subject: 'S', description: 'x'.repeat(10_001) }
    expect(problems(false, long)).toEqual(['description too_big'])
  })

  it('sends only the fields shown, references by kind and the page as createdOn', () => {
    const values = {
      ...emptyTicketForm,
      ticketCategory: 'Integration' as const,
      subject: ' Webhook failing ',
      description: 'Since 9:00.',
      priority: 'High' as const,
      transactions: ['3', '7'],
      customers: ['1'],
    }
    const ticket = toNewTicket(values, ['transactions'], ['f-1'], 'https://portal.test/x', 'a@b.test')
    expect(ticket).toEqual({
      ticketCategory: 'Integration',
      subject: 'Webhook failing',
      description: 'Since 9:00.',
      contactEmail: 'a@b.test',
      // Priority was not shown, so the default; customers were not shown, so none.
      priority: 'Medium',
      references: [
        { key: 'transaction', value: '3' },
        { key: 'transaction', value: '7' },
        { key: 'attachment', value: 'f-1' },
        { key: 'createdOn', value: 'https://portal.test/x' },
      ],
    })
  })
})
