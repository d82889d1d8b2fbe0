import type { Context } from 'hono'
import { transactionRoutes as transactionArea } from '@paydeck/core/openapi'
import * as z from 'zod/mini'
import type { SandboxDatabase } from '../db/database'
import { transactionActions } from '../transactions/actions'
import { merchantsById, toTransaction } from '../transactions/lookup'
import { accountReferenceOf } from '../transactions/pid'
import type { ApiEnv } from './auth.middleware'
import { refuse } from '../domain/problem'
import { implement, recorded } from './implement'
import { actingTenant } from './scope'
import { problemBody } from '../domain/problem'
import { aboutTransaction, visibleTransaction, type TransactionCall } from './transaction.routes'
import { pidRelationshipsRepository } from '../transactions/pid-relationships.repository'

// Seed 001's PID relationships: the lookup (pageIndex, pageSize, externalOrganizationId, transactionId, websiteId,
// requestType), deallocation, and the reset of a transaction's restriction (PUT {id}/reset-restriction).

const querySchema = z.object({
  externalOrganizationId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  transactionId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  websiteId: z.optional(z.string().check(z.maxLength(200))),
  requestType: z.optional(z.enum(['Payment', 'Payout'])),
})

type ResetCall = TransactionCall & { query: { organizationId?: string }; requestId: string }

export function pidRelationshipRoutes(db: SandboxDatabase) {
  const visible = visibleTransaction(db)
  const about = aboutTransaction(db)
  const actions = transactionActions(db)
  const tenantOf = (c: Context<ApiEnv>) => actingTenant(c, 'Name the tenant whose relationships these are.')
  const store = pidRelationshipsRepository(db)

  return implement(transactionArea, {
    fetchPidRelationships: ({ c, query: raw, page }) => {
      const tenantId = tenantOf(c)
      const parsed = z.safeParse(querySchema, raw)
      if (!parsed.success) return refuse.field('query', parsed.error.issues[0]!.message)
      const query = parsed.data
      const accountReference =
        query.transactionId === undefined ? undefined : (accountReferenceOf(visible(c, query.transactionId)) ?? '')
      const filter = {
        accountReference,
        organizationId: query.externalOrganizationId,
        website: query.websiteId || undefined,
        requestType: query.requestType,
      }
      return store.page(tenantId, filter, page)
    },
    deallocatePidRelationship: ({ c, body: hold }) => {
      const { organizationId, accountReference, websiteId } = hold
      if (!store.deallocate(tenantOf(c), hold))
        return refuse.notFound(`Organisation ${organizationId} holds no account ${accountReference} on ${websiteId}.`)
    },
    resetRestriction: about(({ caller, query, requestId }: ResetCall, row) => {
      const organizationId = Number(query.organizationId)
      if (organizationId !== row.merchant_id)
        return refuse.field(
          'organizationId',
          `The account can pass only to the transaction's own organisation (${row.merchant_id}).`,
        )
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
      return recorded(outcome)
    }),
  })
}
