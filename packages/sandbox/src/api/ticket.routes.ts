import { Hono, type Context } from 'hono'
import { can } from '@paydeck/core'
import * as z from 'zod/mini'
import {
  answersTicket,
  newTicketSchema,
  referenceKeys,
  supportPermissions,
  ticketPriorities,
  type TicketReference,
} from '@paydeck/core/support'
import type { SandboxDatabase } from '../db/database'
import { csvHeaders, fileStamp, toCsv } from '../db/csv'
import { notifyTicketComment, notifyTicketStatus } from '../notifications/ticket-events'
import { findLabel } from '../support/labels.repository'
import { insertTicket, isEmail, readNewTicket, referenceProblem } from '../support/new-ticket'
import {
  addFeedItem,
  feedFor,
  findTicket,
  markCommentsRead,
  scopingOf,
  toTicket,
  type TicketRow,
} from '../support/tickets.repository'
import { permissionsOf } from '../users/users.repository'
import { bind, isDeclared } from './route-table'
import type { ApiEnv, Caller } from './auth.middleware'
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

/** The support staff of the caller's side: whom a ticket can be assigned to. */
export function assigneesOf(db: SandboxDatabase, caller: Caller) {
  const [where, params, permission] =
    caller.kind === 'platform'
      ? ["user_type = 'platform'", [], supportPermissions.platform]
      : [
          "merchant_id IS NULL AND user_type <> 'platform' AND tenant_id = ?",
          [caller.user.tenantId],
          supportPermissions.tenant,
        ]
  const users = db
    .prepare(
      `SELECT email, first_name AS firstName, last_name AS lastName, role_id AS roleId FROM users
       WHERE is_active = 1 AND ${where} ORDER BY first_name, last_name`,
    )
    .all(...params) as { email: string; firstName: string; lastName: string; roleId: number }[]
  return users
    .filter((user) => can(permissionsOf(db, user.roleId), permission))
    .map(({ email, firstName, lastName }) => ({ email, firstName, lastName }))
}

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
  const bodyOf = async (c: Context) => (await c.req.json().catch(() => ({}))) as Record<string, unknown>
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
  bindTicket('commentOnTicket', async (c, row, caller) => {
    const body = await bodyOf(c)
    if (typeof body.content !== 'string' || !body.content.trim()) return invalid(c, { content: ['Write a comment.'] })
    const side = sideOf[caller.kind]
    const internal = body.isInternal === true
    const type = `${side[0]!.toUpperCase()}${side.slice(1)}${internal ? 'Internal' : ''}CommentItem`
    feed(row, caller, type, { content: body.content.trim() })
    if (!internal) notifyTicketComment(db, row, side)
    return c.text('ok')
  })
  for (const [action, state] of [
    ['close', 'Closed'],
    ['open', 'Opened'],
  ] as const) {
    bindTicket(action === 'close' ? 'closeTicket' : 'reopenTicket', (c, row, caller) => {
      if (row.status === state) return conflict(c, `This ticket is already ${state}.`)
      db.prepare('UPDATE tickets SET status = ? WHERE id = ?').run(state, row.id)
      feed(row, caller, 'StatusChangeFeedItem', { user: fullName(caller), newState: state })
      notifyTicketStatus(db, row, caller.user.id, state)
      return c.text('ok')
    })
  }
  bindTicket('setTicketPriority', async (c, row, caller) => {
    const { priority } = await bodyOf(c)
    if (!ticketPriorities.includes(priority as never))
      return invalid(c, { priority: ['Priority must be Low, Medium or High.'] })
    db.prepare('UPDATE tickets SET priority = ? WHERE id = ?').run(priority, row.id)
    feed(row, caller, 'PriorityChangeItem', { user: fullName(caller), newPriority: priority })
    return c.text('ok')
  })
  bindTicket('addTicketReferences', async (c, row, caller) => {
    const parsed = z.safeParse(newTicketSchema.shape.references, (await bodyOf(c)).references)
    const added = parsed.success ? parsed.data : []
    if (added.length === 0)
      return invalid(c, { references: [`Send references as ${referenceKeys.join(', ')} with a value.`] })
    const problem = referenceProblem(db, added, {
      tenantId: row.tenantId,
      merchantId: row.channel === CUSTOMER_TICKET ? row.customerId : null,
      staff: caller.kind !== 'merchant',
    })
    if (problem) return invalid(c, { references: [problem] })
    const all = [...(JSON.parse(row.referencesJson) as TicketReference[]), ...added]
    db.prepare('UPDATE tickets SET references_json = ? WHERE id = ?').run(JSON.stringify(all), row.id)
    feed(row, caller, 'ReferenceItem', { creator: fullName(caller), references: added })
    return c.text('ok')
  })
  bindTicket('inviteExternalParty', async (c, row, caller) => {
    const body = await bodyOf(c)
    const errors: Record<string, string[]> = {}
    if (!isEmail(body.externalPartyEmail)) errors.externalPartyEmail = ['Enter the email address to invite.']
    if (typeof body.invitationDescription !== 'string' || !body.invitationDescription.trim())
      errors.invitationDescription = ['Say why they are invited.']
    if (Object.keys(errors).length > 0) return invalid(c, errors)
    feed(row, caller, 'ExternalPartyInvitationItem', {
      invitedBy: fullName(caller),
      externalPartyEmail: body.externalPartyEmail,
      invitationDescription: String(body.invitationDescription).trim(),
    })
    return c.text('ok')
  })
  bindTicket('assignTicket', async (c, row, caller) => {
    if (!answersTicket(caller.kind, row.channel)) return forbidden(c)
    const { assignee } = await bodyOf(c)
    const member = assigneesOf(db, caller).find((user) => user.email === assignee)
    if (!member) return invalid(c, { assignee: ['Choose someone of your support team.'] })
    db.prepare('UPDATE tickets SET assignee = ? WHERE id = ?').run(member.email, row.id)
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
    if (labelId === 0) {
      db.prepare('DELETE FROM ticket_labels WHERE ticket_id = ? AND scope = ?').run(row.id, scope)
      return c.text('ok')
    }
    if (!findLabel(db, scope, labelId)) return notFound(c, `There is no label ${labelId}.`)
    db.prepare(
      `INSERT INTO ticket_labels (ticket_id, scope, label_id) VALUES (?, ?, ?)
           ON CONFLICT (ticket_id, scope) DO UPDATE SET label_id = excluded.label_id`,
    ).run(row.id, scope, labelId)
    return c.text('ok')
  })

  // The tenant hands a merchant's ticket on to the platform: a new ticket to the platform, linked from the first.
  bind(
    app,
    'escalateTicketOnMerchantTicket',
    onTicket(async (c, row, caller) => {
      if (row.escalatedTo !== null) return conflict(c, `This ticket was escalated as ticket ${row.escalatedTo}.`)
      const read = readNewTicket(await bodyOf(c))
      if ('errors' in read) return invalid(c, read.errors)
      const owner = { tenantId: row.tenantId, merchantId: null, staff: true }
      const problem = referenceProblem(db, read.ticket.references, owner)
      if (problem) return invalid(c, { references: [problem] })
      const id = insertTicket(
        db,
        { channel: PLATFORM_TICKET, ...owner, createdBy: caller.user.id, fallbackEmail: caller.user.email },
        { ...read.ticket, contactEmails: [] },
      )
      db.prepare('UPDATE tickets SET escalated_to = ? WHERE id = ?').run(id, row.id)
      feed(row, caller, 'TenantInternalCommentItem', { content: `Escalated to the platform as ticket ${id}.` })
      return c.text(String(id))
    }),
  )

  // The platform's own records on a tenant's ticket.

  bind(
    app,
    'startScopingOnTenantTicket',
    onTicket((c, row) => {
      db.prepare('UPDATE tickets SET scoping_started = ? WHERE id = ?').run(new Date().toISOString(), row.id)
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
      onTicket(async (c, row) => {
        const { note } = await bodyOf(c)
        db.prepare('UPDATE tickets SET billable = ?, billing_note = ? WHERE id = ?').run(
          billable,
          typeof note === 'string' && note.trim() ? note.trim() : null,
          row.id,
        )
        return c.text('ok')
      }),
    )
  }
  bind(
    app,
    'setJiraTicketOnTenantTicket',
    onTicket(async (c, row) => {
      const { jiraTicket } = await bodyOf(c)
      if (typeof jiraTicket !== 'string' || !/^[A-Z][A-Z0-9]+-\d+$/.test(jiraTicket.trim()))
        return invalid(c, { jiraTicket: ['A Jira key looks like SUP-123.'] })
      db.prepare('UPDATE tickets SET jira_ticket = ? WHERE id = ?').run(jiraTicket.trim(), row.id)
      return c.text('ok')
    }),
  )
  for (const [name, field, column] of [
    ['setInitialRequestTimeOnTenantTicket', 'initialRequestDateTime', 'initial_request_time'],
    ['setResponseTimeOnTenantTicket', 'responseDateTime', 'response_time'],
    ['setResolutionTimeOnTenantTicket', 'resolutionDateTime', 'resolution_time'],
  ] as const) {
    bind(
      app,
      name,
      onTicket(async (c, row) => {
        const value = (await bodyOf(c))[field]
        if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
          return invalid(c, { [field]: ['Give a date and time.'] })
        db.prepare(`UPDATE tickets SET ${column} = ? WHERE id = ?`).run(new Date(value).toISOString(), row.id)
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
