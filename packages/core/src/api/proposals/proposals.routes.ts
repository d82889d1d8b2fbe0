import { described, openTo, type Access, type RouteArea } from '../../contract/route'
import { proposalCalls } from './proposals.calls'
import { responsePayloadSchema } from './proposals.schema'

// Seed 002 section 6: the merchant it was sent to reads and answers it; staff read their tenant's.
const documentRule = (merchant: string): Access => ({
  permission: { merchant, tenant: 'CRM.Dashboard.View', platform: 'CRM.Dashboard.View' },
  record: 'The merchant it was sent to, or staff of its tenant.',
})
const proposals = documentRule('viewMerchantPortalProposals')
const agreements = documentRule('viewMerchantPortalAgreements')

export const proposalRoutes = {
  area: 'proposals',
  description: 'Commercial proposals and agreements a merchant reads and answers.',
  routes: described(proposalCalls, {
    fetchProposal: { access: proposals, summary: 'One proposal' },
    fetchAgreement: { access: agreements, summary: 'One agreement' },
    respondToProposal: {
      access: { permission: { merchant: proposals.permission.merchant }, record: proposals.record },
      summary: 'Accepts, or rejects with a reason, a proposal awaiting approval',
      body: responsePayloadSchema,
    },
    respondToAgreement: {
      access: { permission: { merchant: agreements.permission.merchant }, record: agreements.record },
      summary: 'Accepts, or rejects with a reason, an agreement awaiting acceptance',
      body: responsePayloadSchema,
    },
    fetchFeeTypes: { access: openTo('The names of the fees a proposal or agreement lists.'), summary: 'The fee types' },
  }),
} satisfies RouteArea
