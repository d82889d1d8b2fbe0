import type { SandboxDatabase } from '../db/database'
import { addFeedItem } from '../support/tickets.repository'

const DAY = 86_400_000

interface SeededTicket {
  channel: 'CustomerToTenantTicketChannel' | 'TenantToPlatformTicketChannel'
  creator: string
  subject: string
  description: string
  category: string
  priority: string
  status: 'Opened' | 'Closed'
  daysAgo: number
  assignee?: string
  feed: [type: string, author: string, payload: Record<string, unknown>, hoursLater: number][]
}

const tickets: SeededTicket[] = [
  {
    channel: 'CustomerToTenantTicketChannel',
    creator: 'merchant@sandbox.test',
    subject: 'Refund not received by the cardholder',
    description:
      'We refunded order 10482 in full on Monday. The cardholder says nothing has reached their card yet and asks for a reference they can give their bank.',
    category: 'Processing',
    priority: 'High',
    status: 'Opened',
    daysAgo: 4,
    assignee: 'agent@sandbox.test',
    feed: [
      [
        'ReferenceItem',
        'Maya Lindqvist',
        { creator: 'Maya Lindqvist', references: [{ key: 'transaction', value: '3' }] },
        0,
      ],
      ['AssignmentItem', 'Elif Kaya', { assigner: 'Elif Kaya', newAssignee: 'Daniel Okafor' }, 2],
      ['CustomerCommentItem', 'Maya Lindqvist', { content: 'The cardholder called again this morning.' }, 20],
      ['TenantInternalCommentItem', 'Elif Kaya', { content: 'Acquirer shows the refund as sent; ARN requested.' }, 26],
      [
        'TenantCommentItem',
        'Elif Kaya',
        { content: 'The refund left us on Tuesday. We have asked the acquirer for the ARN and will send it here.' },
        27,
      ],
      ['PriorityChangeItem', 'Elif Kaya', { user: 'Elif Kaya', newPriority: 'High' }, 27],
      [
        'ExternalPartyInvitationItem',
        'Daniel Okafor',
        {
          invitedBy: 'Daniel Okafor',
          externalPartyEmail: 'disputes@acquirer.example',
          invitationDescription: 'Please share the ARN of the refund so the cardholder can trace it.',
        },
        30,
      ],
      [
        'ExternalPartyCommentItem',
        'disputes@acquirer.example',
        { content: 'ARN 74987504321098765432101 was sent to the card scheme on Tuesday.' },
        44,
      ],
    ],
  },
  {
    channel: 'CustomerToTenantTicketChannel',
    creator: 'merchant@sandbox.test',
    subject: 'Webhook signature fails after key rotation',
    description: 'Since we rotated the signing key, every webhook fails our signature check.',
    category: 'Integration',
    priority: 'Medium',
    status: 'Closed',
    daysAgo: 12,
    feed: [
      [
        'TenantCommentItem',
        'Elif Kaya',
        { content: 'The new key takes effect for endpoints saved after the rotation: save the endpoint once more.' },
        3,
      ],
      ['CustomerCommentItem', 'Maya Lindqvist', { content: 'That fixed it, thank you.' }, 5],
      ['StatusChangeFeedItem', 'Elif Kaya', { user: 'Elif Kaya', newState: 'Closed' }, 6],
    ],
  },
  {
    channel: 'TenantToPlatformTicketChannel',
    creator: 'tenant@sandbox.test',
    subject: 'Settlement file missing for 19 November',
    description: 'The daily settlement file for 19 November did not arrive on the SFTP server.',
    category: 'Operational',
    priority: 'High',
    status: 'Opened',
    daysAgo: 2,
    assignee: 'platform@sandbox.test',
    feed: [
      ['AssignmentItem', 'Priya Raman', { assigner: 'Priya Raman', newAssignee: 'Priya Raman' }, 1],
      [
        'PlatformCommentItem',
        'Priya Raman',
        { content: 'The file was held by a failed transfer; we are sending it again.' },
        2,
      ],
      ['PlatformInternalCommentItem', 'Priya Raman', { content: 'SFTP job retried manually.' }, 2],
    ],
  },
]

/** A few tickets with the feeds real conversations leave (only into an empty table). */
export function seedTickets(db: SandboxDatabase, now = Date.now()): void {
  const existing = db.prepare('SELECT COUNT(*) AS n FROM tickets').get() as { n: number }
  if (existing.n > 0) return
  const insert = db.prepare(
    `INSERT INTO tickets (channel, tenant_id, merchant_id, created_by, contact_email, subject, description, category,
       priority, status, assignee, references_json, created)
     SELECT @channel, u.tenant_id, u.merchant_id, u.id, u.email, @subject, @description, @category, @priority, @status,
       @assignee, @references, @created FROM users u WHERE u.email = @creator`,
  )
  for (const ticket of tickets) {
    const opened = now - ticket.daysAgo * DAY
    const references = ticket.feed.flatMap(([type, , payload]) => (type === 'ReferenceItem' ? payload.references : []))
    const { lastInsertRowid } = insert.run({
      ...ticket,
      assignee: ticket.assignee ?? null,
      references: JSON.stringify(references),
      created: new Date(opened).toISOString(),
      feed: undefined,
    })
    for (const [type, author, payload, hoursLater] of ticket.feed) {
      addFeedItem(db, {
        ticketId: Number(lastInsertRowid),
        type,
        userName: author,
        payload,
        created: new Date(opened + hoursLater * 3_600_000),
      })
    }
  }
}
