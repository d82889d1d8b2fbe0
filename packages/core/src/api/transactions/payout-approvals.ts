import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import type { BatchResult } from './payout-approvals.schema'
import { payoutCalls as calls } from './payout-approvals.calls'

export * from './payout-approvals.schema'

export const approvePayouts = (http: HttpClient, ids: readonly number[], requestId: string): Promise<BatchResult> =>
  callRoute(http, calls.approvePayouts, { body: ids, headers: { requestId } })

export const declinePayouts = (
  http: HttpClient,
  ids: readonly number[],
  reason: string,
  requestId: string,
): Promise<BatchResult> =>
  callRoute(http, calls.declinePayouts, { body: { transactions: ids, reason }, headers: { requestId } })
