import * as z from 'zod/mini'
import { described, optional, pageQuery, type Access, type CallDocument, type RouteArea } from '../../contract/route'
import { staff } from '../../contract/kinds'
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
import { ticketCalls, ticketReaders, type TicketReader } from './tickets.calls'
import { newTicketSchema } from './tickets.schema'

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

/**
 * What the document says of a call on one ticket at each path its readers reach it by (tickets.calls.ts): by its own
 * id (merchants, tenant staff), a merchant's ticket under the customer (tenant staff), a tenant's under the tenant
 * (platform staff).
 */
function onTicketDocs<N extends string, D extends CallDocument, R extends TicketReader = TicketReader>(
  name: N,
  doc: D,
  readers: readonly R[] = ['own', 'merchant', 'tenant'] as R[],
) {
  const by = { own: ['merchant', 'tenant'], merchant: ['tenant'], tenant: ['platform'] } as const
  return Object.fromEntries(
    readers.map((reader) => [`${name}${ticketReaders[reader].suffix}`, { madeBy: name, ...doc, by: by[reader] }]),
  ) as unknown as { [Reader in R as `${N}${(typeof ticketReaders)[Reader]['suffix']}`]: D }
}

export const supportRoutes = {
  area: 'support',
  description: 'Support tickets between merchants, their tenant and the platform (seed 000 sections 3, 4 and 7).',
  access: {
    permission: supportPermissions,
    record: 'Whose ticket, label or file it is: the caller’s organisation’s, or one it answers.',
  },
  routes: {
    ...described(ticketCalls, {
      fetchTicketCategories: { summary: 'The categories a new ticket picks from' },
      fetchMyTickets: {
        summary: 'A page of the caller’s side’s tickets, filtered',
        query: { ...channelQuery, ...pageQuery, ...ticketFilters, ...optional({ customerId: z.int() }) },
        by: ['merchant', 'tenant'],
      },
      fetchTicket: { summary: 'One ticket by its id' },
      createTicket: {
        summary: 'Opens a ticket: a merchant’s to its tenant, or tenant staff’s to the platform',
        query: channelQuery,
        body: newTicketSchema,
        by: ['merchant', 'tenant'],
      },
      ...onTicketDocs('fetchTicketFeed', { summary: 'The ticket’s thread: comments and changes, oldest first' }),
      ...onTicketDocs('commentOnTicket', {
        summary: 'Adds a comment (staff may make it internal)',
        body: ticketCommentSchema,
      }),
      ...onTicketDocs('closeTicket', { summary: 'Closes the ticket' }),
      ...onTicketDocs('reopenTicket', { summary: 'Reopens the ticket' }),
      ...onTicketDocs('setTicketPriority', { summary: 'Sets the ticket’s priority', body: ticketPriorityChangeSchema }),
      ...onTicketDocs(
        'assignTicket',
        { summary: 'Assigns the ticket to one of the side’s support staff', body: ticketAssigneeSchema },
        ['merchant', 'tenant'],
      ),
      ...onTicketDocs('addTicketReferences', {
        summary: 'Adds references: transactions, customers, attached files',
        body: ticketReferencesSchema,
      }),
      ...onTicketDocs('inviteExternalParty', {
        summary: 'Invites someone outside by e-mail to the thread',
        body: externalPartyInvitationSchema,
      }),
      ...onTicketDocs('markTicketCommentsRead', { summary: 'Marks the thread’s comments read for the caller' }),
      ...onTicketDocs('exportTicketFeed', { summary: 'The thread as CSV', query: { includeInternal: z.boolean() } }),
      ...onTicketDocs(
        'setTicketLabel',
        {
          summary: 'Sets the caller’s organisation’s label on the ticket (label 0 takes it off)',
          params: { labelId: z.int().check(z.minimum(0)) },
        },
        ['own', 'merchant', 'tenant'],
      ),
      ...onTicketDocs(
        'escalateTicket',
        { summary: 'Hands a merchant’s ticket on to the platform as a new ticket', body: newTicketSchema },
        ['merchant'],
      ),
      ...onTicketDocs('startScoping', { summary: 'Starts scoping' }, ['tenant']),
      ...onTicketDocs('fetchScopingStatus', { summary: 'Whether scoping still runs' }, ['tenant']),
      ...onTicketDocs('setBillable', { summary: 'Marks the ticket billable', body: billingNoteSchema }, ['tenant']),
      ...onTicketDocs(
        'setNonBillable',
        { summary: 'Marks the ticket not billable', body: billingNoteSchema, madeBy: 'setBillable' },
        ['tenant'],
      ),
      ...onTicketDocs('setJiraTicket', { summary: 'Links the Jira issue', body: jiraTicketSchema }, ['tenant']),
      ...onTicketDocs(
        'setInitialRequestTime',
        {
          summary: 'Records when the request came in',
          body: ticketTimeSchemas.initialRequestDateTime,
          madeBy: 'setTicketTime',
        },
        ['tenant'],
      ),
      ...onTicketDocs(
        'setResponseTime',
        { summary: 'Records when it was answered', body: ticketTimeSchemas.responseDateTime, madeBy: 'setTicketTime' },
        ['tenant'],
      ),
      ...onTicketDocs(
        'setResolutionTime',
        {
          summary: 'Records when it was resolved',
          body: ticketTimeSchemas.resolutionDateTime,
          madeBy: 'setTicketTime',
        },
        ['tenant'],
      ),
      fetchPlatformTickets: {
        summary: 'A page of tickets to the platform, from every tenant or one',
        query: { ...pageQuery, ...ticketFilters, ...optional({ tenantId: z.int() }) },
        by: ['platform'],
      },
      exportPlatformTickets: {
        summary: 'Tickets to the platform as CSV, of the tenants named (a JSON array of ids) or all',
        query: optional({ tenants: z.string() }),
        by: ['platform'],
      },
      createTenantTicket: { summary: 'Opens a ticket on a tenant’s behalf', body: newTicketSchema, by: ['platform'] },
      fetchAssignees: { summary: 'The side’s support staff a ticket can be assigned to', by: staff },
    }),
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
