import type { RouteArea } from '../../contract/route'
import { agreementSchema, feeTypesSchema, proposalSchema, responsePayloadSchema } from './proposals.schema'

export const proposalRoutes: RouteArea = {
  area: 'proposals',
  description: 'Commercial proposals and agreements a merchant reads and answers.',
  routes: {
    fetchProposal: { method: 'GET', path: 'proposals/{id}', summary: 'One proposal', answer: proposalSchema },
    fetchAgreement: { method: 'GET', path: 'agreements/{id}', summary: 'One agreement', answer: agreementSchema },
    respondToProposal: {
      method: 'PUT',
      path: 'proposals/{id}/respond',
      summary: 'Accepts, or rejects with a reason, a proposal awaiting approval',
      body: responsePayloadSchema,
      answer: proposalSchema,
    },
    respondToAgreement: {
      method: 'PUT',
      path: 'agreements/{id}/respond',
      summary: 'Accepts, or rejects with a reason, an agreement awaiting acceptance',
      body: responsePayloadSchema,
      answer: agreementSchema,
    },
    fetchFeeTypes: { method: 'GET', path: 'pricebooks/feetypes/all', summary: 'The fee types', answer: feeTypesSchema },
  },
}
