import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { proposalRoutes } from './proposals.routes'
import type { Agreement, FeeType, Proposal, ResponsePayload } from './proposals.schema'

const { routes } = proposalRoutes

export function fetchProposal(http: HttpClient, id: number, signal?: AbortSignal): Promise<Proposal> {
  return callRoute(http, routes.fetchProposal, { params: { id }, signal })
}

export function fetchAgreement(http: HttpClient, id: number, signal?: AbortSignal): Promise<Agreement> {
  return callRoute(http, routes.fetchAgreement, { params: { id }, signal })
}

/** Accepts or rejects (with the reason) a proposal awaiting approval; the answer is the proposal as it now is. */
export function respondToProposal(http: HttpClient, id: number, payload: ResponsePayload): Promise<Proposal> {
  return callRoute(http, routes.respondToProposal, { params: { id }, body: payload })
}

export function respondToAgreement(http: HttpClient, id: number, payload: ResponsePayload): Promise<Agreement> {
  return callRoute(http, routes.respondToAgreement, { params: { id }, body: payload })
}

export function fetchFeeTypes(http: HttpClient, signal?: AbortSignal): Promise<FeeType[]> {
  return callRoute(http, routes.fetchFeeTypes, { signal })
}
