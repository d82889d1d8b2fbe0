import type * as z from 'zod/mini'
import type { newTicketSchema } from '@paydeck/core/support'
import type { SandboxDatabase } from '../db/database'
import { references as referenceData } from '../db/references'
import type { Channel } from './tickets.repository'

export type CheckedTicket = z.output<typeof newTicketSchema>

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
