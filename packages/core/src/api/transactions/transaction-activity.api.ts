import { callRoute, type AnswerOf } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import type { UserKind } from '../../session/user-kind'
import { pairedCall } from './merchant-and-staff.calls'
import { activityCalls as calls } from './transaction-activity.calls'

export { detailsSchema } from './transaction-activity.schema'
export type { TransactionDetails } from './transaction-activity.schema'

export interface TransactionRef {
  id: number
  /** The tenant a platform user looks into (sent as the tenantId header). */
  tenantId?: number
}

/** What every read of one transaction sends: the path's id, the tenant a platform user names, the signal. */
const input = (kind: UserKind, ref: TransactionRef, signal?: AbortSignal, query?: Record<string, number>) => ({
  params: { id: ref.id },
  signal,
  query,
  headers: kind === 'platform' && ref.tenantId ? { tenantId: String(ref.tenantId) } : undefined,
})
type Paired = {
  [N in keyof typeof calls]: N extends `${infer Name}ByStaff` ? (Name extends keyof typeof calls ? Name : never) : never
}[keyof typeof calls]

/** A read of one transaction (a tab of the detail), as the kind of user makes it. */
const read =
  <N extends Paired>(name: N) =>
  (http: HttpClient, kind: UserKind, ref: TransactionRef, signal?: AbortSignal): Promise<AnswerOf<(typeof calls)[N]>> =>
    callRoute(http, pairedCall(calls, name, kind), input(kind, ref, signal))

/** A paged read (pageIndex, pageSize as seed 001 names them). */
const readPage =
  <N extends Paired>(name: N, defaultSize: number) =>
  (
    http: HttpClient,
    kind: UserKind,
    ref: TransactionRef,
    pageIndex = 0,
    pageSize = defaultSize,
    signal?: AbortSignal,
  ): Promise<AnswerOf<(typeof calls)[N]>> =>
    callRoute(http, pairedCall(calls, name, kind), input(kind, ref, signal, { pageIndex, pageSize }))

export const fetchTransaction = read('fetchTransaction')
export const fetchTransactionDetails = read('fetchTransactionDetails')
export const fetchTransactionEvents = readPage('fetchTransactionEvents', 50)
export const fetchRelatedTransactions = readPage('fetchRelatedTransactions', 20)
export const fetchApiLogs = readPage('fetchApiLogs', 20)
export const fetchAntifraudAlerts = read('fetchAntifraudAlerts')
export const fetchTransactionFees = read('fetchTransactionFees')
export const fetchDisputeCodes = read('fetchDisputeCodes')
export const fetchRoutingLogs = read('fetchRoutingLogs')

export const fetchCascading = (
  http: HttpClient,
  kind: UserKind,
  ref: TransactionRef,
  offset = 0,
  signal?: AbortSignal,
) => callRoute(http, pairedCall(calls, 'fetchCascading', kind), input(kind, ref, signal, { offset }))

/** The accounting service's entries, under the merchant (customer) the transaction belongs to. */
export const fetchAccountingEntries = (
  http: HttpClient,
  kind: UserKind,
  ref: TransactionRef & { merchantId: number },
  signal?: AbortSignal,
) => {
  const sent = input(kind, ref, signal)
  return callRoute(http, calls.fetchAccountingEntries, {
    ...sent,
    params: { ...sent.params, merchantId: ref.merchantId },
  })
}

/** Webhook deliveries: v1 as one list, v2 a page (the platform's through its own path, by tenant). */
export function fetchWebhookDeliveries(
  http: HttpClient,
  kind: UserKind,
  ref: TransactionRef,
  version: 'v1' | 'v2',
  signal?: AbortSignal,
) {
  if (version === 'v1')
    return callRoute(http, calls.fetchWebhookDeliveries, input(kind, ref, signal)).then((data) => ({
      count: data.length,
      data,
    }))
  const call = kind === 'platform' ? calls.fetchWebhookDeliveriesV2ByPlatform : calls.fetchWebhookDeliveriesV2
  return callRoute(http, call, {
    ...input(kind, ref, signal),
    query: { pageIndex: 0, pageSize: 100, ...(ref.tenantId && { tenantId: ref.tenantId }) },
  })
}

/** Sends an event's webhook again (POST …/events/{id}/resend-webhook): the answer is the new delivery. */
export const resendWebhook = (http: HttpClient, kind: UserKind, ref: TransactionRef, eventId: number) =>
  callRoute(http, calls.resendWebhook, { ...input(kind, ref), params: { eventId } })
