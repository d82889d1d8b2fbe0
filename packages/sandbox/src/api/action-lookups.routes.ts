import { Hono, type Context } from 'hono'
import { transactionTypes } from '@paydeck/core/transactions'
import type { SandboxDatabase } from '../db/database'
import type { ApiEnv } from './auth.middleware'
import { bind } from './route-table'
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

  bind(app, 'fetchReasons', (c) => {
    const type = c.req.param('transactionType') ?? ''
    const kind = c.req.param('kind')
    if (kind !== 'Declined' && kind !== 'Captured') return notFound(c, `There are no ${kind} reasons.`)
    if (!(transactionTypes as readonly string[]).includes(type))
      return invalid(c, { transactionType: [`There are no reasons for ${type}: use ${transactionTypes.join(', ')}.`] })
    const lists = kind === 'Declined' ? declineReasons : approveReasons
    const names = type === 'Payout' ? lists.payout : lists.payment
    return c.json(names.map((name, index) => ({ id: index + 1, name })))
  })

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

  bind(app, 'fetchPaymentChannels', (c) => {
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

  bind(app, 'fetchActiveWebsites', (c) => {
    const found = organisation(c, Number(c.req.param('organizationId')))
    if (!found) return notFound(c, `There is no organisation ${c.req.param('organizationId')}.`)
    const rows = websites.all(c.get('caller').systemMode, found.id) as { website: string }[]
    return c.json(rows.map((row) => ({ id: row.website, name: found.name, url: `https://${row.website}` })))
  })
  return app
}
