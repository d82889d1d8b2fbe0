import type { Context } from 'hono'
import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { referenceKeys } from '@paydeck/core/support'

/** A zod error as the validation problem's map: each field's first issue, in its words. */
export const fieldErrors = (error: z.core.$ZodError): Record<string, string[]> => {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'body')] ??= [issue.message]
  return errors
}

/** A field's name in words: ticketCategory is "Ticket category". */
const fieldWords = (path: readonly PropertyKey[]) => {
  const name = [...path].reverse().find((key) => typeof key === 'string')
  if (!name) return 'The request body'
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
}
const formats: Record<string, string> = {
  email: 'an email address',
  uuid: 'a UUID',
  datetime: 'a date and time with its offset (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
}

const percentage = 'Enter a percentage from 0 to 100 with at most two decimals.'
const instant = 'Give a date and time.'

/** What the sandbox says of a field it words by name, whatever was wrong with it (but a length's limit). */
const fieldSentences: Record<string, string> = {
  ticketCategory: 'Choose a category.',
  priority: 'Priority must be Low, Medium or High.',
  references: `A reference must be one of ${referenceKeys.join(', ')} with a value.`,
  contactEmails: 'Every contact must be an email address.',
  contactEmail: 'The contact email is not an email address.',
  color: 'Choose a colour.',
  rejectReason: 'Reject reason is required',
  content: 'Write a comment.',
  externalPartyEmail: 'Enter the email address to invite.',
  invitationDescription: 'Say why they are invited.',
  jiraTicket: 'A Jira key looks like SUP-123.',
  initialRequestDateTime: instant,
  responseDateTime: instant,
  resolutionDateTime: instant,
  declineRatio: percentage,
  pendingRatio: percentage,
  minPayments: 'Enter a whole number of payments from 1 to 100,000.',
  period: 'Choose one of the periods the analytics offer.',
  keys: 'Select between 1 and 100 rows.',
}

/**
 * The sandbox's catalogue of words for a body's problems (core's schemas carry rules, not words: each side words
 * them in its own catalogue): a field it words by name, else the field and what it must be.
 */
export function wordsFor(issue: z.core.$ZodRawIssue): string | undefined {
  const named = fieldSentences[String(issue.path?.[0])]
  if (named && !(issue.code === 'too_big' && (issue as { origin?: string }).origin === 'string')) return named
  const field = fieldWords(issue.path ?? [])
  const { origin, minimum, maximum, values, format, expected, inclusive } = issue as {
    inclusive?: boolean
    origin?: string
    minimum?: number | bigint
    maximum?: number | bigint
    values?: unknown[]
    format?: string
    expected?: string
  }
  const unit = origin === 'string' ? ' characters' : origin === 'array' ? ' items' : ''
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `${field} is required.`
        : `${field} must be ${kinds[expected ?? ''] ?? expected}.`
    case 'too_small':
      return origin === 'string' && Number(minimum) === 1
        ? `${field} is required.`
        : `${field} must be ${inclusive === false ? 'more than' : 'at least'} ${String(minimum)}${unit}.`
    case 'too_big':
      return `${field} must be ${inclusive === false ? 'less than' : 'at most'} ${String(maximum)}${unit}.`
    case 'invalid_value':
      if (issue.input === undefined) return `${field} is required.`
      return `${field} must be one of ${(values ?? []).map(String).join(', ')}.`
    case 'invalid_format':
      return `${field} must be ${formats[format ?? ''] ?? format}.`
    default:
      return undefined
  }
}

/** A body read by its schema, its problems in the sandbox's words. */
export const parseWithWords = <S extends $ZodType>(schema: S, value: unknown) =>
  z.safeParse(schema, value, { error: wordsFor })

/** The request's JSON body (none, or what does not parse as JSON, reads as nothing). */
export const rawBodyOf = (c: Context) => c.req.json().catch(() => undefined) as Promise<unknown>
