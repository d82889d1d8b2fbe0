import { Hono, type Context } from 'hono'
import type { SandboxDatabase } from '../db/database'
import type { ApiEnv } from './auth.middleware'
import { transactionSearchGuard } from './guards'
import { invalid } from './problems'

const columns = `x.id, x.merchant_id AS merchantId, m.legal_business_name AS merchantName, x.external_id AS externalId,
  x.amount, x.currency, x.status, x.payment_method AS paymentMethod, x.created, x.updated`

/** Seed 001's search by key over external ids: a merchant its own, tenant staff their merchants', the platform a tenant's. */
export function transactionRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const search = (c: Context<ApiEnv>) => {
    const caller = c.get('caller')
    const key = (c.req.query('searchKey') ?? '').trim()
    const pageSize = Math.min(50, Math.max(1, Number(c.req.query('pageSize') ?? 10) || 10))
    const pageIndex = Math.max(0, Number(c.req.query('pageIndex') ?? 0) || 0)
    const where = ['x.external_id LIKE @key']
    const params: Record<string, unknown> = { key: `%${key.replace(/[%_]/g, '')}%` }
    const customerId = Number(c.req.query('customerId'))
    const tenantId = Number(c.req.query('tenantId'))
    if (caller.kind === 'merchant') {
      where.push('x.merchant_id = @merchant')
      params.merchant = caller.user.merchantId
    } else {
      if (caller.kind === 'platform' && !(tenantId > 0))
        return invalid(c, { tenantId: ['Choose a tenant to search its transactions.'] })
      where.push('m.tenant_id = @tenant')
      params.tenant = caller.kind === 'tenant' ? caller.user.tenantId : tenantId
      if (customerId > 0) {
        where.push('x.merchant_id = @merchant')
        params.merchant = customerId
      }
    }
    const clause = `FROM transactions x JOIN merchants m ON m.id = x.merchant_id WHERE ${where.join(' AND ')}`
    const { count } = db.prepare(`SELECT COUNT(*) AS count ${clause}`).get(params) as { count: number }
    const data = db
      .prepare(`SELECT ${columns} ${clause} ORDER BY x.created DESC LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: pageSize, offset: pageIndex * pageSize })
    return c.json({ count, data })
  }
  app.get('/api/transactions/searchKey', transactionSearchGuard, search)
  app.get('/api/crm/transactions/searchKey', transactionSearchGuard, search)
  return app
}
