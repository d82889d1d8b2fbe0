import type { HttpClient } from '../../http/http-client'
import {
  agreementSchema,
  feeTypesSchema,
  proposalSchema,
  type Agreement,
  type FeeType,
  type Proposal,
  type ResponsePayload,
} from './proposals.schema'

export function fetchProposal(http: HttpClient, id: number, signal?: AbortSignal): Promise<Proposal> {
  return http.json(proposalSchema, `proposals/${id}`, { signal })
}

export function fetchAgreement(http: HttpClient, id: number, signal?: AbortSignal): Promise<Agreement> {
  return http.json(agreementSchema, `agreements/${id}`, { signal })
}

/** Accepts or rejects (with the reason) a proposal awaiting approval; the answer is the proposal as it now is. */
export function respondToProposal(http: HttpClient, id: number, payload: ResponsePayload): Promise<Proposal> {
  return http.json(proposalSchema, `proposals/${id}/respond`, { method: 'PUT', json: payload })
}

export function respondToAgreement(http: HttpClient, id: number, payload: ResponsePayload): Promise<Agreement> {
  return http.json(agreementSchema, `agreements/${id}/respond`, { method: 'PUT', json: payload })
}

export function fetchFeeTypes(http: HttpClient, signal?: AbortSignal): Promise<FeeType[]> {
  return http.json(feeTypesSchema, 'pricebooks/feetypes/all', { signal })
}
