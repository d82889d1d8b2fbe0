import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import type { PaymentChannel, Reason, ReasonKind, Website } from './action-lookups.schema'
import { actionLookupCalls as calls } from './action-lookups.calls'

export * from './action-lookups.schema'

export const fetchReasons = (
  http: HttpClient,
  transactionType: string,
  kind: ReasonKind,
  signal?: AbortSignal,
): Promise<Reason[]> => callRoute(http, calls.fetchReasons, { params: { transactionType, kind }, signal })

export const fetchPaymentChannels = (
  http: HttpClient,
  organizationId: number,
  signal?: AbortSignal,
): Promise<PaymentChannel[]> => callRoute(http, calls.fetchPaymentChannels, { query: { organizationId }, signal })

export const fetchActiveWebsites = (
  http: HttpClient,
  organizationId: number,
  signal?: AbortSignal,
): Promise<Website[]> => callRoute(http, calls.fetchActiveWebsites, { params: { organizationId }, signal })
