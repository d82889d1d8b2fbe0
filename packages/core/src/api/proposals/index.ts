// @paydeck/core/proposals: the proposal and agreement calls, an entry of their own so that only pages that
// show them load them.
export { fetchAgreement, fetchFeeTypes, fetchProposal, respondToAgreement, respondToProposal } from './proposals.api'
export { documentFeeFields } from './proposals.schema'
export type {
  Agreement,
  DocumentFeeField,
  AgreementStatus,
  FeeItem,
  FeeType,
  ProductEntry,
  Proposal,
  ProposalStatus,
  ResponsePayload,
} from './proposals.schema'
