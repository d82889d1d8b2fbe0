import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { emptyTicketForm, ticketFormSchema, toNewTicket } from './ticket-form.schema'

const required = (field: string) => `${field} is required`

describe('the ticket form', () => {
  it('requires category, subject and description, and the tenant only of platform staff', () => {
    const errors = (platform: boolean) =>
      z.safeParse(ticketFormSchema(required, platform), emptyTicketForm).error?.issues.map((issue) => issue.message)
    expect(errors(false)).toEqual(['category is required', 'subject is required', 'description is required'])
    expect(errors(true)).toContain('tenant is required')
    const blank = { ...emptyTicketForm, ticketCategory: 'Processing', subject: '   ', description: 'x' }
    expect(z.safeParse(ticketFormSchema(required, false), blank).success).toBe(false)
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
    const ticket = toNewTicket(values, ['transactions', 'attachments'], ['f-1'], 'https://portal.test/x', 'a@b.test')
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
