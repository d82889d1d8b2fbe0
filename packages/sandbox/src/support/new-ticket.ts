import { referenceKeys, ticketCategories, ticketPriorities, type NewTicket } from '@paydeck/core/support'
import type { SandboxDatabase } from '../db/database'
import type { Channel } from './tickets.repository'

export const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)

/** A ticket form's body checked as the client checks it: field name to messages, or the ticket. */
export function readNewTicket(
  body: Record<string, unknown>,
): { errors: Record<string, string[]> } | { ticket: NewTicket } {
  const errors: Record<string, string[]> = {}
  if (!ticketCategories.includes(body.ticketCategory as never)) errors.ticketCategory = ['Choose a category.']
  if (typeof body.subject !== 'string' || !body.subject.trim()) errors.subject = ['Subject is required.']
  if (typeof body.description !== 'string' || !body.description.trim())
    errors.description = ['Description is required.']
  const priority = body.priority ?? 'Medium'
  if (!ticketPriorities.includes(priority as never)) errors.priority = ['Priority must be Low, Medium or High.']
  const references = Array.isArray(body.references) ? body.references : []
  const badReference = references.find(
    (item: { key?: unknown; value?: unknown }) =>
      !referenceKeys.includes(item?.key as never) || typeof item?.value !== 'string' || !item.value.trim(),
  )
  if (badReference) errors.references = [`A reference must be one of ${referenceKeys.join(', ')} with a value.`]
  const contactEmails = Array.isArray(body.contactEmails) ? body.contactEmails : []
  if (!contactEmails.every(isEmail)) errors.contactEmails = ['Every contact must be an email address.']
  if (body.contactEmail !== undefined && body.contactEmail !== '' && !isEmail(body.contactEmail))
    errors.contactEmail = ['The contact email is not an email address.']
  if (Object.keys(errors).length > 0) return { errors }
  return {
    ticket: {
      ticketCategory: body.ticketCategory as NewTicket['ticketCategory'],
      subject: String(body.subject).trim(),
      description: String(body.description).trim(),
      contactEmail: typeof body.contactEmail === 'string' ? body.contactEmail : '',
      priority: priority as NewTicket['priority'],
      references: references as NewTicket['references'],
      contactEmails: contactEmails as string[],
    },
  }
}

export interface TicketOrigin {
  channel: Channel
  tenantId: number
  merchantId: number | null
  createdBy: number
  fallbackEmail: string
}

export function insertTicket(db: SandboxDatabase, origin: TicketOrigin, ticket: NewTicket): number {
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
      ticket.priority ?? 'Medium',
      JSON.stringify(ticket.references ?? []),
      JSON.stringify(ticket.contactEmails ?? []),
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
  references: NewTicket['references'],
  owner: { tenantId: number; merchantId: number | null; staff: boolean },
): string | null {
  for (const { key, value } of references ?? []) {
    if (key === 'customer') {
      if (!owner.staff) return 'Only tenant staff attach customers to a ticket.'
      const found = db
        .prepare('SELECT 1 FROM merchants WHERE id = ? AND tenant_id = ?')
        .get(Number(value), owner.tenantId)
      if (!found) return `There is no customer ${value}.`
    }
    if (key === 'transaction') {
      const found = db
        .prepare(
          `SELECT 1 FROM transactions x JOIN merchants m ON m.id = x.merchant_id
           WHERE x.id = ? AND m.tenant_id = ? AND (? IS NULL OR x.merchant_id = ?)`,
        )
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
