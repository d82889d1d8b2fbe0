import * as z from 'zod/mini'
import { newTicketSchema, referenceKeys, TICKET_DESCRIPTION_MAX, TICKET_SUBJECT_MAX } from '@paydeck/core/support'
import type { SandboxDatabase } from '../db/database'
import { references as referenceData } from '../db/references'
import type { Channel } from './tickets.repository'

/** An email address, by the contract's rule. */
export const isEmail = (value: unknown): value is string => z.safeParse(z.email(), value).success

export type CheckedTicket = z.output<typeof newTicketSchema>

const length = (field: string, max: number) => (code: string) =>
  code === 'too_big' ? `${field} must be at most ${max} characters.` : `${field} is required.`

// The sandbox's words for each field of core's new-ticket schema.
const messages: Record<string, (code: string) => string> = {
  ticketCategory: () => 'Choose a category.',
  subject: length('Subject', TICKET_SUBJECT_MAX),
  description: length('Description', TICKET_DESCRIPTION_MAX),
  priority: () => 'Priority must be Low, Medium or High.',
  references: () => `A reference must be one of ${referenceKeys.join(', ')} with a value.`,
  contactEmails: () => 'Every contact must be an email address.',
  contactEmail: () => 'The contact email is not an email address.',
}

/** A ticket form's body checked by the contract the form checks too: field name to messages, or the ticket. */
export function readNewTicket(body: unknown): { errors: Record<string, string[]> } | { ticket: CheckedTicket } {
  const parsed = z.safeParse(newTicketSchema, body)
  if (parsed.success) return { ticket: parsed.data }
  const errors: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'body')
    errors[field] ??= [messages[field]?.(issue.code) ?? 'Send the ticket as a JSON object.']
  }
  return { errors }
}

export interface TicketOrigin {
  channel: Channel
  tenantId: number
  merchantId: number | null
  createdBy: number
  fallbackEmail: string
}

export function insertTicket(db: SandboxDatabase, origin: TicketOrigin, ticket: CheckedTicket): number {
  const result = db
    .prepare(
      `INSERT INTO tickets (channel, tenant_id, merchant_id, created_by, contact_email, subject, description, category,
         priority, references_json, contact_emails, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      origin.channel,
      origin.tenantId,
      origin.merchantId,
      origin.createdBy,
      ticket.contactEmail || origin.fallbackEmail,
      ticket.subject,
      ticket.description,
      ticket.ticketCategory,
      ticket.priority,
      JSON.stringify(ticket.references),
      JSON.stringify(ticket.contactEmails),
      new Date().toISOString(),
    )
  return Number(result.lastInsertRowid)
}

/**
 * References must point at what the ticket's organisation owns: its merchant's transactions (a tenant's: any of its
 * merchants'), its tenant's files, and for staff only, the tenant's customers.
 */
export function referenceProblem(
  db: SandboxDatabase,
  references: CheckedTicket['references'],
  owner: { tenantId: number; merchantId: number | null; staff: boolean },
): string | null {
  for (const { key, value } of references) {
    if (key === 'customer') {
      if (!owner.staff) return 'Only tenant staff attach customers to a ticket.'
      if (!referenceData(db).isTenantsMerchant(owner.tenantId, Number(value))) return `There is no customer ${value}.`
    }
    if (key === 'transaction') {
      const found = db
        .prepare('SELECT 1 FROM transactions WHERE id = ? AND tenant_id = ? AND (? IS NULL OR merchant_id = ?)')
        .get(Number(value), owner.tenantId, owner.merchantId, owner.merchantId)
      if (!found) return `There is no transaction ${value}.`
    }
    if (key === 'attachment') {
      const found = db.prepare('SELECT 1 FROM files WHERE id = ? AND tenant_id = ?').get(value, owner.tenantId)
      if (!found) return `There is no file ${value}.`
    }
  }
  return null
}
