import * as z from 'zod/mini'
import type { Answer, Call, HttpMethod } from '../../contract/route'
import { staffMemberSchema } from './directory.schema'
import { categoriesSchema, feedItemSchema, scopingStatusSchema, ticketPageSchema, ticketSchema } from './tickets.schema'

// How the tickets' calls are made and what they answer; what the contract document says of them is in
// support.routes.ts.

/** Who reaches a ticket how (seed 000 section 7): by its own id, a merchant's under the customer, a tenant's under the
 * tenant. */
export const ticketReaders = {
  own: { suffix: '', path: 'support/ticket/{id}' },
  merchant: { suffix: 'OnMerchantTicket', path: 'support/ticket/{customerId}/{id}' },
  tenant: { suffix: 'OnTenantTicket', path: 'support/{tenantId}/ticket/{id}' },
} as const
export type TicketReader = keyof typeof ticketReaders
type ReaderPath = { [R in TicketReader]: (typeof ticketReaders)[R]['path'] }

type OnTicket<N extends string, S extends string, M, A, R extends TicketReader> = {
  [Reader in R as `${N}${(typeof ticketReaders)[Reader]['suffix']}`]: {
    method: M
    path: `${ReaderPath[Reader]}${S}`
    answer: A
  }
}

/** A call on one ticket at each path its readers reach it by: `name`, `nameOnMerchantTicket`, `nameOnTenantTicket`. */
export function onTicket<
  N extends string,
  S extends string,
  M extends HttpMethod,
  A extends Answer,
  R extends TicketReader = TicketReader,
>(name: N, suffix: S, method: M, answer: A, readers: readonly R[] = ['own', 'merchant', 'tenant'] as R[]) {
  return Object.fromEntries(
    readers.map((reader) => [
      `${name}${ticketReaders[reader].suffix}`,
      { method, path: `${ticketReaders[reader].path}${suffix}`, answer },
    ]),
  ) as OnTicket<N, S, M, A, R>
}

export const ticketCalls = {
  ...({
    fetchTicketCategories: { method: 'GET', path: 'support/ticket-categories', answer: categoriesSchema },
    fetchMyTickets: { method: 'GET', path: 'support/ticket/my', answer: ticketPageSchema },
    fetchTicket: { method: 'GET', path: 'support/ticket/{id}', answer: ticketSchema },
    createTicket: { method: 'POST', path: 'support/ticket', answer: 'id' },
  } as const satisfies Record<string, Call>),
  ...onTicket('fetchTicketFeed', '/feed', 'GET', z.object({ items: z.array(feedItemSchema) })),
  ...onTicket('commentOnTicket', '/comment', 'POST', 'ignored'),
  ...onTicket('closeTicket', '/close', 'POST', 'ignored'),
  ...onTicket('reopenTicket', '/open', 'POST', 'ignored'),
  ...onTicket('setTicketPriority', '/priority', 'POST', 'ignored'),
  ...onTicket('assignTicket', '/assign', 'POST', 'ignored', ['merchant', 'tenant']),
  ...onTicket('addTicketReferences', '/references', 'POST', 'ignored'),
  ...onTicket('inviteExternalParty', '/invite-external-party', 'POST', 'ignored'),
  ...onTicket('markTicketCommentsRead', '/feed/mark-comments-as-read', 'POST', 'ignored'),
  ...onTicket('exportTicketFeed', '/feed/exportcsv', 'GET', 'file:text/csv'),
  ...onTicket('setTicketLabel', '/set-support-label/{labelId}', 'POST', 'ignored'),
  ...onTicket('escalateTicket', '/escalate', 'POST', 'id', ['merchant']),
  ...onTicket('startScoping', '/scoping', 'POST', 'ignored', ['tenant']),
  ...onTicket('fetchScopingStatus', '/scoping-status', 'GET', scopingStatusSchema, ['tenant']),
  ...onTicket('setBillable', '/billable', 'POST', 'ignored', ['tenant']),
  ...onTicket('setNonBillable', '/non-billable', 'POST', 'ignored', ['tenant']),
  ...onTicket('setJiraTicket', '/jira-ticket', 'POST', 'ignored', ['tenant']),
  ...onTicket('setInitialRequestTime', '/initial-request-time', 'POST', 'ignored', ['tenant']),
  ...onTicket('setResponseTime', '/response-time', 'POST', 'ignored', ['tenant']),
  ...onTicket('setResolutionTime', '/resolution-time', 'POST', 'ignored', ['tenant']),
  ...({
    fetchPlatformTickets: { method: 'GET', path: 'support/ticket', answer: ticketPageSchema },
    exportPlatformTickets: { method: 'GET', path: 'support/ticket/export', answer: 'file:text/csv' },
    createTenantTicket: { method: 'POST', path: 'support/{tenantId}/ticket', answer: 'id' },
    fetchAssignees: { method: 'GET', path: 'support/assignees', answer: z.array(staffMemberSchema) },
  } as const satisfies Record<string, Call>),
}
