import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { fieldErrors, parseWithWords } from './json-body'

const ticket = z.object({
  ticketChannel: z.enum(['Processing', 'Payouts']),
  subject: z.string().check(z.minLength(1), z.maxLength(200)),
  backupEmail: z.optional(z.email()),
  userId: z.int().check(z.positive()),
  items: z.array(z.object({ key: z.string() })).check(z.maxLength(2)),
  name: z.string().check(z.minLength(1, 'Name the widget.')),
})

const errorsOf = (value: unknown) => {
  const parsed = parseWithWords(ticket, value)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

describe('a body’s problems in words', () => {
  it('names the field and what it must be', () => {
    expect(
      errorsOf({
        ticketChannel: 'Fraud',
        subject: 'x'.repeat(201),
        backupEmail: 'not-mail',
        userId: 0,
        items: [{}],
        name: 'ok',
      }),
    ).toEqual({
      ticketChannel: ['Ticket channel must be one of Processing, Payouts.'],
      subject: ['Subject must be at most 200 characters.'],
      backupEmail: ['Backup email must be an email address.'],
      userId: ['User id must be more than 0.'],
      items: ['Key is required.'],
    })
  })

  it('says what is missing, and keeps a message the schema gives', () => {
    expect(errorsOf({ subject: '', items: 'none', userId: 'seven', name: '' })).toEqual({
      ticketChannel: ['Ticket channel is required.'],
      subject: ['Subject is required.'],
      userId: ['User id must be a number.'],
      items: ['Items must be a list.'],
      name: ['Name the widget.'],
    })
    expect(
      errorsOf({ ticketChannel: 'Payouts', subject: 'x', userId: 1, items: [{ key: 'a' }, {}, {}], name: 'ok' }),
    ).toEqual({ items: ['Items must be at most 2 items.'] })
    const comment = z.object({ content: z.string().check(z.minLength(1), z.maxLength(5)) })
    const words = (value: unknown) => {
      const parsed = parseWithWords(comment, value)
      return parsed.success ? {} : fieldErrors(parsed.error)
    }
    // A field the sandbox words by name, but for a length's limit.
    expect(words({ content: '' })).toEqual({ content: ['Write a comment.'] })
    expect(words({ content: 'longer' })).toEqual({ content: ['Content must be at most 5 characters.'] })
    expect(errorsOf(undefined)).toEqual({ body: ['The request body is required.'] })
  })
})
