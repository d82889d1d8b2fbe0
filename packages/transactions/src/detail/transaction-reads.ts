import { queryOptions, useQuery } from '@tanstack/react-query'
import type { UserKind } from '@paydeck/core'
import {
  fetchAccountingEntries,
  fetchAntifraudAlerts,
  fetchApiLogs,
  fetchCascading,
  fetchDisputeCodes,
  fetchRelatedTransactions,
  fetchRoutingLogs,
  fetchTransactionDetails,
  fetchTransactionEvents,
  fetchTransactionFees,
  fetchWebhookDeliveries,
  type TransactionRef,
} from '@paydeck/core/transaction-activity'
import type { HttpClient } from '@paydeck/core'
import { usePaydeck, type Paydeck } from '@paydeck/react'
import { transactionKeys, useKind } from '../shared/transaction-queries'

/** One transaction as the detail reads it: who asks (their kind) and which (with the platform's tenant). */
export interface DetailRef extends TransactionRef {
  kind: UserKind
}

type Read<T> = (http: HttpClient, ref: DetailRef, signal: AbortSignal) => Promise<T>

// Each read of one transaction once: the tab that shows it and the All activity timeline share the answer.
export const reads = {
  details: (http, ref, signal) => fetchTransactionDetails(http, ref.kind, ref, signal),
  events: (http, ref, signal) => fetchTransactionEvents(http, ref.kind, ref, 0, 100, signal),
  related: (http, ref, signal) => fetchRelatedTransactions(http, ref.kind, ref, 0, 50, signal),
  apiLogs: (http, ref, signal) => fetchApiLogs(http, ref.kind, ref, 0, 50, signal),
  fees: (http, ref, signal) => fetchTransactionFees(http, ref.kind, ref, signal),
  alerts: (http, ref, signal) => fetchAntifraudAlerts(http, ref.kind, ref, signal),
  cascading: (http, ref, signal) => fetchCascading(http, ref.kind, ref, 0, signal),
  routing: (http, ref, signal) => fetchRoutingLogs(http, ref.kind, ref, signal),
  disputes: (http, ref, signal) => fetchDisputeCodes(http, ref.kind, ref, signal),
  webhooksV1: (http, ref, signal) => fetchWebhookDeliveries(http, ref.kind, ref, 'v1', signal),
  webhooksV2: (http, ref, signal) => fetchWebhookDeliveries(http, ref.kind, ref, 'v2', signal),
} satisfies Record<string, Read<unknown>>
export type ReadName = keyof typeof reads
export type ReadResult<N extends ReadName> = Awaited<ReturnType<(typeof reads)[N]>>

export function useDetailRef(id: number, tenantId?: number): DetailRef | null {
  const kind = useKind()
  return kind ? { kind, id, tenantId } : null
}

export const readQuery = <N extends ReadName>(paydeck: Paydeck, name: N, ref: DetailRef) =>
  queryOptions({
    queryKey: transactionKeys.read(ref, name),
    queryFn: ({ signal }) => reads[name](paydeck.http, ref, signal) as Promise<ReadResult<N>>,
  })

/** One read of a transaction, fetched the first time something shows it. */
export function useTransactionRead<N extends ReadName>(name: N, ref: DetailRef) {
  return useQuery(readQuery(usePaydeck(), name, ref))
}

/** The accounting service's entries, under the transaction's merchant (known once its details arrive). */
export function useAccountingEntries(ref: DetailRef, merchantId: number) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: transactionKeys.read(ref, 'accounting'),
    queryFn: ({ signal }) => fetchAccountingEntries(paydeck.http, ref.kind, { ...ref, merchantId }, signal),
  })
}
