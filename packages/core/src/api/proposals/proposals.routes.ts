import { openTo, type Access, type RouteArea } from '../../contract/route'
import { agreementSchema, feeTypesSchema, proposalSchema, responsePayloadSchema } from './proposals.schema'

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
  routes: {
    fetchProposal: {
      access: proposals,
      method: 'GET',
      path: 'proposals/{id}',
      summary: 'One proposal',
      answer: proposalSchema,
    },
    fetchAgreement: {
      access: agreements,
      method: 'GET',
      path: 'agreements/{id}',
      summary: 'One agreement',
      answer: agreementSchema,
    },
    respondToProposal: {
      access: { permission: { merchant: proposals.permission.merchant }, record: proposals.record },
      method: 'PUT',
      path: 'proposals/{id}/respond',
      summary: 'Accepts, or rejects with a reason, a proposal awaiting approval',
      body: responsePayloadSchema,
      answer: proposalSchema,
    },
    respondToAgreement: {
      access: { permission: { merchant: agreements.permission.merchant }, record: agreements.record },
      method: 'PUT',
      path: 'agreements/{id}/respond',
      summary: 'Accepts, or rejects with a reason, an agreement awaiting acceptance',
      body: responsePayloadSchema,
      answer: agreementSchema,
    },
    fetchFeeTypes: {
      access: openTo('The names of the fees a proposal or agreement lists.'),
      method: 'GET',
      path: 'pricebooks/feetypes/all',
      summary: 'The fee types',
      answer: feeTypesSchema,
    },
  },
} satisfies RouteArea
