import type * as z from 'zod/mini'
import { supportRoutes as supportArea, ticketReaders } from '@paydeck/core/openapi'
import {
  answersTicket,
  type billingNoteSchema,
  type externalPartyInvitationSchema,
  type jiraTicketSchema,
  type newTicketSchema,
  type ticketAssigneeSchema,
  type ticketCommentSchema,
  type ticketPriorityChangeSchema,
  type ticketReferencesSchema,
  type TicketReference,
} from '@paydeck/core/support'
import type { SandboxDatabase } from '../db/database'
import { csvHeaders, fileStamp, toCsv } from '../db/csv'
import { notifyTicketComment, notifyTicketStatus } from '../notifications/ticket-events'
import { findLabel, labelTicket } from '../support/labels.repository'
import { insertTicket, referenceProblem } from '../support/new-ticket'
import {
  addFeedItem,
  feedFor,
  findTicket,
  markCommentsRead,
  scopingOf,
  toTicket,
  updateTicket,
  type TicketRow,
} from '../support/tickets.repository'
import { assigneesOf } from '../support/assignees'
import { isDeclared } from './route-table'
import { implementByName, type NamedCall, type NamedHandler } from './implement'
import type { Caller } from '../domain/caller'
import { fullName, organisationScope, readerOf, sideOf } from './organisation'
import { found, refuse } from '../domain/problem'

const CUSTOMER_TICKET = 'CustomerToTenantTicketChannel'
const PLATFORM_TICKET = 'TenantToPlatformTicketChannel'

/** A merchant sees its own tickets to its tenant; tenant staff their tenant's both ways; the platform tenants'. */
const mayAccess = (caller: Caller, ticket: TicketRow) =>
  caller.kind === 'merchant'
    ? ticket.channel === CUSTOMER_TICKET && ticket.customerId === caller.user.merchantId
    : caller.kind === 'tenant'
      ? ticket.tenantId === caller.user.tenantId
      : ticket.channel === PLATFORM_TICKET

/** A call on one ticket: its id, and the merchant or tenant a family's path names. */
type TicketCall = NamedCall & { params: { id: number; customerId?: number; tenantId?: number; labelId?: number } }
type TicketHandler = (call: TicketCall, row: TicketRow, caller: Caller) => unknown

/** Seed 000 section 7: what each side does on one ticket, at the four path families. */
export function ticketActionRoutes(db: SandboxDatabase) {
  const accessible = ({ caller, params }: TicketCall) => {
    const row = findTicket(db, params.id)
    const ours =
      row &&
      mayAccess(caller, row) &&
      // A path that names the customer or tenant must name the ticket's own.
      (params.customerId === undefined || params.customerId === row.customerId) &&
      (params.tenantId === undefined || params.tenantId === row.tenantId)
    return found(ours ? row : undefined, `There is no ticket ${params.id}.`)
  }
  const feed = (row: TicketRow, caller: Caller, type: string, payload: Record<string, unknown>) =>
    addFeedItem(db, { ticketId: row.id, type, userName: fullName(caller), payload })

  const handlers: Record<string, NamedHandler> = {
    fetchAssignees: ({ caller }) => assigneesOf(db, caller),
  }
  /** A call on an accessible ticket, at each of its families the table declares: the ticket's own path, the
   * tenant's under a merchant, the platform's under a tenant. */
  const ticketCall = (name: string, handler: TicketHandler) => {
    for (const call of Object.values(ticketReaders).map((reader) => `${name}${reader.suffix}`))
      if (isDeclared(call))
        handlers[call] = (asked) => {
          const onTicket = asked as TicketCall
          return handler(onTicket, accessible(onTicket), onTicket.caller)
        }
  }

  ticketCall('fetchTicket', (_, row, caller) => toTicket(db, row, readerOf(caller)))
  ticketCall('fetchTicketFeed', (_, row, caller) => ({
    items: feedFor(db, row.id, readerOf(caller)),
  }))
  ticketCall('exportTicketFeed', ({ c }, row, caller) => {
    const withInternal = c.req.query('includeInternal') === 'true'
    const items = feedFor(db, row.id, readerOf(caller)).filter(
      (item) => withInternal || !item.type.includes('Internal'),
    )
    const rows = items.map((item) => ({ ...item, ...describe(item as Record<string, unknown>) }))
    return new Response(toCsv(['timestamp', 'type', 'author', 'content'], rows), {
      headers: csvHeaders(`ticket-${row.id}-${fileStamp()}`),
    })
  })
  ticketCall('markTicketCommentsRead', (_, row, caller) => {
    markCommentsRead(db, row.id, caller.user.id)
    return undefined
  })
  ticketCall('commentOnTicket', ({ body }, row, caller) => {
    const { content, isInternal: internal } = body as z.output<typeof ticketCommentSchema>
    const side = sideOf[caller.kind]
    const type = `${side[0]!.toUpperCase()}${side.slice(1)}${internal ? 'Internal' : ''}CommentItem`
    feed(row, caller, type, { content })
    if (!internal) notifyTicketComment(db, row, side)
    return undefined
  })
  for (const [action, state] of [
    ['close', 'Closed'],
    ['open', 'Opened'],
  ] as const) {
    ticketCall(action === 'close' ? 'closeTicket' : 'reopenTicket', (_, row, caller) => {
      if (row.status === state) return refuse.conflict(`This ticket is already ${state}.`)
      updateTicket(db, row.id, { status: state })
      feed(row, caller, 'StatusChangeFeedItem', { user: fullName(caller), newState: state })
      notifyTicketStatus(db, row, caller.user.id, state)
      return undefined
    })
  }
  ticketCall('setTicketPriority', ({ body }, row, caller) => {
    const { priority } = body as z.output<typeof ticketPriorityChangeSchema>
    updateTicket(db, row.id, { priority })
    feed(row, caller, 'PriorityChangeItem', { user: fullName(caller), newPriority: priority })
    return undefined
  })
  ticketCall('addTicketReferences', ({ body }, row, caller) => {
    const added = (body as z.output<typeof ticketReferencesSchema>).references
    const problem = referenceProblem(db, added, {
      tenantId: row.tenantId,
      merchantId: row.channel === CUSTOMER_TICKET ? row.customerId : null,
      staff: caller.kind !== 'merchant',
    })
    if (problem) return refuse.invalid({ references: [problem] })
    const all = [...(JSON.parse(row.referencesJson) as TicketReference[]), ...added]
    updateTicket(db, row.id, { referencesJson: JSON.stringify(all) })
    feed(row, caller, 'ReferenceItem', { creator: fullName(caller), references: added })
    return undefined
  })
  ticketCall('inviteExternalParty', ({ body }, row, caller) => {
    const { externalPartyEmail, invitationDescription } = body as z.output<typeof externalPartyInvitationSchema>
    feed(row, caller, 'ExternalPartyInvitationItem', {
      invitedBy: fullName(caller),
      externalPartyEmail,
      invitationDescription,
    })
    return undefined
  })
  ticketCall('assignTicket', ({ body }, row, caller) => {
    if (!answersTicket(caller.kind, row.channel)) return refuse.forbidden()
    const { assignee } = body as z.output<typeof ticketAssigneeSchema>
    const member = assigneesOf(db, caller).find((user) => user.email === assignee)
    if (!member) return refuse.invalid({ assignee: ['Choose someone of your support team.'] })
    updateTicket(db, row.id, { assignee: member.email })
    feed(row, caller, 'AssignmentItem', {
      assigner: fullName(caller),
      newAssignee: `${member.firstName} ${member.lastName}`,
    })
    return undefined
  })
  ticketCall('setTicketLabel', ({ params }, row, caller) => {
    const scope = organisationScope(caller)
    const labelId = Number(params.labelId)
    // Label 0 takes the organisation's label off the ticket.
    if (labelId !== 0 && !findLabel(db, scope, labelId)) return refuse.notFound(`There is no label ${labelId}.`)
    labelTicket(db, row.id, scope, labelId === 0 ? null : labelId)
    return undefined
  })

  // The tenant hands a merchant's ticket on to the platform: a new ticket to the platform, linked from the first.
  ticketCall('escalateTicketOnMerchantTicket', ({ body }, row, caller) => {
    if (row.escalatedTo !== null) return refuse.conflict(`This ticket was escalated as ticket ${row.escalatedTo}.`)
    const ticket = body as z.output<typeof newTicketSchema>
    const owner = { tenantId: row.tenantId, merchantId: null, staff: true }
    const problem = referenceProblem(db, ticket.references, owner)
    if (problem) return refuse.invalid({ references: [problem] })
    const id = insertTicket(
      db,
      { channel: PLATFORM_TICKET, ...owner, createdBy: caller.user.id, fallbackEmail: caller.user.email },
      { ...ticket, contactEmails: [] },
    )
    updateTicket(db, row.id, { escalatedTo: id })
    feed(row, caller, 'TenantInternalCommentItem', { content: `Escalated to the platform as ticket ${id}.` })
    return id
  })

  platformRecords(db, ticketCall)
  return implementByName(supportArea, handlers)
}

/** The platform's own records on a tenant's ticket: scoping, billing, its Jira issue and its times. */
function platformRecords(db: SandboxDatabase, ticketCall: (name: string, handler: TicketHandler) => void) {
  ticketCall('startScopingOnTenantTicket', (_, row) => {
    updateTicket(db, row.id, { scopingStarted: new Date().toISOString() })
    return undefined
  })
  ticketCall('fetchScopingStatusOnTenantTicket', (_, row) => ({
    scopingStatus: scopingOf(row) === 'running',
  }))
  for (const [action, billable] of [
    ['billable', 1],
    ['non-billable', 0],
  ] as const) {
    ticketCall(
      action === 'billable' ? 'setBillableOnTenantTicket' : 'setNonBillableOnTenantTicket',
      ({ body }, row) => {
        const { note } = body as z.output<typeof billingNoteSchema>
        updateTicket(db, row.id, { billable, billingNote: note || null })
        return undefined
      },
    )
  }
  ticketCall('setJiraTicketOnTenantTicket', ({ body }, row) => {
    const { jiraTicket } = body as z.output<typeof jiraTicketSchema>
    updateTicket(db, row.id, { jiraTicket })
    return undefined
  })
  for (const [name, field, column] of [
    ['setInitialRequestTimeOnTenantTicket', 'initialRequestDateTime', 'initialRequestTime'],
    ['setResponseTimeOnTenantTicket', 'responseDateTime', 'responseTime'],
    ['setResolutionTimeOnTenantTicket', 'resolutionDateTime', 'resolutionTime'],
  ] as const) {
    ticketCall(name, ({ body }, row) => {
      const value = (body as Record<string, string>)[field] as string
      updateTicket(db, row.id, { [column]: new Date(value).toISOString() })
      return undefined
    })
  }
}

/** A feed item as one line of the thread's CSV: who and what. */
function describe(item: Record<string, unknown>): { author: unknown; content: unknown } {
  switch (item.type) {
    case 'StatusChangeFeedItem':
      return { author: item.user, content: `Status: ${item.newState}` }
    case 'PriorityChangeItem':
      return { author: item.user, content: `Priority: ${item.newPriority}` }
    case 'AssignmentItem':
      return { author: item.assigner, content: `Assigned to ${item.newAssignee}` }
    case 'ReferenceItem':
      return {
        author: item.creator,
        content: (item.references as TicketReference[]).map((ref) => `${ref.key} ${ref.value}`).join('; '),
      }
    case 'ExternalPartyInvitationItem':
      return { author: item.invitedBy, content: `Invited ${item.externalPartyEmail}: ${item.invitationDescription}` }
    default:
      return { author: item.commenter, content: item.content }
  }
}
