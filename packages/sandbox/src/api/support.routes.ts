import { Hono, type Context } from 'hono'
import { can, type UserKind } from '@paydeck/core'
import { ticketCategories, ticketPriorities, type Ticket } from '@paydeck/core/support'
import type { SandboxDatabase } from '../db/database'
import { notifyTicketComment, notifyTicketStatus } from '../notifications/ticket-events'
import { addFeedItem, feedFor, findTicket, markCommentsRead, toTicket, type Side } from '../support/tickets.repository'
import type { ApiEnv, Caller } from './auth.middleware'
import { forbidden, invalid, notFound } from './problems'

const permissionOf: Record<UserKind, string> = {
  merchant: 'Merchant.Support.Lookup',
  tenant: 'CRM.Support.Lookup',
  platform: 'Platform.Support.Lookup',
}
const sideOf: Record<UserKind, Side> = { merchant: 'customer', tenant: 'tenant', platform: 'platform' }
const channelOf = {
  CustomerToTenant: 'CustomerToTenantTicketChannel',
  TenantToPlatform: 'TenantToPlatformTicketChannel',
} as const satisfies Record<string, Ticket['channel']>

/** A merchant sees its own tickets to its tenant; tenant staff their tenant's both ways; the platform tenants'. */
const mayAccess = (
  caller: Caller,
  ticket: { channel: Ticket['channel']; tenantId: number; customerId: number | null },
) =>
  caller.kind === 'merchant'
    ? ticket.channel === channelOf.CustomerToTenant && ticket.customerId === caller.user.merchantId
    : caller.kind === 'tenant'
      ? ticket.tenantId === caller.user.tenantId
      : ticket.channel === channelOf.TenantToPlatform

const fullName = (caller: Caller) => `${caller.user.firstName} ${caller.user.lastName}`

/** Seed 000 section 7: the customer, tenant and platform calls over one ticket store, access checked on each. */
export function supportRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  // Only these paths: a sub-app's '*' middleware would guard every call of the API it is mounted in.
  for (const path of ['/support/*', '/crm/support/*']) {
    app.use(path, async (c, next) => {
      const caller = c.get('caller')
      if (!can(caller.permissions, permissionOf[caller.kind])) return forbidden(c)
      await next()
    })
  }

  for (const prefix of ['', '/crm']) {
    app.get(`${prefix}/support/ticket-categories`, (c) => c.json({ categories: ticketCategories }))

    app.get(`${prefix}/support/ticket/my`, (c) => {
      const caller = c.get('caller')
      const channel = channelOf[(c.req.query('ticketChannelType') ?? 'CustomerToTenant') as keyof typeof channelOf]
      if (!channel)
        return invalid(c, { ticketChannelType: ['ticketChannelType must be CustomerToTenant or TenantToPlatform.'] })
      const pageIndex = Math.max(0, Number(c.req.query('pageIndex') ?? 0) || 0)
      const pageSize = Math.min(100, Math.max(1, Number(c.req.query('pageSize') ?? 10) || 10))
      const filters: string[] = ['t.channel = @channel']
      const params: Record<string, unknown> = { channel }
      if (caller.kind === 'merchant') filters.push('t.merchant_id = @merchant')
      else if (caller.kind === 'tenant') filters.push('t.tenant_id = @tenant')
      params.merchant = caller.user.merchantId
      params.tenant = caller.user.tenantId
      const search = c.req.query('searchText')?.trim()
      if (search) {
        filters.push('(t.subject LIKE @search OR t.description LIKE @search OR CAST(t.id AS TEXT) = @exact)')
        params.search = `%${search}%`
        params.exact = search
      }
      for (const field of ['status', 'category', 'priority'] as const) {
        const value = c.req.query(field)
        if (value) {
          filters.push(`t.${field} = @${field}`)
          params[field] = value
        }
      }
      const where = filters.join(' AND ')
      const { count } = db.prepare(`SELECT COUNT(*) AS count FROM tickets t WHERE ${where}`).get(params) as {
        count: number
      }
      const ids = db
        .prepare(
          `SELECT t.id FROM tickets t WHERE ${where} ORDER BY t.created DESC, t.id DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit: pageSize, offset: pageIndex * pageSize }) as { id: number }[]
      const data = ids.map(({ id }) => toTicket(db, findTicket(db, id)!, caller.user.id, sideOf[caller.kind]))
      return c.json({ count, data })
    })

    app.post(`${prefix}/support/ticket`, async (c) => {
      const caller = c.get('caller')
      const channel = channelOf[(c.req.query('ticketChannelType') ?? 'CustomerToTenant') as keyof typeof channelOf]
      const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
      const errors: Record<string, string[]> = {}
      if (!ticketCategories.includes(body.ticketCategory as never)) errors.ticketCategory = ['Choose a category.']
      if (typeof body.subject !== 'string' || !body.subject.trim()) errors.subject = ['Subject is required.']
      if (typeof body.description !== 'string' || !body.description.trim())
        errors.description = ['Description is required.']
      const priority = body.priority ?? 'Medium'
      if (!ticketPriorities.includes(priority as never)) errors.priority = ['Priority must be Low, Medium or High.']
      if (Object.keys(errors).length > 0) return invalid(c, errors)
      // A merchant writes to its tenant; tenant staff write to the platform.
      const allowed =
        caller.kind === 'merchant'
          ? channelOf.CustomerToTenant
          : caller.kind === 'tenant'
            ? channelOf.TenantToPlatform
            : null
      if (!channel || channel !== allowed) return forbidden(c)
      const result = db
        .prepare(
          `INSERT INTO tickets (channel, tenant_id, merchant_id, created_by, contact_email, subject, description, category,
             priority, references_json, created)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          channel,
          caller.user.tenantId,
          caller.kind === 'merchant' ? caller.user.merchantId : null,
          caller.user.id,
          typeof body.contactEmail === 'string' && body.contactEmail ? body.contactEmail : caller.user.email,
          String(body.subject).trim(),
          String(body.description).trim(),
          body.ticketCategory,
          priority,
          JSON.stringify(Array.isArray(body.references) ? body.references : []),
          new Date().toISOString(),
        )
      return c.text(String(result.lastInsertRowid))
    })
  }

  // The ticket paths each side uses: its own, the tenant's view of a merchant's, and the platform's of a tenant's.
  const ticketPaths = [
    '/support/ticket/:ticketId{[0-9]+}',
    '/crm/support/ticket/:ticketId{[0-9]+}',
    '/crm/support/ticket/:customerId{[0-9]+}/:ticketId{[0-9]+}',
    '/support/:tenantId{[0-9]+}/ticket/:ticketId{[0-9]+}',
  ]
  const accessible = (c: Context<ApiEnv>) => {
    const row = findTicket(db, Number(c.req.param('ticketId')))
    return row && mayAccess(c.get('caller'), row) ? row : undefined
  }
  const missing = (c: Context<ApiEnv>) => notFound(c, `There is no ticket ${c.req.param('ticketId')}.`)

  for (const path of ticketPaths) {
    app.get(path, (c) => {
      const row = accessible(c)
      const caller = c.get('caller')
      return row ? c.json(toTicket(db, row, caller.user.id, sideOf[caller.kind])) : missing(c)
    })
    app.get(`${path}/feed`, (c) => {
      const row = accessible(c)
      const caller = c.get('caller')
      return row ? c.json({ items: feedFor(db, row.id, caller.user.id, sideOf[caller.kind]) }) : missing(c)
    })
    app.post(`${path}/feed/mark-comments-as-read`, (c) => {
      const row = accessible(c)
      if (!row) return missing(c)
      markCommentsRead(db, row.id, c.get('caller').user.id)
      return c.text('ok')
    })
    app.post(`${path}/comment`, async (c) => {
      const row = accessible(c)
      if (!row) return missing(c)
      const caller = c.get('caller')
      const body = (await c.req.json().catch(() => ({}))) as { content?: unknown; isInternal?: unknown }
      if (typeof body.content !== 'string' || !body.content.trim()) return invalid(c, { content: ['Write a comment.'] })
      const side = sideOf[caller.kind]
      const internal = body.isInternal === true
      const type = `${side[0]!.toUpperCase()}${side.slice(1)}${internal ? 'Internal' : ''}CommentItem`
      addFeedItem(db, { ticketId: row.id, type, userName: fullName(caller), payload: { content: body.content.trim() } })
      if (!internal) notifyTicketComment(db, row, side)
      return c.text('ok')
    })
    for (const [action, state] of [
      ['close', 'Closed'],
      ['open', 'Opened'],
    ] as const) {
      app.post(`${path}/${action}`, (c) => {
        const row = accessible(c)
        if (!row) return missing(c)
        if (row.status === state) return c.json({ error: `This ticket is already ${state}.` }, 409)
        const caller = c.get('caller')
        db.prepare('UPDATE tickets SET status = ? WHERE id = ?').run(state, row.id)
        addFeedItem(db, {
          ticketId: row.id,
          type: 'StatusChangeFeedItem',
          userName: fullName(caller),
          payload: { user: fullName(caller), newState: state },
        })
        notifyTicketStatus(db, row, caller.user.id, state)
        return c.text('ok')
      })
    }
    app.post(`${path}/priority`, async (c) => {
      const row = accessible(c)
      if (!row) return missing(c)
      const { priority } = (await c.req.json().catch(() => ({}))) as { priority?: unknown }
      if (!ticketPriorities.includes(priority as never))
        return invalid(c, { priority: ['Priority must be Low, Medium or High.'] })
      const caller = c.get('caller')
      db.prepare('UPDATE tickets SET priority = ? WHERE id = ?').run(priority, row.id)
      addFeedItem(db, {
        ticketId: row.id,
        type: 'PriorityChangeItem',
        userName: fullName(caller),
        payload: { user: fullName(caller), newPriority: priority },
      })
      return c.text('ok')
    })
  }
  return app
}
