import { Hono, type Context } from 'hono'
import * as z from 'zod/mini'
import { deallocationSchema } from '@paydeck/core/transaction-actions'
import type { SandboxDatabase } from '../db/database'
import { transactionActions } from '../transactions/actions'
import { merchantsById, toTransaction, type TransactionRow } from '../transactions/lookup'
import { accountReferenceOf } from '../transactions/pid'
import type { ApiEnv } from './auth.middleware'
import { bind } from './route-table'
import { actingTenant } from './scope'
import { answerWith, invalid, notFound, problemBody } from './problems'
import { aboutTransaction, visibleTransaction } from './transaction.routes'
import { pageOf } from './paging'
import { bodyOf } from './json-body'
import { requestIdFor } from './idempotent-requests'
import { pidRelationshipsRepository } from '../transactions/pid-relationships.repository'

// Seed 001's PID relationships: the lookup (pageIndex, pageSize, externalOrganizationId, transactionId, websiteId,
// requestType), deallocation, and the reset of a transaction's restriction (PUT {id}/reset-restriction).

const querySchema = z.object({
  externalOrganizationId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  transactionId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  websiteId: z.optional(z.string().check(z.maxLength(200))),
  requestType: z.optional(z.enum(['Payment', 'Payout'])),
})

export function pidRelationshipRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const visible = visibleTransaction(db)
  const about = aboutTransaction(db)
  const actions = transactionActions(db)
  const tenantOf = (c: Context<ApiEnv>) => actingTenant(c, 'Name the tenant whose relationships these are.')
  const store = pidRelationshipsRepository(db)

  bind(app, 'fetchPidRelationships', (c) => {
    const tenantId = tenantOf(c)
    const parsed = z.safeParse(querySchema, c.req.query())
    if (!parsed.success) return invalid(c, { query: [parsed.error.issues[0]!.message] })
    const query = parsed.data
    let accountReference: string | undefined
    if (query.transactionId !== undefined) {
      const row = visible(c, query.transactionId)
      if (row instanceof Response) return row
      accountReference = accountReferenceOf(row) ?? ''
    }
    const filter = {
      accountReference,
      organizationId: query.externalOrganizationId,
      website: query.websiteId || undefined,
      requestType: query.requestType,
    }
    return c.json(store.page(tenantId, filter, pageOf(c)))
  })

  bind(app, 'deallocatePidRelationship', async (c) => {
    const tenantId = tenantOf(c)
    const hold = bodyOf(c, deallocationSchema)
    const { organizationId, accountReference, websiteId } = hold
    return store.deallocate(tenantId, hold)
      ? c.body(null, 204)
      : notFound(c, `Organisation ${organizationId} holds no account ${accountReference} on ${websiteId}.`)
  })

  bind(
    app,
    'resetRestriction',
    about((c: Context<ApiEnv>, row: TransactionRow) => {
      const requestId = requestIdFor(c)
      const organizationId = Number(c.req.query('organizationId'))
      if (organizationId !== row.merchant_id)
        return invalid(c, {
          organizationId: [`The account can pass only to the transaction's own organisation (${row.merchant_id}).`],
        })
      const caller = c.get('caller')
      const actor = `${caller.user.firstName} ${caller.user.lastName}`
      const outcome = actions.once(
        {
          requestId,
          userId: caller.user.id,
          transactionId: row.id,
          action: 'resetRestriction',
          body: {},
          call: {
            method: 'PUT',
            path: `/api/crm/transactions/${row.id}/reset-restriction?organizationId=${organizationId}`,
          },
        },
        (current) => {
          const account = accountReferenceOf(current)
          const holders = account ? store.holdersOf(current.tenant_id, account) : []
          const others = holders.filter((holder) => holder.organization_id !== current.merchant_id)
          if (others.length === 0)
            return { status: 409, body: problemBody(409, `Transaction ${current.id} has no PID restriction to reset.`) }
          const now = new Date().toISOString()
          for (const other of others) store.release(other.id, now)
          if (!holders.some((holder) => holder.organization_id === current.merchant_id))
            store.allocate({
              tenantId: current.tenant_id,
              organizationId: current.merchant_id,
              website: current.website,
              account: account!,
              transactionId: current.id,
              requestType: current.type === 'Payout' ? 'Payout' : 'Payment',
              created: now,
            })
          const event = actions.recordEvent({
            transactionId: current.id,
            type: 'RestrictionReset',
            status: current.status,
            created: now,
            actor,
            reason: `${account} passed from ${others.map((other) => other.organization_name).join(', ')}`,
            amount: null,
          })
          return { status: 200, body: { transaction: toTransaction(current, merchantsById(db)), child: null, event } }
        },
      )
      return answerWith(c, outcome.status, outcome.body)
    }),
  )
  return app
}
