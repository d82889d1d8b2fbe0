import * as z from 'zod/mini'
import { referenceKeys, ticketPrioritySchema, TICKET_DESCRIPTION_MAX } from './tickets.schema'

// The bodies of the calls that change a ticket or a label (seed 000 section 7): the rules the sandbox's gate checks
// and the contract states, kept out of the widgets' modules (no screen parses them, so no page carries them).

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max))

export const ticketCommentSchema = z.object({
  content: text(TICKET_DESCRIPTION_MAX),
  isInternal: z._default(z.boolean(), false),
})
export const ticketPriorityChangeSchema = z.object({ priority: ticketPrioritySchema })
export const ticketAssigneeSchema = z.object({ assignee: z.string().check(z.maxLength(254)) })
export const ticketReferencesSchema = z.object({
  references: z
    .array(z.object({ key: z.enum(referenceKeys), value: z.string().check(z.trim(), z.minLength(1)) }))
    .check(z.minLength(1)),
})
export const externalPartyInvitationSchema = z.object({
  externalPartyEmail: z.email(),
  invitationDescription: text(2_000),
})
/** Platform staff's notes on a tenant's ticket: a billing note (may be empty) and the Jira issue's key. */
export const billingNoteSchema = z.object({ note: z._default(z.string().check(z.trim(), z.maxLength(2_000)), '') })
export const jiraTicketSchema = z.object({
  jiraTicket: z.string().check(z.trim(), z.regex(/^[A-Z][A-Z0-9]+-\d+$/)),
})
const instantOf = (field: string) =>
  z.object({ [field]: z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)))) })
/** The platform's three times on a tenant's ticket, each a date and time. */
export const ticketTimeSchemas = {
  initialRequestDateTime: instantOf('initialRequestDateTime'),
  responseDateTime: instantOf('responseDateTime'),
  resolutionDateTime: instantOf('resolutionDateTime'),
}

/** What a label is made or changed with; its name's rules are labelValueProblem's. */
export const labelFieldsSchema = z.object({
  value: z.string().check(z.trim(), z.maxLength(50)),
  color: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)),
  description: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
})

/** A new order of an organisation's labels: every id of theirs once. */
export const labelOrderSchema = z.object({ newLabelIdsList: z.array(z.int()) })
