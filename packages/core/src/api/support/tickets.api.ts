import * as z from 'zod/mini'
import type { HttpClient } from '../../http/http-client'
import { PaydeckParseError } from '../../http/errors'
import type { UserKind } from '../../session/user-kind'
import { staffMemberSchema, type StaffMember } from './directory.schema'
import {
  feedItemSchema,
  feedItemTypes,
  ticketCategorySchema,
  ticketPageSchema,
  ticketSchema,
  type FeedItem,
  type NewTicket,
  type Ticket,
  type TicketCategory,
  type TicketPage,
  type TicketPriority,
  type TicketReference,
} from './tickets.schema'

/** The side a call speaks for (seed 000 section 7): a merchant to its tenant, or tenant staff to the platform. */
export type TicketChannelType = 'CustomerToTenant' | 'TenantToPlatform'

export const categoriesSchema = z.object({ categories: z.array(ticketCategorySchema) })
// Items of a type this client does not know are skipped (seed 000 section 3); a known one must parse.
export const feedSchema = z.object({ items: z.array(z.looseObject({ type: z.string() })) })

export function fetchTicketCategories(http: HttpClient, signal?: AbortSignal): Promise<TicketCategory[]> {
  return http.json(categoriesSchema, 'support/ticket-categories', { signal }).then((reply) => reply.categories)
}

export interface TicketQuery {
  ticketChannelType: TicketChannelType
  pageIndex: number
  pageSize?: number
  searchText?: string
  status?: string
  category?: string
  priority?: string
  assignee?: string
  labelId?: number
  /** Tenant staff: one customer's tickets. */
  customerId?: number
}

export function fetchMyTickets(http: HttpClient, query: TicketQuery, signal?: AbortSignal): Promise<TicketPage> {
  return http.json(ticketPageSchema, 'support/ticket/my', {
    searchParams: { pageSize: 10, ...query },
    signal,
  })
}

/** Who a ticket is read by, and the ticket's own facts: together they give its path. */
export type TicketRef = Pick<Ticket, 'id' | 'channel' | 'tenantId' | 'customerId'>

/**
 * A ticket's path for the reader (seed 000 section 7): the tenant reads a merchant's ticket under the customer's id,
 * the platform a tenant's under the tenant's; otherwise the ticket's own. The /crm prefix comes from the request rules.
 */
export function ticketPath(kind: UserKind, ticket: TicketRef): string {
  if (kind === 'platform') return `support/${ticket.tenantId}/ticket/${ticket.id}`
  if (kind === 'tenant' && ticket.channel === 'CustomerToTenantTicketChannel' && ticket.customerId !== null)
    return `support/ticket/${ticket.customerId}/${ticket.id}`
  return `support/ticket/${ticket.id}`
}

/** A ticket by id alone (a link carries nothing more); every side may read its own this way. */
export function fetchTicket(http: HttpClient, id: number, signal?: AbortSignal): Promise<Ticket> {
  return http.json(ticketSchema, `support/ticket/${id}`, { signal })
}

/** Creates a ticket; the reply is the new ticket's id as text. */
export function createTicket(
  http: HttpClient,
  ticketChannelType: TicketChannelType,
  ticket: NewTicket,
): Promise<number> {
  return http.id('support/ticket', { method: 'POST', searchParams: { ticketChannelType }, json: ticket })
}

// The calls on one ticket take its path from ticketPath().
export async function fetchTicketFeed(http: HttpClient, path: string, signal?: AbortSignal): Promise<FeedItem[]> {
  const { items } = await http.json(feedSchema, `${path}/feed`, { signal })
  const known = items.filter((item) => (feedItemTypes as readonly string[]).includes(item.type))
  const parsed = z.safeParse(z.array(feedItemSchema), known)
  if (!parsed.success) throw new PaydeckParseError(`${path}/feed`, parsed.error.issues)
  return parsed.data
}

export function commentOnTicket(http: HttpClient, path: string, content: string, isInternal = false): Promise<string> {
  return http.text(`${path}/comment`, { method: 'POST', json: { content, isInternal } })
}

export function closeTicket(http: HttpClient, path: string): Promise<string> {
  return http.text(`${path}/close`, { method: 'POST' })
}

export function reopenTicket(http: HttpClient, path: string): Promise<string> {
  return http.text(`${path}/open`, { method: 'POST' })
}

export function setTicketPriority(http: HttpClient, path: string, priority: TicketPriority): Promise<string> {
  return http.text(`${path}/priority`, { method: 'POST', json: { priority } })
}

export function assignTicket(http: HttpClient, path: string, assignee: string): Promise<string> {
  return http.text(`${path}/assign`, { method: 'POST', json: { assignee } })
}

export function addTicketReferences(http: HttpClient, path: string, references: TicketReference[]): Promise<string> {
  return http.text(`${path}/references`, { method: 'POST', json: { references } })
}

export function inviteExternalParty(
  http: HttpClient,
  path: string,
  invitation: { externalPartyEmail: string; invitationDescription: string },
): Promise<string> {
  return http.text(`${path}/invite-external-party`, { method: 'POST', json: invitation })
}

export function markTicketCommentsRead(http: HttpClient, path: string): Promise<string> {
  return http.text(`${path}/feed/mark-comments-as-read`, { method: 'POST', quiet: true })
}

/** The thread as CSV; internal comments only when asked for. */
export function exportTicketFeed(http: HttpClient, path: string, includeInternal: boolean): Promise<Blob> {
  return http.blob(`${path}/feed/exportcsv`, { searchParams: { includeInternal } })
}

/** Sets the caller's organisation's label on the ticket; label 0 takes it off. */
export function setTicketLabel(http: HttpClient, path: string, labelId: number): Promise<string> {
  return http.text(`${path}/set-support-label/${labelId}`, { method: 'POST' })
}

/** Tenant staff hand a merchant's ticket on to the platform; the reply is the new ticket's id. */
export function escalateTicket(http: HttpClient, path: string, ticket: NewTicket): Promise<number> {
  return http.id(`${path}/escalate`, { method: 'POST', json: ticket })
}

// The platform's records on a tenant's ticket (paths under support/{tenantId}/ticket/{id}).
export function startScoping(http: HttpClient, path: string): Promise<string> {
  return http.text(`${path}/scoping`, { method: 'POST' })
}

export const scopingStatusSchema = z.object({ scopingStatus: z.boolean() })
export async function fetchScopingStatus(http: HttpClient, path: string, signal?: AbortSignal): Promise<boolean> {
  return (await http.json(scopingStatusSchema, `${path}/scoping-status`, { signal, retry: 0 })).scopingStatus
}

/** Seed 000 section 9: after starting, scoping-status is asked until it is false, up to 3 more times 1 s apart. */
export const SCOPING_POLL = { retries: 3, delayMs: 1_000 } as const

/** Waits for scoping to finish: true once scopingStatus is false, false if it still runs after the retries. */
export async function waitForScoping(
  http: HttpClient,
  path: string,
  { retries, delayMs }: { retries: number; delayMs: number } = SCOPING_POLL,
  signal?: AbortSignal,
): Promise<boolean> {
  for (let attempt = 0; attempt <= retries; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    try {
      if (!(await fetchScopingStatus(http, path, signal))) return true
    } catch (error) {
      // Seed 000 section 8: logged and rethrown.
      console.error('Scoping status could not be read', error)
      throw error
    }
  }
  return false
}

export function setBillable(http: HttpClient, path: string, billable: boolean, note = ''): Promise<string> {
  return http.text(`${path}/${billable ? 'billable' : 'non-billable'}`, { method: 'POST', json: { note } })
}

export function setJiraTicket(http: HttpClient, path: string, jiraTicket: string): Promise<string> {
  return http.text(`${path}/jira-ticket`, { method: 'POST', json: { jiraTicket } })
}

export const ticketTimes = {
  initialRequestDateTime: 'initial-request-time',
  responseDateTime: 'response-time',
  resolutionDateTime: 'resolution-time',
} as const
export type TicketTime = keyof typeof ticketTimes

export function setTicketTime(http: HttpClient, path: string, field: TicketTime, value: string): Promise<string> {
  return http.text(`${path}/${ticketTimes[field]}`, { method: 'POST', json: { [field]: value } })
}

/** Platform staff: tickets to the platform from every tenant, or one. */
export function fetchPlatformTickets(
  http: HttpClient,
  query: Omit<TicketQuery, 'ticketChannelType'> & { tenantId?: number },
  signal?: AbortSignal,
): Promise<TicketPage> {
  return http.json(ticketPageSchema, 'support/ticket', { searchParams: { pageSize: 10, ...query }, signal })
}

export function exportPlatformTickets(http: HttpClient, tenantIds: number[] | null): Promise<Blob> {
  return http.blob('support/ticket/export', { searchParams: tenantIds ? { tenants: JSON.stringify(tenantIds) } : {} })
}

/** Platform staff open a ticket on a tenant's behalf; the reply is the new ticket's id. */
export function createTenantTicket(http: HttpClient, tenantId: number, ticket: NewTicket): Promise<number> {
  return http.id(`support/${tenantId}/ticket`, { method: 'POST', json: ticket })
}

/** The caller's side's support staff, whom a ticket can be assigned to. */
export function fetchAssignees(http: HttpClient, signal?: AbortSignal): Promise<StaffMember[]> {
  return http.json(z.array(staffMemberSchema), 'support/assignees', { signal })
}
