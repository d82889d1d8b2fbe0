import { Hono, type Context } from 'hono'
import { transactionTypes } from '@paydeck/core/transactions'
import type { SandboxDatabase } from '../db/database'
import { recentChannels } from '../transactions/recent-channels'
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

  const recent = recentChannels(db)
  /** The organisation if the caller may see it (tenant staff their tenant's; platform staff any). */
  const organisation = (c: Context<ApiEnv>, id: number) => {
    const caller = c.get('caller')
    const found = recent.organisation(id)
    return found && (caller.kind === 'platform' || found.tenantId === caller.user.tenantId) ? found : null
  }

  bind(app, 'fetchPaymentChannels', (c) => {
    const id = Number(c.req.query('organizationId'))
    const found = id > 0 && organisation(c, id)
    if (!found) return notFound(c, `There is no organisation ${c.req.query('organizationId') ?? ''}.`)
    return c.json(
      recent.channelsOf(c.get('caller').systemMode, id).map((channel, index) => ({
        id: index + 1,
        name: `${channel.serviceProvider} (${channel.mid})`,
        ...channel,
        isActive: true,
      })),
    )
  })

  bind(app, 'fetchActiveWebsites', (c) => {
    const found = organisation(c, Number(c.req.param('organizationId')))
    if (!found) return notFound(c, `There is no organisation ${c.req.param('organizationId')}.`)
    const websites = recent.websitesOf(c.get('caller').systemMode, found.id)
    return c.json(websites.map((website) => ({ id: website, name: found.name, url: `https://${website}` })))
  })
  return app
}
