import { transactionRoutes as transactionArea } from '@paydeck/core/openapi'
import { transactionTypes } from '@paydeck/core/transactions'
import type { SandboxDatabase } from '../db/database'
import { recentChannels } from '../transactions/recent-channels'
import type { Caller } from '../domain/caller'
import { found, refuse } from '../domain/problem'
import { implement } from './implement'

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
  const recent = recentChannels(db)
  /** The organisation if the caller may see it (tenant staff their tenant's; platform staff any). */
  const organisation = (caller: Caller, id: number) => {
    const row = id > 0 ? recent.organisation(id) : undefined
    const visible = row && (caller.kind === 'platform' || row.tenantId === caller.user.tenantId)
    return found(visible ? row : undefined, `There is no organisation ${id}.`)
  }
  return implement(transactionArea, {
    fetchReasons: ({ params: { transactionType: type, kind } }) => {
      if (kind !== 'Declined' && kind !== 'Captured') return refuse.notFound(`There are no ${kind} reasons.`)
      if (!(transactionTypes as readonly string[]).includes(type))
        return refuse.field('transactionType', `There are no reasons for ${type}: use ${transactionTypes.join(', ')}.`)
      const lists = kind === 'Declined' ? declineReasons : approveReasons
      const names = type === 'Payout' ? lists.payout : lists.payment
      return names.map((name, index) => ({ id: index + 1, name }))
    },
    fetchPaymentChannels: ({ caller, query }) => {
      const { id } = organisation(caller, Number(query.organizationId))
      return recent.channelsOf(caller.systemMode, id).map((channel, index) => ({
        id: index + 1,
        name: `${channel.serviceProvider} (${channel.mid})`,
        ...channel,
        isActive: true,
      }))
    },
    fetchActiveWebsites: ({ caller, params }) => {
      const { id, name } = organisation(caller, params.organizationId)
      return recent
        .websitesOf(caller.systemMode, id)
        .map((website) => ({ id: website, name, url: `https://${website}` }))
    },
  })
}
