import * as z from 'zod/mini'
import { ticketCategories, ticketPriorities, type NewTicket, type TicketReference } from '@paydeck/core/support'

/** The optional fields of seed 000's 'Expand fields' menu. */
export const optionalFields = ['customers', 'transactions', 'priority', 'attachments'] as const
export type OptionalField = (typeof optionalFields)[number]

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message))

/** Category, subject and description are required; the tenant too for platform staff (seed 000 section 5). */
export function ticketFormSchema(requiredText: (field: string) => string, platform: boolean) {
  return z.object({
    tenantId: platform ? required(requiredText('tenant')) : z.string(),
    contactEmails: z.array(z.string()),
    ticketCategory: z
      .union([z.enum(ticketCategories), z.literal('')])
      .check(z.refine((value) => value !== '', requiredText('category'))),
    subject: required(requiredText('subject')),
    description: required(requiredText('description')),
    priority: z.enum(ticketPriorities),
    customers: z.array(z.string()),
    transactions: z.array(z.string()),
  })
}

export type TicketFormValues = z.infer<ReturnType<typeof ticketFormSchema>>

export const emptyTicketForm: TicketFormValues = {
  tenantId: '',
  contactEmails: [],
  ticketCategory: '',
  subject: '',
  description: '',
  priority: 'Medium',
  customers: [],
  transactions: [],
}

/** The payload: the chosen fields only, with the page the user wrote from as the createdOn reference. */
export function toNewTicket(
  values: TicketFormValues,
  shown: readonly OptionalField[],
  attachments: readonly string[],
  pageAddress: string,
  contactEmail: string,
): NewTicket {
  const references: TicketReference[] = [
    ...(shown.includes('transactions') ? values.transactions.map((value) => ({ key: 'transaction', value })) : []),
    ...(shown.includes('customers') ? values.customers.map((value) => ({ key: 'customer', value })) : []),
    ...(shown.includes('attachments') ? attachments.map((value) => ({ key: 'attachment', value })) : []),
    { key: 'createdOn', value: pageAddress },
  ]
  return {
    ticketCategory: values.ticketCategory as NewTicket['ticketCategory'],
    subject: values.subject.trim(),
    description: values.description.trim(),
    contactEmail,
    priority: shown.includes('priority') ? values.priority : 'Medium',
    references,
    ...(values.contactEmails.length > 0 && { contactEmails: values.contactEmails }),
  }
}
