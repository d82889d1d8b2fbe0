import * as z from 'zod/mini'
import { pageSchema } from '../../contract/page'

// Support tickets (seed 000 sections 3, 4 and 7).

export const ticketCategories = ['Integration', 'Processing', 'Operational', 'Clarification'] as const
export const ticketPriorities = ['Low', 'Medium', 'High'] as const
export const ticketStates = ['Opened', 'Closed'] as const
/** Who a ticket is between: a merchant and its tenant, or a tenant and the platform. */
export const ticketChannels = ['CustomerToTenantTicketChannel', 'TenantToPlatformTicketChannel'] as const

export const ticketCategorySchema = z.enum(ticketCategories)
export const ticketPrioritySchema = z.enum(ticketPriorities)
export type TicketCategory = z.infer<typeof ticketCategorySchema>
export type TicketPriority = z.infer<typeof ticketPrioritySchema>

/** A ticket's reference: a transaction, a customer or an attached file; createdOn holds the page it was written on. */
export const referenceKeys = ['transaction', 'customer', 'attachment', 'createdOn'] as const
export const referenceSchema = z.object({
  key: z.enum(referenceKeys),
  value: z.string(),
  /** How people know what it refers to, when that is not its value: a transaction's order reference (ORD-16843). */
  label: z.optional(z.string()),
})
export type TicketReference = z.infer<typeof referenceSchema>

export const TICKET_SUBJECT_MAX = 200
export const TICKET_DESCRIPTION_MAX = 10_000

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max))

/**
 * The new-ticket payload (seed 000 section 7), checked alike by the ticket form and the sandbox. It carries no
 * messages: each side words the issues in its own catalogue (an issue's path names the field, its code the rule).
 */
export const newTicketSchema = z.object({
  ticketCategory: z.enum(ticketCategories),
  subject: text(TICKET_SUBJECT_MAX),
  description: text(TICKET_DESCRIPTION_MAX),
  contactEmail: z._default(z.union([z.literal(''), z.email()]), ''),
  priority: z._default(ticketPrioritySchema, 'Medium'),
  references: z._default(
    z.array(z.object({ key: z.enum(referenceKeys), value: z.string().check(z.trim(), z.minLength(1)) })),
    [],
  ),
  /** Platform staff name the tenant's people to keep informed. */
  contactEmails: z._default(z.array(z.email()), []),
})
/** What a client sends (defaults may be left out). */
export type NewTicket = z.input<typeof newTicketSchema>

/** What only platform staff see of a ticket (seed 000 section 7, platform side). */
export const platformDetailsSchema = z.object({
  scoped: z.boolean(),
  billable: z.nullable(z.boolean()),
  billingNote: z.nullable(z.string()),
  jiraTicket: z.nullable(z.string()),
  initialRequestDateTime: z.nullable(z.string()),
  responseDateTime: z.nullable(z.string()),
  resolutionDateTime: z.nullable(z.string()),
})
export type PlatformDetails = z.infer<typeof platformDetailsSchema>

export const ticketSchema = z.object({
  id: z.number(),
  subject: z.string(),
  description: z.string(),
  category: ticketCategorySchema,
  priority: ticketPrioritySchema,
  status: z.enum(ticketStates),
  channel: z.enum(ticketChannels),
  tenantId: z.number(),
  customerId: z.nullable(z.number()),
  customerName: z.nullable(z.string()),
  contactEmail: z.string(),
  created: z.string(),
  /** When the reader last saw something happen on it (a comment, a change). */
  updated: z.string(),
  assignee: z.nullable(z.string()),
  references: z.array(referenceSchema),
  unreadComments: z.number(),
  /** The caller's organisation's label on the ticket (each organisation labels apart). */
  labelId: z.nullable(z.number()),
  /** A merchant's ticket the tenant escalated: the ticket to the platform it became. */
  escalatedTo: z.nullable(z.number()),
  contactEmails: z.array(z.string()),
  platform: z.optional(platformDetailsSchema),
})
export type Ticket = z.infer<typeof ticketSchema>

export const ticketPageSchema = pageSchema(ticketSchema)
export type TicketPage = z.infer<typeof ticketPageSchema>

export const commentTypes = [
  'TenantCommentItem',
  'TenantInternalCommentItem',
  'PlatformCommentItem',
  'PlatformInternalCommentItem',
  'CustomerCommentItem',
  'CustomerInternalCommentItem',
  'ExternalPartyCommentItem',
] as const

const commentItem = z.object({
  type: z.enum(commentTypes),
  id: z.number(),
  commenter: z.string(),
  content: z.string(),
  timestamp: z.string(),
  isUnread: z.boolean(),
})
const statusChangeItem = z.object({
  type: z.literal('StatusChangeFeedItem'),
  id: z.number(),
  user: z.string(),
  newState: z.enum(ticketStates),
  timestamp: z.string(),
})
const priorityChangeItem = z.object({
  type: z.literal('PriorityChangeItem'),
  id: z.number(),
  user: z.string(),
  newPriority: ticketPrioritySchema,
  timestamp: z.string(),
})
const assignmentItem = z.object({
  type: z.literal('AssignmentItem'),
  id: z.number(),
  assigner: z.string(),
  newAssignee: z.string(),
  timestamp: z.string(),
})
const referenceItem = z.object({
  type: z.literal('ReferenceItem'),
  id: z.number(),
  creator: z.string(),
  references: z.array(referenceSchema),
  timestamp: z.string(),
})
const invitationItem = z.object({
  type: z.literal('ExternalPartyInvitationItem'),
  id: z.number(),
  invitedBy: z.string(),
  externalPartyEmail: z.string(),
  invitationDescription: z.string(),
  timestamp: z.string(),
})

export const feedItemSchema = z.discriminatedUnion('type', [
  commentItem,
  statusChangeItem,
  priorityChangeItem,
  assignmentItem,
  referenceItem,
  invitationItem,
])
export type FeedItem = z.infer<typeof feedItemSchema>
export type CommentItem = z.infer<typeof commentItem>

/** Every feed item type this client shows; others are skipped, these must parse. */
export const feedItemTypes = [
  ...commentTypes,
  'StatusChangeFeedItem',
  'PriorityChangeItem',
  'AssignmentItem',
  'ReferenceItem',
  'ExternalPartyInvitationItem',
] as const

export const categoriesSchema = z.object({ categories: z.array(ticketCategorySchema) })
// Items of a type this client does not know are skipped (seed 000 section 3); a known one must parse.
export const feedSchema = z.object({ items: z.array(z.looseObject({ type: z.string() })) })
export const scopingStatusSchema = z.object({ scopingStatus: z.boolean() })
