import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  acceptDispute,
  fetchDispute,
  fetchDisputePage,
  saveDisputeEvidence,
  submitDisputeEvidence,
  type DisputeDetail,
  type DisputeQuery,
  type EvidenceDraft,
} from '@paydeck/core/disputes'
import { usePaydeck } from '@paydeck/react'
import { transactionKeys } from '../shared/transaction-queries'

// The disputes' queries, under the transactions' key: a dispute's move changes its payment's balance, so answering
// one makes the payment's reads stale too.
export const disputeKeys = {
  all: [...transactionKeys.all, 'disputes'] as const,
  page: (query: DisputeQuery) => [...disputeKeys.all, 'page', query] as const,
  one: (id: number) => [...disputeKeys.all, 'one', id] as const,
  sources: (id: number) => [...disputeKeys.all, 'sources', id] as const,
}

export function useDisputePage(query: DisputeQuery, enabled = true) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: disputeKeys.page(query),
    queryFn: ({ signal }) => fetchDisputePage(paydeck.http, query, signal),
    placeholderData: keepPreviousData,
    // A deadline moves with the clock: read afresh when shown again.
    staleTime: 0,
    enabled,
  })
}

export function useDispute(id: number) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: disputeKeys.one(id),
    queryFn: ({ signal }) => fetchDispute(paydeck.http, id, signal),
    staleTime: 0,
  })
}

/** A change to one dispute; its answer is the dispute as it now is, and the payment's reads go stale. */
function useDisputeChange<V>(id: number, change: (variables: V) => Promise<DisputeDetail>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (detail) => queryClient.setQueryData(disputeKeys.one(id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
  })
}

export function useEvidenceDraft(id: number) {
  const paydeck = usePaydeck()
  return useDisputeChange(id, (evidence: EvidenceDraft) => saveDisputeEvidence(paydeck.http, id, evidence))
}

/** Sends the evidence or accepts the dispute, under one requestId per intent (a retry moves nothing twice). */
export function useDisputeAnswer(id: number, what: 'submit' | 'accept') {
  const paydeck = usePaydeck()
  return useDisputeChange(id, (requestId: string) =>
    what === 'submit' ? submitDisputeEvidence(paydeck.http, id, requestId) : acceptDispute(paydeck.http, id, requestId),
  )
}
