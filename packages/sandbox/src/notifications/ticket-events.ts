import { can } from '@paydeck/core'
import type { SandboxDatabase } from '../db/database'
import type { Side } from '../support/tickets.repository'
import { permissionsOf } from '../users/users.repository'
import { insertNotification } from './notifications.repository'

interface TicketFacts {
  id: number
  subject: string
  channel: string
  tenantId: number
  customerId: number | null
  createdBy: number
}

interface Recipient {
  id: number
  merchantId: number | null
  userType: string
}

// Where each kind of user reads a ticket in the portal.
const ticketPath = (recipient: Recipient, ticketId: number) =>
  recipient.userType === 'merchant'
    ? `/merchant/support-tickets?ticket=${ticketId}`
    : recipient.userType === 'platform'
      ? `/platform/support-tickets?ticket=${ticketId}`
      : `/tenant/support-tickets?ticket=${ticketId}`

/** The users of one side of a ticket who hold that side's support permission. */
function usersOf(db: SandboxDatabase, ticket: TicketFacts, side: Side): Recipient[] {
  const [where, params, permission] =
    side === 'customer' && ticket.customerId !== null
      ? ['merchant_id = ?', [ticket.customerId], 'Merchant.Support.Lookup']
      : side === 'platform'
        ? ["user_type = 'platform'", [], 'Platform.Support.Lookup']
        : // The tenant: its staff; for a ticket to the platform the tenant is the customer.
          ["merchant_id IS NULL AND user_type <> 'platform' AND tenant_id = ?", [ticket.tenantId], 'CRM.Support.Lookup']
  const users = db
    .prepare(`SELECT id, merchant_id AS merchantId, user_type AS userType, role_id AS roleId FROM users WHERE ${where}`)
    .all(...params) as (Recipient & { roleId: number })[]
  return users.filter((user) => can(permissionsOf(db, user.roleId), permission))
}

/** The sides of a ticket's channel. */
const sidesOf = (ticket: TicketFacts): [Side, Side] =>
  ticket.channel === 'TenantToPlatformTicketChannel' ? ['tenant', 'platform'] : ['customer', 'tenant']

/** A new ticket tells the users of the side it is written to (the tenant's staff, or the platform's). */
export function notifyTicketOpened(db: SandboxDatabase, ticket: TicketFacts & { customerName?: string | null }): void {
  const [opener, receiving] = sidesOf(ticket)
  const from =
    opener === 'customer' && ticket.customerName
      ? ticket.customerName
      : ((db.prepare('SELECT name FROM tenants WHERE id = ?').get(ticket.tenantId) as { name: string } | undefined)
          ?.name ?? '')
  for (const user of usersOf(db, ticket, receiving)) {
    if (user.id === ticket.createdBy) continue
    insertNotification(db, {
      userId: user.id,
      type: 'SupportTicket',
      text: { key: 'ticketOpened', params: { id: ticket.id, subject: ticket.subject, from } },
      objectUrl: ticketPath(user, ticket.id),
    })
  }
}

/** A public comment tells the other side's users (an internal one stays with its side and tells no one). */
export function notifyTicketComment(db: SandboxDatabase, ticket: TicketFacts, side: Side): void {
  const [first, second] = sidesOf(ticket)
  const other = side === first ? second : first
  for (const user of usersOf(db, ticket, other)) {
    insertNotification(db, {
      userId: user.id,
      type: 'SupportTicket',
      text: { key: 'ticketComment', params: { id: ticket.id, subject: ticket.subject } },
      objectUrl: ticketPath(user, ticket.id),
    })
  }
}

/** A ticket closed or reopened tells the one who opened it, unless they did it themselves. */
export function notifyTicketStatus(db: SandboxDatabase, ticket: TicketFacts, actorId: number, state: string): void {
  if (ticket.createdBy === actorId) return
  const creator = db
    .prepare('SELECT id, merchant_id AS merchantId, user_type AS userType FROM users WHERE id = ?')
    .get(ticket.createdBy) as Recipient | undefined
  if (!creator) return
  insertNotification(db, {
    userId: creator.id,
    type: 'SupportTicket',
    text: {
      key: state === 'Closed' ? 'ticketClosed' : 'ticketReopened',
      params: { id: ticket.id, subject: ticket.subject },
    },
    objectUrl: ticketPath(creator, ticket.id),
  })
}
