import * as z from 'zod/mini'
import { newTicketSchema, ticketPriorities, type NewTicket } from '@paydeck/core/support'

/** The optional fields of seed 000's 'Expand fields' menu. */
// Files are not among them: a screenshot is what a ticket most often needs, so its field is always on the form.
export const optionalFields = ['customers', 'transactions', 'priority'] as const
export type OptionalField = (typeof optionalFields)[number]

const contract = newTicketSchema.shape

/**
 * Category, subject and description by the new-ticket contract the sandbox checks too (required, within their
 * lengths); the tenant too for platform staff (seed 000 section 5). The form words the issues in its catalogue.
 */
export function ticketFormSchema(platform: boolean) {
  return z.object({
    tenantId: platform ? z.string().check(z.minLength(1)) : z.string(),
    contactEmails: z.array(z.string()),
    ticketCategory: contract.ticketCategory,
    subject: contract.subject,
    description: contract.description,
    priority: z.enum(ticketPriorities),
    customers: z.array(z.string()),
    transactions: z.array(z.string()),
  })
}

/** What the user types: the category may still be unchosen. */
export type TicketFormValues = Omit<z.infer<ReturnType<typeof ticketFormSchema>>, 'ticketCategory'> & {
  ticketCategory: NewTicket['ticketCategory'] | ''
}

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
  const references: NonNullable<NewTicket['references']> = [
    ...(shown.includes('transactions')
      ? values.transactions.map((value) => ({ key: 'transaction' as const, value }))
      : []),
    ...(shown.includes('customers') ? values.customers.map((value) => ({ key: 'customer' as const, value })) : []),
    ...attachments.map((value) => ({ key: 'attachment' as const, value })),
    { key: 'createdOn' as const, value: pageAddress },
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
