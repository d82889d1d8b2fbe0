import type { Context } from 'hono'
import { supportRoutes as supportArea } from '@paydeck/core/openapi'
import { ticketCategories, type Ticket } from '@paydeck/core/support'
import type { SandboxDatabase } from '../db/database'
import { csvHeaders, fileStamp, toCsv } from '../db/csv'
import { insertTicket, referenceProblem } from '../support/new-ticket'
import { findTenant } from '../tenants/tenants.repository'
import { listTicketIds, type TicketFilter } from '../support/ticket-list'
import { findTicket, toTicket } from '../support/tickets.repository'
import type { ApiEnv } from './auth.middleware'
import type { Caller } from '../domain/caller'
import { organisationScope, readerOf } from './organisation'
import { refuse } from '../domain/problem'
import { implement } from './implement'
import { ticketActionRoutes } from './ticket.routes'
import { notifyTicketOpened } from '../notifications/ticket-events'
import { pageOf } from './paging'
import { type Page } from '../domain/page'

export const channelOf = {
  CustomerToTenant: 'CustomerToTenantTicketChannel',
  TenantToPlatform: 'TenantToPlatformTicketChannel',
} as const satisfies Record<string, Ticket['channel']>

/** The list filters every side sends: search text, status, category, priority, assignee, label. */
function filterOf(c: Context<ApiEnv>, channel: Ticket['channel']): TicketFilter {
  const caller = c.get('caller')
  const labelId = Number(c.req.query('labelId'))
  return {
    channel,
    searchText: c.req.query('searchText'),
    status: c.req.query('status'),
    category: c.req.query('category'),
    priority: c.req.query('priority'),
    assignee: c.req.query('assignee'),
    ...(labelId > 0 && { label: { scope: organisationScope(caller), labelId } }),
  }
}

const ticketPage = (db: SandboxDatabase, caller: Caller, filter: TicketFilter, page: Page) => {
  const { count, ids } = listTicketIds(db, filter, page)
  return { count, data: ids.map((id) => toTicket(db, findTicket(db, id)!, readerOf(caller))) }
}

/** Seed 000 section 7: the customer, tenant and platform calls over one ticket store, access checked on each. */
export function supportRoutes(db: SandboxDatabase) {
  const app = implement(supportArea, {
    fetchTicketCategories: () => ({ categories: [...ticketCategories] }),
    // A merchant's own tickets; tenant staff their tenant's, to the platform or (CustomerToTenant) from merchants.
    fetchMyTickets: ({ c }) => {
      const caller = c.get('caller')
      const channel = channelOf[(c.req.query('ticketChannelType') ?? 'CustomerToTenant') as keyof typeof channelOf]
      if (!channel)
        return refuse.invalid({
          ticketChannelType: ['ticketChannelType must be CustomerToTenant or TenantToPlatform.'],
        })
      const filter: TicketFilter = {
        ...filterOf(c, channel),
        tenantIds: [caller.user.tenantId],
        ...(caller.kind === 'merchant' && { merchantId: caller.user.merchantId! }),
      }
      const customerId = Number(c.req.query('customerId'))
      if (caller.kind === 'tenant' && customerId > 0) filter.merchantId = customerId
      return ticketPage(db, caller, filter, pageOf(c))
    },
    // A merchant writes to its tenant; tenant staff write to the platform.
    createTicket: async ({ c, body }) => {
      const caller = c.get('caller')
      const channel = channelOf[(c.req.query('ticketChannelType') ?? 'CustomerToTenant') as keyof typeof channelOf]
      const ticket = body
      const allowed =
        caller.kind === 'merchant'
          ? channelOf.CustomerToTenant
          : caller.kind === 'tenant'
            ? channelOf.TenantToPlatform
            : null
      if (!channel || channel !== allowed) return refuse.forbidden()
      const owner = {
        tenantId: caller.user.tenantId,
        merchantId: caller.user.merchantId,
        staff: caller.kind !== 'merchant',
      }
      const problem = referenceProblem(db, ticket.references, owner)
      if (problem) return refuse.invalid({ references: [problem] })
      const id = insertTicket(
        db,
        { channel, ...owner, createdBy: caller.user.id, fallbackEmail: caller.user.email },
        { ...ticket, contactEmails: [] },
      )
      notifyTicketOpened(db, findTicket(db, id)!)
      return id
    },
    // Platform staff: every tenant's tickets to the platform, and tickets on a tenant's behalf.
    fetchPlatformTickets: ({ c }) => {
      const caller = c.get('caller')
      const tenantId = Number(c.req.query('tenantId'))
      const filter = { ...filterOf(c, channelOf.TenantToPlatform), ...(tenantId > 0 && { tenantIds: [tenantId] }) }
      return ticketPage(db, caller, filter, pageOf(c))
    },
    exportPlatformTickets: ({ c }) => {
      const caller = c.get('caller')
      let tenantIds: number[] | undefined
      try {
        const tenants = JSON.parse(c.req.query('tenants') ?? 'null') as unknown
        if (tenants !== null) tenantIds = (tenants as unknown[]).map(Number).filter((id) => id > 0)
      } catch {
        return refuse.invalid({ tenants: ['tenants must be a JSON list of tenant ids.'] })
      }
      const { ids } = listTicketIds(db, { ...filterOf(c, channelOf.TenantToPlatform), tenantIds }, null)
      const rows = ids.map((id) => {
        const ticket = toTicket(db, findTicket(db, id)!, readerOf(caller))
        return {
          ...ticket,
          tenant: findTenant(db, ticket.tenantId)?.name,
          jiraTicket: ticket.platform?.jiraTicket,
          billable: ticket.platform?.billable,
        }
      })
      const columns = [
        'id',
        'tenant',
        'subject',
        'category',
        'priority',
        'status',
        'assignee',
        'created',
        'jiraTicket',
        'billable',
      ]
      return new Response(toCsv(columns, rows), { headers: csvHeaders(`support-tickets-${fileStamp()}`) })
    },
    createTenantTicket: async ({ c, body }) => {
      const caller = c.get('caller')
      const tenantId = Number(c.req.param('tenantId'))
      if (!findTenant(db, tenantId)) return refuse.invalid({ tenantName: [`There is no tenant ${tenantId}.`] })
      const ticket = body
      const problem = referenceProblem(db, ticket.references, { tenantId, merchantId: null, staff: true })
      if (problem) return refuse.invalid({ references: [problem] })
      const id = insertTicket(
        db,
        {
          channel: channelOf.TenantToPlatform,
          tenantId,
          merchantId: null,
          createdBy: caller.user.id,
          fallbackEmail: ticket.contactEmails[0] ?? caller.user.email,
        },
        ticket,
      )
      return id
    },
  })
  app.route('/', ticketActionRoutes(db))
  return app
}
