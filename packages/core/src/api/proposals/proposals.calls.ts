import type { Call } from '../../contract/route'
import { agreementSchema, feeTypesSchema, proposalSchema } from './proposals.schema'

// How the proposals' and agreements' calls are made and what they answer; what the contract document says of them is
// in proposals.routes.ts.

export const proposalCalls = {
  fetchProposal: { method: 'GET', path: 'proposals/{id}', answer: proposalSchema },
  fetchAgreement: { method: 'GET', path: 'agreements/{id}', answer: agreementSchema },
  respondToProposal: { method: 'PUT', path: 'proposals/{id}/respond', answer: proposalSchema },
  respondToAgreement: { method: 'PUT', path: 'agreements/{id}/respond', answer: agreementSchema },
  fetchFeeTypes: { method: 'GET', path: 'pricebooks/feetypes/all', answer: feeTypesSchema },
} as const satisfies Record<string, Call>
