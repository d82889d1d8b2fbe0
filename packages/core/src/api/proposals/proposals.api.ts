import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { proposalCalls as calls } from './proposals.calls'
import type { Agreement, FeeType, Proposal, ResponsePayload } from './proposals.schema'

export const fetchProposal = (http: HttpClient, id: number, signal?: AbortSignal): Promise<Proposal> =>
  callRoute(http, calls.fetchProposal, { params: { id }, signal })

export const fetchAgreement = (http: HttpClient, id: number, signal?: AbortSignal): Promise<Agreement> =>
  callRoute(http, calls.fetchAgreement, { params: { id }, signal })

/** Accepts or rejects (with the reason) a proposal awaiting approval; the answer is the proposal as it now is. */
export const respondToProposal = (http: HttpClient, id: number, payload: ResponsePayload): Promise<Proposal> =>
  callRoute(http, calls.respondToProposal, { params: { id }, body: payload })

export const respondToAgreement = (http: HttpClient, id: number, payload: ResponsePayload): Promise<Agreement> =>
  callRoute(http, calls.respondToAgreement, { params: { id }, body: payload })

export const fetchFeeTypes = (http: HttpClient, signal?: AbortSignal): Promise<FeeType[]> =>
  callRoute(http, calls.fetchFeeTypes, { signal })
