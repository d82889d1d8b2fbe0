import { Hono, type Context } from 'hono'
import * as z from 'zod/mini'
import { deallocationSchema, type PidRelationship } from '@paydeck/core/transaction-actions'
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

// Seed 001's PID relationships: the lookup (pageIndex, pageSize, externalOrganizationId, transactionId, websiteId,
// requestType), deallocation, and the reset of a transaction's restriction (PUT {id}/reset-restriction).

interface RelationshipRow {
  id: number
  organization_id: number
  organization_name: string
  website: string
  account_reference: string
  transaction_id: number
  request_type: 'Payment' | 'Payout'
  created: string
}

const toRelationship = (row: RelationshipRow): PidRelationship => ({
  id: row.id,
  organizationId: row.organization_id,
  organizationName: row.organization_name,
  websiteId: row.website,
  accountReference: row.account_reference,
  transactionId: row.transaction_id,
  requestType: row.request_type,
  created: row.created,
})

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
  const select = `SELECT r.*, m.legal_business_name AS organization_name FROM pid_relationships r
    JOIN merchants m ON m.id = r.organization_id`
  const activeOf = db.prepare(
    `${select} WHERE r.tenant_id = ? AND r.account_reference = ? AND r.deallocated IS NULL ORDER BY r.id`,
  )

  bind(app, 'fetchPidRelationships', (c) => {
    const tenantId = tenantOf(c)
    if (tenantId instanceof Response) return tenantId
    const parsed = z.safeParse(querySchema, c.req.query())
    if (!parsed.success) return invalid(c, { query: [parsed.error.issues[0]!.message] })
    const query = parsed.data
    const { pageIndex, pageSize } = pageOf(c)
    const where = ['r.tenant_id = ?', 'r.deallocated IS NULL']
    const params: unknown[] = [tenantId]
    if (query.transactionId !== undefined) {
      const row = visible(c, query.transactionId)
      if (row instanceof Response) return row
      where.push('r.account_reference = ?')
      params.push(accountReferenceOf(row) ?? '')
    }
    const filters: [string, unknown][] = [
      ['r.organization_id = ?', query.externalOrganizationId],
      ['r.website = ?', query.websiteId || undefined],
      ['r.request_type = ?', query.requestType],
    ]
    for (const [condition, value] of filters)
      if (value !== undefined) {
        where.push(condition)
        params.push(value)
      }
    const clause = where.join(' AND ')
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM pid_relationships r WHERE ${clause}`).get(...params) as {
      n: number
    }
    const rows = db
      .prepare(`${select} WHERE ${clause} ORDER BY r.id DESC LIMIT ? OFFSET ?`)
      .all(...params, pageSize, pageIndex * pageSize) as RelationshipRow[]
    return c.json({ count: n, data: rows.map(toRelationship) })
  })

  bind(app, 'deallocatePidRelationship', async (c) => {
    const tenantId = tenantOf(c)
    if (tenantId instanceof Response) return tenantId
    const { organizationId, accountReference, websiteId } = bodyOf(c, deallocationSchema)
    const result = db
      .prepare(
        `UPDATE pid_relationships SET deallocated = ? WHERE tenant_id = ? AND organization_id = ?
           AND account_reference = ? AND website = ? AND deallocated IS NULL`,
      )
      .run(new Date().toISOString(), tenantId, organizationId, accountReference, websiteId)
    return result.changes > 0
      ? c.body(null, 204)
      : notFound(c, `Organisation ${organizationId} holds no account ${accountReference} on ${websiteId}.`)
  })

  const allocate = db.prepare(
    `INSERT INTO pid_relationships (tenant_id, organization_id, website, account_reference, transaction_id, request_type,
       created) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const release = db.prepare('UPDATE pid_relationships SET deallocated = ? WHERE id = ?')
  bind(
    app,
    'resetRestriction',
    about((c: Context<ApiEnv>, row: TransactionRow) => {
      const requestId = c.req.header('requestId') ?? ''
      if (!z.safeParse(z.uuid(), requestId).success)
        return invalid(c, { requestId: ['Send a requestId header: a UUID made once for this action.'] })
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
          const holders = account ? (activeOf.all(current.tenant_id, account) as RelationshipRow[]) : []
          const others = holders.filter((holder) => holder.organization_id !== current.merchant_id)
          if (others.length === 0)
            return { status: 409, body: problemBody(409, `Transaction ${current.id} has no PID restriction to reset.`) }
          const now = new Date().toISOString()
          for (const other of others) release.run(now, other.id)
          if (!holders.some((holder) => holder.organization_id === current.merchant_id))
            allocate.run(
              current.tenant_id,
              current.merchant_id,
              current.website,
              account,
              current.id,
              current.type === 'Payout' ? 'Payout' : 'Payment',
              now,
            )
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
