import { Hono, type Context } from 'hono'
import { transactionTypes } from '@paydeck/core/transactions'
import type { SandboxDatabase } from '../db/database'
import { requireKind, type ApiEnv } from './auth.middleware'
import { invalid, notFound } from './problems'

// The lists action dialogs offer (seed 001's lookups): reasons by transaction type and decision, and an organisation's
// payment channels and active websites, read from what its transactions went through.

const declineReasons = {
  payment: [
    'Suspected fraud',
    'Customer could not be verified',
    'Card reported lost or stolen',
    'Duplicate transaction',
    'Sanctions screening match',
    'Requested by the merchant',
  ],
  payout: [
    'Beneficiary details do not match',
    'Insufficient merchant balance',
    'Sanctions screening match',
    'Duplicate payout',
    'Requested by the merchant',
  ],
}
const approveReasons = {
  payment: ['Verified with the customer', 'Bank confirmed the transfer', 'Documents received', 'Risk review passed'],
  payout: ['Beneficiary verified', 'Balance confirmed', 'Approved by the merchant'],
}

/** Recent transactions say which channels and websites an organisation uses (its newest 2,000, by index). */
const RECENT = 2_000

export function actionLookupRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const staff = requireKind('tenant', 'platform')

  app.get('/api/crm/lookup/:transactionType/reasons/:kind{Declined|Captured}', staff, (c) => {
    const type = c.req.param('transactionType')
    if (!(transactionTypes as readonly string[]).includes(type))
      return invalid(c, { transactionType: [`There are no reasons for ${type}: use ${transactionTypes.join(', ')}.`] })
    const lists = c.req.param('kind') === 'Declined' ? declineReasons : approveReasons
    const names = type === 'Payout' ? lists.payout : lists.payment
    return c.json(names.map((name, index) => ({ id: index + 1, name })))
  })

  app.get('/api/crm/lookup/payment-channels', staff, (c) =>
    c.json(db.prepare('SELECT id, name FROM service_providers WHERE is_active = 1 ORDER BY name').all()),
  )

  const merchant = db.prepare(
    'SELECT id, tenant_id AS tenantId, legal_business_name AS name FROM merchants WHERE id = ?',
  )
  /** The organisation if the caller may see it (tenant staff their tenant's; platform staff any). */
  const organisation = (c: Context<ApiEnv>, id: number) => {
    const caller = c.get('caller')
    const found = merchant.get(id) as { id: number; tenantId: number; name: string } | undefined
    return found && (caller.kind === 'platform' || found.tenantId === caller.user.tenantId) ? found : null
  }
  const recent = (columns: string) =>
    db.prepare(
      `SELECT ${columns}, COUNT(*) AS n FROM (SELECT * FROM transactions WHERE mode = ? AND merchant_id = ?
         ORDER BY created DESC LIMIT ${RECENT}) GROUP BY ${columns} ORDER BY n DESC`,
    )
  const channels = recent('service_provider, mid')
  const methods = db.prepare(
    `SELECT DISTINCT payment_method AS method FROM (SELECT * FROM transactions WHERE mode = ? AND merchant_id = ?
       AND service_provider = ? ORDER BY created DESC LIMIT ${RECENT}) ORDER BY method`,
  )
  const websites = recent('website')

  app.get('/api/crm/payment-channels/all', staff, (c) => {
    const id = Number(c.req.query('organizationId'))
    const found = id > 0 && organisation(c, id)
    if (!found) return notFound(c, `There is no organisation ${c.req.query('organizationId') ?? ''}.`)
    const mode = c.get('caller').systemMode
    const rows = channels.all(mode, id) as { service_provider: string; mid: string }[]
    return c.json(
      rows.map((row, index) => ({
        id: index + 1,
        name: `${row.service_provider} (${row.mid})`,
        serviceProvider: row.service_provider,
        mid: row.mid,
        paymentMethods: (methods.all(mode, id, row.service_provider) as { method: string }[]).map((m) => m.method),
        isActive: true,
      })),
    )
  })

  app.get('/api/crm/lookup/organizations/:id{[0-9]+}/websites/active', staff, (c) => {
    const found = organisation(c, Number(c.req.param('id')))
    if (!found) return notFound(c, `There is no organisation ${c.req.param('id')}.`)
    const rows = websites.all(c.get('caller').systemMode, found.id) as { website: string }[]
    return c.json(rows.map((row) => ({ id: row.website, name: found.name, url: `https://${row.website}` })))
  })
  return app
}
