import { evidenceLimits, type EvidenceFile, type EvidenceSource } from '@paydeck/core/disputes'
import { decimalText } from '@paydeck/core/values'
import type { SandboxDatabase } from '../db/database'
import { storedActivity } from '../transactions/activity-reads'
import type { TransactionRow } from '../transactions/lookup'
import type { DisputeRow } from './dispute-store'

// The evidence a merchant already holds (issue 66): the payment's support tickets with their conversation and the
// files attached to them (a refund policy, a delivery note), the agreement the merchant accepted, and the payment's
// events. Written in English, as the networks read evidence, with times in UTC.

const stamp = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`
/** An agreement's HTML as plain text: the evidence is text, shown as text. */
const plainText = (html: string) =>
  html
    .replace(/<\/(p|h\d|li|tr)>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim()

interface TicketRow {
  id: number
  subject: string
  description: string
  created: string
  referencesJson: string
}

/** A file kind by what its name says it is: a policy, a delivery note, or the customer's correspondence. */
function kindOfFile(name: string): EvidenceFile['kind'] {
  const lower = name.toLowerCase()
  if (lower.includes('refund')) return 'refundPolicy'
  if (lower.includes('cancel')) return 'cancellationPolicy'
  if (/deliver|shipping|tracking|dispatch/.test(lower)) return 'shippingDocumentation'
  if (lower.includes('receipt') || lower.includes('invoice')) return 'receipt'
  return 'customerCommunicationFile'
}

export function evidenceSources(db: SandboxDatabase) {
  const tickets = db.prepare(
    `SELECT id, subject, description, created, references_json AS referencesJson FROM tickets
     WHERE merchant_id = ? AND references_json LIKE ? ORDER BY created`,
  )
  // What both sides wrote (internal comments are not the customer's conversation).
  const comments = db.prepare(
    `SELECT user_name AS author, payload, created FROM ticket_feed
     WHERE ticket_id = ? AND type LIKE '%CommentItem' AND type NOT LIKE '%Internal%' ORDER BY id`,
  )
  const file = db.prepare('SELECT id, name, content_type AS mediaType, size FROM files WHERE id = ? AND tenant_id = ?')
  const agreement = db.prepare(
    `SELECT id, version, body, COALESCE(responded_at, created) AS accepted FROM commercial_documents
     WHERE merchant_id = ? AND kind = 'agreement' AND status = 'Accepted' ORDER BY version DESC LIMIT 1`,
  )
  const paymentById = db.prepare('SELECT * FROM transactions WHERE id = ?')
  const activity = storedActivity(db)

  /** A ticket's files the network takes (PDF, JPEG, PNG), each a file of the evidence. */
  function ticketFiles(ticket: TicketRow, tenantId: number): EvidenceSource[] {
    const references = JSON.parse(ticket.referencesJson) as { key: string; value: string }[]
    return references.flatMap(({ key, value }) => {
      if (key !== 'attachment') return []
      const row = file.get(value, tenantId) as { id: string; name: string; mediaType: string; size: number } | undefined
      if (!row || !(evidenceLimits.mediaTypes as readonly string[]).includes(row.mediaType)) return []
      const evidence: EvidenceFile = { kind: kindOfFile(row.name), fileId: row.id, ...row }
      return [{ source: 'file' as const, id: row.id, title: row.name, at: ticket.created, file: evidence }]
    })
  }

  function ticketSource(ticket: TicketRow): EvidenceSource {
    const said = (comments.all(ticket.id) as { author: string; payload: string; created: string }[]).map(
      (comment) => `${stamp(comment.created)}, ${comment.author}: ${String(JSON.parse(comment.payload).content)}`,
    )
    const value = [
      `Support ticket ${ticket.id}, opened ${stamp(ticket.created)}: ${ticket.subject}`,
      ticket.description,
      ...said,
    ].join('\n')
    return {
      source: 'ticket',
      id: `ticket-${ticket.id}`,
      title: ticket.subject,
      at: ticket.created,
      text: { field: 'customerCommunication', value },
    }
  }

  function activitySource(payment: TransactionRow): EvidenceSource | null {
    const events = activity.events(payment)
    if (events.length === 0) return null
    const lines = events.map((event) => {
      const amount = event.amount === null ? '' : ` ${payment.currency} ${decimalText(event.amount, payment.currency)}`
      return `${stamp(event.created)} ${event.type} (${event.status})${amount}, by ${event.actor}${event.reason ? `: ${event.reason}` : ''}`
    })
    return {
      source: 'activity',
      id: 'activity',
      title: payment.external_id,
      at: events.at(-1)!.created,
      text: {
        field: 'accessActivityLog',
        value: [`Activity of payment ${payment.external_id}:`, ...lines].join('\n'),
      },
    }
  }

  /** Everything the merchant's records hold about the dispute's payment, as evidence to pick from. */
  return (dispute: DisputeRow): EvidenceSource[] => {
    const payment = paymentById.get(dispute.transaction_id) as TransactionRow
    const found = tickets.all(dispute.merchant_id, `%"key":"transaction","value":"${payment.id}"%`) as TicketRow[]
    const accepted = agreement.get(dispute.merchant_id) as
      { id: number; version: number; body: string; accepted: string } | undefined
    const agreementSource: EvidenceSource[] = accepted
      ? [
          {
            source: 'agreement',
            id: `agreement-${accepted.id}`,
            title: `${accepted.id} (${accepted.version})`,
            at: accepted.accepted,
            text: {
              field: 'uncategorizedText',
              value: `Agreement ${accepted.id}, version ${accepted.version}, accepted ${stamp(accepted.accepted)}:\n${plainText(accepted.body)}`,
            },
          },
        ]
      : []
    return [
      ...found.flatMap((ticket) => [ticketSource(ticket), ...ticketFiles(ticket, dispute.tenant_id)]),
      ...agreementSource,
      ...[activitySource(payment)].filter((source) => source !== null),
    ]
  }
}
