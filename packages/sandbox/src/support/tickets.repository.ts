import { labelledReferences } from './reference-labels'
import type { Ticket, TicketReference } from '@paydeck/core/support'
import type { SandboxDatabase } from '../db/database'

export type Side = 'customer' | 'tenant' | 'platform'
export type Channel = Ticket['channel']

export interface TicketRow {
  id: number
  subject: string
  description: string
  category: Ticket['category']
  priority: Ticket['priority']
  status: Ticket['status']
  channel: Channel
  tenantId: number
  customerId: number | null
  customerName: string | null
  contactEmail: string
  created: string
  assignee: string | null
  referencesJson: string
  createdBy: number
  scopingStarted: string | null
  billable: number | null
  billingNote: string | null
  jiraTicket: string | null
  initialRequestTime: string | null
  responseTime: string | null
  resolutionTime: string | null
  escalatedTo: number | null
  contactEmails: string
}

/** Who reads: their id (unread marks), their side (internal comments) and organisation (labels). */
export interface Reader {
  userId: number
  side: Side
  scope: string
}

const ticketColumns = `t.id, t.subject, t.description, t.category, t.priority, t.status, t.channel, t.tenant_id AS tenantId,
  t.merchant_id AS customerId, m.legal_business_name AS customerName, t.contact_email AS contactEmail, t.created,
  t.assignee, t.references_json AS referencesJson, t.created_by AS createdBy, t.scoping_started AS scopingStarted,
  t.billable, t.billing_note AS billingNote, t.jira_ticket AS jiraTicket,
  t.initial_request_time AS initialRequestTime, t.response_time AS responseTime, t.resolution_time AS resolutionTime,
  t.escalated_to AS escalatedTo, t.contact_emails AS contactEmails`

export function findTicket(db: SandboxDatabase, id: number): TicketRow | undefined {
  return db
    .prepare(`SELECT ${ticketColumns} FROM tickets t LEFT JOIN merchants m ON m.id = t.merchant_id WHERE t.id = ?`)
    .get(id) as TicketRow | undefined
}

/** The side whose comments a feed item belongs to; internal ones are seen by that side only. */
const sideOfType: Record<string, Side> = {
  CustomerCommentItem: 'customer',
  CustomerInternalCommentItem: 'customer',
  TenantCommentItem: 'tenant',
  TenantInternalCommentItem: 'tenant',
  PlatformCommentItem: 'platform',
  PlatformInternalCommentItem: 'platform',
}

/** How long the sandbox's scoping job runs: the client polls scoping-status up to 3 more times 1 s apart. */
export const SCOPING_MS = 1_500

/** Scoping follows from when it started: never, still running, or done. */
export function scopingOf(row: Pick<TicketRow, 'scopingStarted'>): 'none' | 'running' | 'done' {
  if (row.scopingStarted === null) return 'none'
  return Date.now() - Date.parse(row.scopingStarted) < SCOPING_MS ? 'running' : 'done'
}

export function toTicket(db: SandboxDatabase, row: TicketRow, reader: Reader): Ticket {
  const label = db
    .prepare('SELECT label_id AS labelId FROM ticket_labels WHERE ticket_id = ? AND scope = ?')
    .get(row.id, reader.scope) as { labelId: number } | undefined
  const feed = feedFor(db, row.id, reader)
  return {
    id: row.id,
    subject: row.subject,
    description: row.description,
    category: row.category,
    priority: row.priority,
    status: row.status,
    channel: row.channel,
    tenantId: row.tenantId,
    customerId: row.customerId,
    customerName: row.customerName,
    contactEmail: row.contactEmail,
    created: row.created,
    // The last thing the reader can see happen on it.
    updated: feed.reduce((latest, item) => (item.timestamp > latest ? item.timestamp : latest), row.created),
    assignee: row.assignee,
    references: labelledReferences(db, JSON.parse(row.referencesJson) as TicketReference[]),
    unreadComments: feed.filter((item) => 'isUnread' in item && item.isUnread).length,
    labelId: label?.labelId ?? null,
    escalatedTo: row.escalatedTo,
    contactEmails: JSON.parse(row.contactEmails) as string[],
    ...(reader.side === 'platform' && {
      platform: {
        scoped: scopingOf(row) === 'done',
        billable: row.billable === null ? null : row.billable === 1,
        billingNote: row.billingNote,
        jiraTicket: row.jiraTicket,
        initialRequestDateTime: row.initialRequestTime,
        responseDateTime: row.responseTime,
        resolutionDateTime: row.resolutionTime,
      },
    }),
  }
}

export interface NewFeedItem {
  ticketId: number
  type: string
  userName: string
  payload: Record<string, unknown>
  created?: Date
}

export function addFeedItem(db: SandboxDatabase, item: NewFeedItem): number {
  const result = db
    .prepare('INSERT INTO ticket_feed (ticket_id, type, user_name, payload, created) VALUES (?, ?, ?, ?, ?)')
    .run(
      item.ticketId,
      item.type,
      item.userName,
      JSON.stringify(item.payload),
      (item.created ?? new Date()).toISOString(),
    )
  return Number(result.lastInsertRowid)
}

/** The ticket's feed as one side sees it: another side's internal comments left out, unread marks per reader. */
export function feedFor(db: SandboxDatabase, ticketId: number, { userId, side }: Pick<Reader, 'userId' | 'side'>) {
  const rows = db
    .prepare(
      'SELECT id, type, user_name AS userName, payload, created FROM ticket_feed WHERE ticket_id = ? ORDER BY id',
    )
    .all(ticketId) as { id: number; type: string; userName: string; payload: string; created: string }[]
  const read = db
    .prepare('SELECT last_read_id AS lastRead FROM ticket_reads WHERE user_id = ? AND ticket_id = ?')
    .get(userId, ticketId) as { lastRead: number } | undefined
  return rows
    .filter((row) => !row.type.includes('Internal') || sideOfType[row.type] === side)
    .map((row) => {
      const payload = JSON.parse(row.payload) as Record<string, unknown>
      const base = { type: row.type, id: row.id, timestamp: row.created }
      if (row.type.endsWith('CommentItem')) {
        return {
          ...base,
          commenter: row.userName,
          content: String(payload.content),
          // Another side's comment after what this reader last marked read.
          isUnread: sideOfType[row.type] !== side && row.id > (read?.lastRead ?? 0),
        }
      }
      if (row.type === 'ReferenceItem')
        return { ...base, ...payload, references: labelledReferences(db, payload.references as TicketReference[]) }
      return { ...base, ...payload }
    })
}

export function markCommentsRead(db: SandboxDatabase, ticketId: number, readerId: number): void {
  const { last } = db
    .prepare('SELECT COALESCE(MAX(id), 0) AS last FROM ticket_feed WHERE ticket_id = ?')
    .get(ticketId) as {
    last: number
  }
  db.prepare(
    `INSERT INTO ticket_reads (user_id, ticket_id, last_read_id) VALUES (?, ?, ?)
     ON CONFLICT (user_id, ticket_id) DO UPDATE SET last_read_id = excluded.last_read_id`,
  ).run(readerId, ticketId, last)
}

/** What a ticket's handling changes, by its stored column. */
const changeableColumns = {
  status: 'status',
  priority: 'priority',
  referencesJson: 'references_json',
  assignee: 'assignee',
  escalatedTo: 'escalated_to',
  scopingStarted: 'scoping_started',
  billable: 'billable',
  billingNote: 'billing_note',
  jiraTicket: 'jira_ticket',
  initialRequestTime: 'initial_request_time',
  responseTime: 'response_time',
  resolutionTime: 'resolution_time',
} as const
export type TicketChanges = Partial<Record<keyof typeof changeableColumns, string | number | null>>

/** Changes a ticket's fields. */
export function updateTicket(db: SandboxDatabase, id: number, changes: TicketChanges): void {
  const fields = Object.keys(changes) as (keyof typeof changeableColumns)[]
  if (fields.length === 0) return
  const assignments = fields.map((field) => `${changeableColumns[field]} = @${field}`).join(', ')
  db.prepare(`UPDATE tickets SET ${assignments} WHERE id = @id`).run({ ...changes, id })
}
