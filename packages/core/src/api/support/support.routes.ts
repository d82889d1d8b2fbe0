import * as z from 'zod/mini'
import { described, optional, pageQuery, type Access, type Route, type RouteArea } from '../../contract/route'
import { staff } from '../../contract/kinds'
import { staffMemberSchema } from './directory.schema'
import {
  billingNoteSchema,
  externalPartyInvitationSchema,
  jiraTicketSchema,
  labelFieldsSchema,
  labelOrderSchema,
  ticketAssigneeSchema,
  ticketCommentSchema,
  ticketPriorityChangeSchema,
  ticketReferencesSchema,
  ticketTimeSchemas,
} from './changes.schema'
import { directoryPermissions, supportPermissions } from './support-rules'
import { labelCalls } from './labels.calls'
import { directoryCalls } from './directory.calls'
import { categoriesSchema, scopingStatusSchema } from './tickets.api'
import { feedItemSchema, newTicketSchema, ticketPageSchema, ticketSchema } from './tickets.schema'

const directory: Access = {
  permission: directoryPermissions,
  record: 'Platform staff read any tenant; tenant staff their own.',
}

const channelQuery = { ticketChannelType: z.enum(['CustomerToTenant', 'TenantToPlatform']) }
const ticketFilters = optional({
  searchText: z.string(),
  status: z.string(),
  category: z.string(),
  priority: z.string(),
  assignee: z.string(),
  labelId: z.int(),
})

type TicketCall = Omit<Route, 'path' | 'by'>
type Reader = 'own' | 'merchant' | 'tenant'

/**
 * A call on one ticket at each path a reader reaches it by (ticketPath): its own id (merchants, tenant staff), a
 * merchant's ticket under the customer (tenant staff), a tenant's under the tenant (platform staff).
 */
function onTicket(
  name: string,
  suffix: string,
  call: TicketCall,
  readers: readonly Reader[] = ['own', 'merchant', 'tenant'],
) {
  const routes: Record<string, Route> = {}
  if (readers.includes('own'))
    routes[name] = { madeBy: name, ...call, path: `support/ticket/{id}${suffix}`, by: ['merchant', 'tenant'] }
  if (readers.includes('merchant'))
    routes[`${name}OnMerchantTicket`] = {
      madeBy: name,
      ...call,
      path: `support/ticket/{customerId}/{id}${suffix}`,
      by: ['tenant'],
    }
  if (readers.includes('tenant'))
    routes[`${name}OnTenantTicket`] = {
      madeBy: name,
      ...call,
      path: `support/{tenantId}/ticket/{id}${suffix}`,
      by: ['platform'],
    }
  return routes
}

export const supportRoutes = {
  area: 'support',
  description: 'Support tickets between merchants, their tenant and the platform (seed 000 sections 3, 4 and 7).',
  access: {
    permission: supportPermissions,
    record: 'Whose ticket, label or file it is: the caller’s organisation’s, or one it answers.',
  },
  routes: {
    fetchTicketCategories: {
      method: 'GET',
      path: 'support/ticket-categories',
      summary: 'The categories a new ticket picks from',
      answer: categoriesSchema,
    },
    fetchMyTickets: {
      method: 'GET',
      path: 'support/ticket/my',
      summary: 'A page of the caller’s side’s tickets, filtered',
      query: { ...channelQuery, ...pageQuery, ...ticketFilters, ...optional({ customerId: z.int() }) },
      answer: ticketPageSchema,
      by: ['merchant', 'tenant'],
    },
    fetchTicket: {
      method: 'GET',
      path: 'support/ticket/{id}',
      summary: 'One ticket by its id',
      answer: ticketSchema,
    },
    createTicket: {
      method: 'POST',
      path: 'support/ticket',
      summary: 'Opens a ticket: a merchant’s to its tenant, or tenant staff’s to the platform',
      query: channelQuery,
      body: newTicketSchema,
      answer: 'id',
      by: ['merchant', 'tenant'],
    },
    ...onTicket('fetchTicketFeed', '/feed', {
      method: 'GET',
      summary: 'The ticket’s thread: comments and changes, oldest first',
      answer: z.object({ items: z.array(feedItemSchema) }),
    }),
    ...onTicket('commentOnTicket', '/comment', {
      method: 'POST',
      summary: 'Adds a comment (staff may make it internal)',
      body: ticketCommentSchema,
      answer: 'ignored',
    }),
    ...onTicket('closeTicket', '/close', { method: 'POST', summary: 'Closes the ticket', answer: 'ignored' }),
    ...onTicket('reopenTicket', '/open', { method: 'POST', summary: 'Reopens the ticket', answer: 'ignored' }),
    ...onTicket('setTicketPriority', '/priority', {
      method: 'POST',
      summary: 'Sets the ticket’s priority',
      body: ticketPriorityChangeSchema,
      answer: 'ignored',
    }),
    ...onTicket(
      'assignTicket',
      '/assign',
      {
        method: 'POST',
        summary: 'Assigns the ticket to one of the side’s support staff',
        body: ticketAssigneeSchema,
        answer: 'ignored',
      },
      ['merchant', 'tenant'],
    ),
    ...onTicket('addTicketReferences', '/references', {
      method: 'POST',
      summary: 'Adds references: transactions, customers, attached files',
      body: ticketReferencesSchema,
      answer: 'ignored',
    }),
    ...onTicket('inviteExternalParty', '/invite-external-party', {
      method: 'POST',
      summary: 'Invites someone outside by e-mail to the thread',
      body: externalPartyInvitationSchema,
      answer: 'ignored',
    }),
    ...onTicket('markTicketCommentsRead', '/feed/mark-comments-as-read', {
      method: 'POST',
      summary: 'Marks the thread’s comments read for the caller',
      answer: 'ignored',
    }),
    ...onTicket('exportTicketFeed', '/feed/exportcsv', {
      method: 'GET',
      summary: 'The thread as CSV',
      query: { includeInternal: z.boolean() },
      answer: 'file:text/csv',
    }),
    ...onTicket(
      'setTicketLabel',
      '/set-support-label/{labelId}',
      {
        method: 'POST',
        summary: 'Sets the caller’s organisation’s label on the ticket (label 0 takes it off)',
        params: { labelId: z.int().check(z.minimum(0)) },
        answer: 'ignored',
      },
      ['own', 'merchant', 'tenant'],
    ),
    ...onTicket(
      'escalateTicket',
      '/escalate',
      {
        method: 'POST',
        summary: 'Hands a merchant’s ticket on to the platform as a new ticket',
        body: newTicketSchema,
        answer: 'id',
      },
      ['merchant'],
    ),
    ...onTicket('startScoping', '/scoping', { method: 'POST', summary: 'Starts scoping', answer: 'ignored' }, [
      'tenant',
    ]),
    ...onTicket(
      'fetchScopingStatus',
      '/scoping-status',
      { method: 'GET', summary: 'Whether scoping still runs', answer: scopingStatusSchema },
      ['tenant'],
    ),
    ...onTicket(
      'setBillable',
      '/billable',
      { method: 'POST', summary: 'Marks the ticket billable', body: billingNoteSchema, answer: 'ignored' },
      ['tenant'],
    ),
    ...onTicket(
      'setNonBillable',
      '/non-billable',
      {
        method: 'POST',
        summary: 'Marks the ticket not billable',
        body: billingNoteSchema,
        answer: 'ignored',
        madeBy: 'setBillable',
      },
      ['tenant'],
    ),
    ...onTicket(
      'setJiraTicket',
      '/jira-ticket',
      { method: 'POST', summary: 'Links the Jira issue', body: jiraTicketSchema, answer: 'ignored' },
      ['tenant'],
    ),
    ...onTicket(
      'setInitialRequestTime',
      '/initial-request-time',
      {
        method: 'POST',
        summary: 'Records when the request came in',
        body: ticketTimeSchemas.initialRequestDateTime,
        answer: 'ignored',
        madeBy: 'setTicketTime',
      },
      ['tenant'],
    ),
    ...onTicket(
      'setResponseTime',
      '/response-time',
      {
        method: 'POST',
        summary: 'Records when it was answered',
        body: ticketTimeSchemas.responseDateTime,
        answer: 'ignored',
        madeBy: 'setTicketTime',
      },
      ['tenant'],
    ),
    ...onTicket(
      'setResolutionTime',
      '/resolution-time',
      {
        method: 'POST',
        summary: 'Records when it was resolved',
        body: ticketTimeSchemas.resolutionDateTime,
        answer: 'ignored',
        madeBy: 'setTicketTime',
      },
      ['tenant'],
    ),
    fetchPlatformTickets: {
      method: 'GET',
      path: 'support/ticket',
      summary: 'A page of tickets to the platform, from every tenant or one',
      query: { ...pageQuery, ...ticketFilters, ...optional({ tenantId: z.int() }) },
      answer: ticketPageSchema,
      by: ['platform'],
    },
    exportPlatformTickets: {
      method: 'GET',
      path: 'support/ticket/export',
      summary: 'Tickets to the platform as CSV, of the tenants named (a JSON array of ids) or all',
      query: optional({ tenants: z.string() }),
      answer: 'file:text/csv',
      by: ['platform'],
    },
    createTenantTicket: {
      method: 'POST',
      path: 'support/{tenantId}/ticket',
      summary: 'Opens a ticket on a tenant’s behalf',
      body: newTicketSchema,
      answer: 'id',
      by: ['platform'],
    },
    fetchAssignees: {
      method: 'GET',
      path: 'support/assignees',
      summary: 'The side’s support staff a ticket can be assigned to',
      answer: z.array(staffMemberSchema),
      by: staff,
    },
    ...described(labelCalls, {
      fetchLabels: { summary: 'The organisation’s ticket labels, in order' },
      createLabel: { summary: 'Adds a label', body: labelFieldsSchema },
      updateLabel: { summary: 'Changes a label', body: labelFieldsSchema },
      deleteLabel: { summary: 'Deletes a label' },
      rearrangeLabels: { summary: 'Saves the labels’ order: every id once', body: labelOrderSchema },
    }),
    ...described(directoryCalls, {
      fetchTenants: { access: directory, summary: 'The tenants, a page', query: pageQuery, by: ['platform'] },
      fetchTenantDetails: { access: directory, summary: 'A tenant’s name and support address', by: staff },
      fetchMyTenant: { access: directory, summary: 'Tenant staff’s own tenant', by: ['tenant'] },
      fetchTenantEmailSender: {
        access: directory,
        summary: 'The address a tenant’s support mail goes out from',
        by: staff,
      },
      fetchTenantUsers: {
        access: directory,
        summary: 'A tenant’s users, a page: the contacts a platform ticket can copy',
        query: pageQuery,
        by: staff,
      },
      fetchTenantMerchants: { access: directory, summary: 'One tenant’s merchants', by: ['platform'] },
    }),
  },
} satisfies RouteArea
