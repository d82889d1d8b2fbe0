import { Hono, type Context } from 'hono'
import {
  answersTicket,
  billingNoteSchema,
  externalPartyInvitationSchema,
  jiraTicketSchema,
  newTicketSchema,
  ticketAssigneeSchema,
  ticketCommentSchema,
  ticketPriorityChangeSchema,
  ticketReferencesSchema,
  ticketTimeSchemas,
  type TicketReference,
} from '@paydeck/core/support'
import { bodyOf } from './json-body'
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
import { bind, isDeclared } from './route-table'
import type { ApiEnv } from './auth.middleware'
import type { Caller } from '../domain/caller'
import { fullName, organisationScope, readerOf, sideOf } from './organisation'
import { conflict, forbidden, invalid, notFound } from './problems'

const CUSTOMER_TICKET = 'CustomerToTenantTicketChannel'
const PLATFORM_TICKET = 'TenantToPlatformTicketChannel'

/** A merchant sees its own tickets to its tenant; tenant staff their tenant's both ways; the platform tenants'. */
const mayAccess = (caller: Caller, ticket: TicketRow) =>
  caller.kind === 'merchant'
    ? ticket.channel === CUSTOMER_TICKET && ticket.customerId === caller.user.merchantId
    : caller.kind === 'tenant'
      ? ticket.tenantId === caller.user.tenantId
      : ticket.channel === PLATFORM_TICKET

/** Seed 000 section 7: what each side does on one ticket, at the four path families. */
export function ticketActionRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const accessible = (c: Context<ApiEnv>) => {
    const row = findTicket(db, Number(c.req.param('id')))
    if (!row || !mayAccess(c.get('caller'), row)) return undefined
    // A path that names the customer or tenant must name the ticket's own.
    const customerId = c.req.param('customerId')
    const tenantId = c.req.param('tenantId')
    if (customerId !== undefined && Number(customerId) !== row.customerId) return undefined
    if (tenantId !== undefined && Number(tenantId) !== row.tenantId) return undefined
    return row
  }
  const missing = (c: Context<ApiEnv>) => notFound(c, `There is no ticket ${c.req.param('id')}.`)
  /** A handler for an accessible ticket. */
  const onTicket =
    (handler: (c: Context<ApiEnv>, row: TicketRow, caller: Caller) => Response | Promise<Response>) =>
    (c: Context<ApiEnv>) => {
      const row = accessible(c)
      return row ? handler(c, row, c.get('caller')) : missing(c)
    }
  const feed = (row: TicketRow, caller: Caller, type: string, payload: Record<string, unknown>) =>
    addFeedItem(db, { ticketId: row.id, type, userName: fullName(caller), payload })

  bind(app, 'fetchAssignees', (c) => c.json(assigneesOf(db, c.get('caller'))))
  /** Binds a ticket call at each of its families: its own tickets, the tenant's of a merchant's, the platform's. */
  const bindTicket = (name: string, handler: Parameters<typeof onTicket>[0]) => {
    for (const call of [name, `${name}OnMerchantTicket`, `${name}OnTenantTicket`])
      if (isDeclared(call)) bind(app, call, onTicket(handler))
  }

  bindTicket('fetchTicket', (c, row, caller) => c.json(toTicket(db, row, readerOf(caller))))
  bindTicket('fetchTicketFeed', (c, row, caller) => c.json({ items: feedFor(db, row.id, readerOf(caller)) }))
  bindTicket('exportTicketFeed', (c, row, caller) => {
    const withInternal = c.req.query('includeInternal') === 'true'
    const items = feedFor(db, row.id, readerOf(caller)).filter(
      (item) => withInternal || !item.type.includes('Internal'),
    )
    const rows = items.map((item) => ({ ...item, ...describe(item as Record<string, unknown>) }))
    return c.body(
      toCsv(['timestamp', 'type', 'author', 'content'], rows),
      200,
      csvHeaders(`ticket-${row.id}-${fileStamp()}`),
    )
  })
  bindTicket('markTicketCommentsRead', (c, row, caller) => {
    markCommentsRead(db, row.id, caller.user.id)
    return c.text('ok')
  })
  bindTicket('commentOnTicket', (c, row, caller) => {
    const { content, isInternal: internal } = bodyOf(c, ticketCommentSchema)
    const side = sideOf[caller.kind]
    const type = `${side[0]!.toUpperCase()}${side.slice(1)}${internal ? 'Internal' : ''}CommentItem`
    feed(row, caller, type, { content })
    if (!internal) notifyTicketComment(db, row, side)
    return c.text('ok')
  })
  for (const [action, state] of [
    ['close', 'Closed'],
    ['open', 'Opened'],
  ] as const) {
    bindTicket(action === 'close' ? 'closeTicket' : 'reopenTicket', (c, row, caller) => {
      if (row.status === state) return conflict(c, `This ticket is already ${state}.`)
      updateTicket(db, row.id, { status: state })
      feed(row, caller, 'StatusChangeFeedItem', { user: fullName(caller), newState: state })
      notifyTicketStatus(db, row, caller.user.id, state)
      return c.text('ok')
    })
  }
  bindTicket('setTicketPriority', (c, row, caller) => {
    const { priority } = bodyOf(c, ticketPriorityChangeSchema)
    updateTicket(db, row.id, { priority })
    feed(row, caller, 'PriorityChangeItem', { user: fullName(caller), newPriority: priority })
    return c.text('ok')
  })
  bindTicket('addTicketReferences', (c, row, caller) => {
    const added = bodyOf(c, ticketReferencesSchema).references
    const problem = referenceProblem(db, added, {
      tenantId: row.tenantId,
      merchantId: row.channel === CUSTOMER_TICKET ? row.customerId : null,
      staff: caller.kind !== 'merchant',
    })
    if (problem) return invalid(c, { references: [problem] })
    const all = [...(JSON.parse(row.referencesJson) as TicketReference[]), ...added]
    updateTicket(db, row.id, { referencesJson: JSON.stringify(all) })
    feed(row, caller, 'ReferenceItem', { creator: fullName(caller), references: added })
    return c.text('ok')
  })
  bindTicket('inviteExternalParty', (c, row, caller) => {
    const { externalPartyEmail, invitationDescription } = bodyOf(c, externalPartyInvitationSchema)
    feed(row, caller, 'ExternalPartyInvitationItem', {
      invitedBy: fullName(caller),
      externalPartyEmail,
      invitationDescription,
    })
    return c.text('ok')
  })
  bindTicket('assignTicket', (c, row, caller) => {
    if (!answersTicket(caller.kind, row.channel)) return forbidden(c)
    const { assignee } = bodyOf(c, ticketAssigneeSchema)
    const member = assigneesOf(db, caller).find((user) => user.email === assignee)
    if (!member) return invalid(c, { assignee: ['Choose someone of your support team.'] })
    updateTicket(db, row.id, { assignee: member.email })
    feed(row, caller, 'AssignmentItem', {
      assigner: fullName(caller),
      newAssignee: `${member.firstName} ${member.lastName}`,
    })
    return c.text('ok')
  })
  bindTicket('setTicketLabel', (c, row, caller) => {
    const scope = organisationScope(caller)
    const labelId = Number(c.req.param('labelId'))
    // Label 0 takes the organisation's label off the ticket.
    if (labelId !== 0 && !findLabel(db, scope, labelId)) return notFound(c, `There is no label ${labelId}.`)
    labelTicket(db, row.id, scope, labelId === 0 ? null : labelId)
    return c.text('ok')
  })

  // The tenant hands a merchant's ticket on to the platform: a new ticket to the platform, linked from the first.
  bind(
    app,
    'escalateTicketOnMerchantTicket',
    onTicket((c, row, caller) => {
      if (row.escalatedTo !== null) return conflict(c, `This ticket was escalated as ticket ${row.escalatedTo}.`)
      const ticket = bodyOf(c, newTicketSchema)
      const owner = { tenantId: row.tenantId, merchantId: null, staff: true }
      const problem = referenceProblem(db, ticket.references, owner)
      if (problem) return invalid(c, { references: [problem] })
      const id = insertTicket(
        db,
        { channel: PLATFORM_TICKET, ...owner, createdBy: caller.user.id, fallbackEmail: caller.user.email },
        { ...ticket, contactEmails: [] },
      )
      updateTicket(db, row.id, { escalatedTo: id })
      feed(row, caller, 'TenantInternalCommentItem', { content: `Escalated to the platform as ticket ${id}.` })
      return c.text(String(id))
    }),
  )

  // The platform's own records on a tenant's ticket.

  bind(
    app,
    'startScopingOnTenantTicket',
    onTicket((c, row) => {
      updateTicket(db, row.id, { scopingStarted: new Date().toISOString() })
      return c.text('ok')
    }),
  )
  bind(
    app,
    'fetchScopingStatusOnTenantTicket',
    onTicket((c, row) => c.json({ scopingStatus: scopingOf(row) === 'running' })),
  )
  for (const [action, billable] of [
    ['billable', 1],
    ['non-billable', 0],
  ] as const) {
    bind(
      app,
      action === 'billable' ? 'setBillableOnTenantTicket' : 'setNonBillableOnTenantTicket',
      onTicket((c, row) => {
        const { note } = bodyOf(c, billingNoteSchema)
        updateTicket(db, row.id, { billable, billingNote: note || null })
        return c.text('ok')
      }),
    )
  }
  bind(
    app,
    'setJiraTicketOnTenantTicket',
    onTicket((c, row) => {
      const { jiraTicket } = bodyOf(c, jiraTicketSchema)
      updateTicket(db, row.id, { jiraTicket })
      return c.text('ok')
    }),
  )
  for (const [name, field, column] of [
    ['setInitialRequestTimeOnTenantTicket', 'initialRequestDateTime', 'initialRequestTime'],
    ['setResponseTimeOnTenantTicket', 'responseDateTime', 'responseTime'],
    ['setResolutionTimeOnTenantTicket', 'resolutionDateTime', 'resolutionTime'],
  ] as const) {
    bind(
      app,
      name,
      onTicket((c, row) => {
        const value = bodyOf(c, ticketTimeSchemas[field])[field] as string
        updateTicket(db, row.id, { [column]: new Date(value).toISOString() })
        return c.text('ok')
      }),
    )
  }
  return app
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
