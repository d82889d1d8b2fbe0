import * as z from 'zod/mini'
import { callRoute, pathOf, type AnswerOf, type CallInput } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { PaydeckParseError } from '../../http/errors'
import type { UserKind } from '../../session/user-kind'
import type { StaffMember } from './directory.schema'
import { ticketCalls as calls, ticketReaders, type TicketReader } from './tickets.calls'
import {
  feedItemSchema,
  feedItemTypes,
  feedSchema,
  type FeedItem,
  type NewTicket,
  type Ticket,
  type TicketCategory,
  type TicketPage,
  type TicketPriority,
  type TicketReference,
} from './tickets.schema'

export { categoriesSchema, feedSchema, scopingStatusSchema } from './tickets.schema'

/** The side a call speaks for (seed 000 section 7): a merchant to its tenant, or tenant staff to the platform. */
export type TicketChannelType = 'CustomerToTenant' | 'TenantToPlatform'

export function fetchTicketCategories(http: HttpClient, signal?: AbortSignal): Promise<TicketCategory[]> {
  return callRoute(http, calls.fetchTicketCategories, { signal }).then((reply) => reply.categories)
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
  return callRoute(http, calls.fetchMyTickets, { query: { pageSize: 10, ...query }, signal })
}

/** Who a ticket is read by, and the ticket's own facts: together they give its path. */
export type TicketRef = Pick<Ticket, 'id' | 'channel' | 'tenantId' | 'customerId'>

/** Where the reader reaches a ticket: which of its paths (tickets.calls.ts' readers), and that path's values. */
export interface TicketPath {
  reader: TicketReader
  params: { id: number; customerId?: number; tenantId?: number | null }
}

/**
 * A ticket's path for the reader (seed 000 section 7): the tenant reads a merchant's ticket under the customer's id,
 * the platform a tenant's under the tenant's; otherwise the ticket's own. The /crm prefix comes from the request rules.
 */
export function ticketPath(kind: UserKind, ticket: TicketRef): TicketPath {
  if (kind === 'platform') return { reader: 'tenant', params: { id: ticket.id, tenantId: ticket.tenantId } }
  if (kind === 'tenant' && ticket.channel === 'CustomerToTenantTicketChannel' && ticket.customerId !== null)
    return { reader: 'merchant', params: { id: ticket.id, customerId: ticket.customerId } }
  return { reader: 'own', params: { id: ticket.id } }
}

type Named = keyof typeof calls
/** A call on one ticket, whichever path its reader takes (the variants differ in their path only). */
type OnTicket<N extends string> = (typeof calls)[Extract<Named, N | `${N}OnMerchantTicket` | `${N}OnTenantTicket`>]

/** The call of that name at the ticket's path, with the path's values. */
function at<N extends string>(name: N, path: TicketPath) {
  const call = (calls as unknown as Record<string, OnTicket<N>>)[`${name}${ticketReaders[path.reader].suffix}`]
  if (!call) throw new Error(`A ${path.reader} ticket has no ${name} call.`)
  return [call, path.params as Record<string, number>] as const
}

/** Makes a call on one ticket: the call at the reader's path, with its values (and any of the call's own). */
function onTicket<N extends string>(
  http: HttpClient,
  name: N,
  path: TicketPath,
  input: Omit<CallInput, 'params'> = {},
  params: Record<string, number> = {},
): Promise<AnswerOf<OnTicket<N>>> {
  const [call, values] = at(name, path)
  return callRoute(http, call, { ...input, params: { ...values, ...params } }) as Promise<AnswerOf<OnTicket<N>>>
}

/** A ticket by id alone (a link carries nothing more); every side may read its own this way. */
export const fetchTicket = (http: HttpClient, id: number, signal?: AbortSignal): Promise<Ticket> =>
  callRoute(http, calls.fetchTicket, { params: { id }, signal })

/** Creates a ticket; the reply is the new ticket's id as text. */
export const createTicket = (
  http: HttpClient,
  ticketChannelType: TicketChannelType,
  ticket: NewTicket,
): Promise<number> => callRoute(http, calls.createTicket, { query: { ticketChannelType }, body: ticket })

// The calls on one ticket take its path from ticketPath().
export async function fetchTicketFeed(http: HttpClient, path: TicketPath, signal?: AbortSignal): Promise<FeedItem[]> {
  // Read leniently (an item of a type this client does not know is skipped), so by the declared path, not the
  // declared answer.
  const [call, params] = at('fetchTicketFeed', path)
  const where = pathOf(call, params)
  const { items } = await http.json(feedSchema, where, { signal })
  const known = items.filter((item) => (feedItemTypes as readonly string[]).includes(item.type))
  const parsed = z.safeParse(z.array(feedItemSchema), known)
  if (!parsed.success) throw new PaydeckParseError(where, parsed.error.issues)
  return parsed.data
}

export const commentOnTicket = (http: HttpClient, path: TicketPath, content: string, isInternal = false) =>
  onTicket(http, 'commentOnTicket', path, { body: { content, isInternal } })

export const closeTicket = (http: HttpClient, path: TicketPath) => onTicket(http, 'closeTicket', path)

export const reopenTicket = (http: HttpClient, path: TicketPath) => onTicket(http, 'reopenTicket', path)

export const setTicketPriority = (http: HttpClient, path: TicketPath, priority: TicketPriority) =>
  onTicket(http, 'setTicketPriority', path, { body: { priority } })

export const assignTicket = (http: HttpClient, path: TicketPath, assignee: string) =>
  onTicket(http, 'assignTicket', path, { body: { assignee } })

export const addTicketReferences = (http: HttpClient, path: TicketPath, references: TicketReference[]) =>
  onTicket(http, 'addTicketReferences', path, { body: { references } })

export const inviteExternalParty = (
  http: HttpClient,
  path: TicketPath,
  invitation: { externalPartyEmail: string; invitationDescription: string },
) => onTicket(http, 'inviteExternalParty', path, { body: invitation })

export const markTicketCommentsRead = (http: HttpClient, path: TicketPath) =>
  onTicket(http, 'markTicketCommentsRead', path, { quiet: true })

/** The thread as CSV; internal comments only when asked for. */
export const exportTicketFeed = (http: HttpClient, path: TicketPath, includeInternal: boolean): Promise<Blob> =>
  onTicket(http, 'exportTicketFeed', path, { query: { includeInternal } })

/** Sets the caller's organisation's label on the ticket; label 0 takes it off. */
export const setTicketLabel = (http: HttpClient, path: TicketPath, labelId: number) =>
  onTicket(http, 'setTicketLabel', path, {}, { labelId })

/** Tenant staff hand a merchant's ticket on to the platform; the reply is the new ticket's id. */
export const escalateTicket = (http: HttpClient, path: TicketPath, ticket: NewTicket): Promise<number> =>
  onTicket(http, 'escalateTicket', path, { body: ticket })

// The platform's records on a tenant's ticket (paths under support/{tenantId}/ticket/{id}).
export const startScoping = (http: HttpClient, path: TicketPath) => onTicket(http, 'startScoping', path)

export async function fetchScopingStatus(http: HttpClient, path: TicketPath, signal?: AbortSignal): Promise<boolean> {
  return (await onTicket(http, 'fetchScopingStatus', path, { signal, retry: 0 })).scopingStatus
}

/** Seed 000 section 9: after starting, scoping-status is asked until it is false, up to 3 more times 1 s apart. */
export const SCOPING_POLL = { retries: 3, delayMs: 1_000 } as const

/** Waits for scoping to finish: true once scopingStatus is false, false if it still runs after the retries. */
export async function waitForScoping(
  http: HttpClient,
  path: TicketPath,
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

export const setBillable = (http: HttpClient, path: TicketPath, billable: boolean, note = '') =>
  onTicket(http, billable ? 'setBillable' : 'setNonBillable', path, { body: { note } })

export const setJiraTicket = (http: HttpClient, path: TicketPath, jiraTicket: string) =>
  onTicket(http, 'setJiraTicket', path, { body: { jiraTicket } })

/** Each time a platform ticket records, by the call that sets it. */
export const ticketTimes = {
  initialRequestDateTime: 'setInitialRequestTime',
  responseDateTime: 'setResponseTime',
  resolutionDateTime: 'setResolutionTime',
} as const
export type TicketTime = keyof typeof ticketTimes

export const setTicketTime = (http: HttpClient, path: TicketPath, field: TicketTime, value: string) =>
  onTicket(http, ticketTimes[field], path, { body: { [field]: value } })

/** Platform staff: tickets to the platform from every tenant, or one. */
export const fetchPlatformTickets = (
  http: HttpClient,
  query: Omit<TicketQuery, 'ticketChannelType'> & { tenantId?: number },
  signal?: AbortSignal,
): Promise<TicketPage> => callRoute(http, calls.fetchPlatformTickets, { query: { pageSize: 10, ...query }, signal })

export const exportPlatformTickets = (http: HttpClient, tenantIds: number[] | null): Promise<Blob> =>
  callRoute(http, calls.exportPlatformTickets, { query: tenantIds ? { tenants: JSON.stringify(tenantIds) } : {} })

/** Platform staff open a ticket on a tenant's behalf; the reply is the new ticket's id. */
export const createTenantTicket = (http: HttpClient, tenantId: number, ticket: NewTicket): Promise<number> =>
  callRoute(http, calls.createTenantTicket, { params: { tenantId }, body: ticket })

/** The caller's side's support staff, whom a ticket can be assigned to. */
export const fetchAssignees = (http: HttpClient, signal?: AbortSignal): Promise<StaffMember[]> =>
  callRoute(http, calls.fetchAssignees, { signal })
