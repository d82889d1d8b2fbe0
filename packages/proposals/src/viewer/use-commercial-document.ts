import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePaydeck } from '@paydeck/react'
import {
  fetchAgreement,
  fetchProposal,
  respondToAgreement,
  respondToProposal,
  type Agreement,
  type Proposal,
  type ResponsePayload,
} from '@paydeck/core/proposals'

export type DocumentKind = 'proposal' | 'agreement'

/** A proposal or an agreement in one shape for the viewer. */
export interface CommercialDocument {
  kind: DocumentKind
  document: Proposal | Agreement
  body: string
  entries: Proposal['proposalEntries']
  /** Seed 002 section 4: Accept and Reject only while it awaits this answer. */
  pending: boolean
}

const asCommercial = (kind: DocumentKind, document: Proposal | Agreement): CommercialDocument =>
  'proposalBody' in document
    ? {
        kind,
        document,
        body: document.proposalBody,
        entries: document.proposalEntries,
        pending: document.status === 'PendingApproval',
      }
    : {
        kind,
        document,
        body: document.agreementBody,
        entries: document.agreementEntries,
        pending: document.status === 'PendingAcceptance',
      }

export function useCommercialDocument(kind: DocumentKind, id: number, enabled = true) {
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const queryKey = ['paydeck', kind, id] as const
  const query = useQuery({
    queryKey,
    enabled,
    queryFn: async ({ signal }) =>
      asCommercial(
        kind,
        kind === 'proposal'
          ? await fetchProposal(paydeck.http, id, signal)
          : await fetchAgreement(paydeck.http, id, signal),
      ),
  })
  const respond = useMutation({
    mutationFn: async (payload: ResponsePayload) =>
      asCommercial(
        kind,
        kind === 'proposal'
          ? await respondToProposal(paydeck.http, id, payload)
          : await respondToAgreement(paydeck.http, id, payload),
      ),
    onSuccess: (updated) => queryClient.setQueryData(queryKey, updated),
    // Refused (answered elsewhere meanwhile, say): show the document as it now is, with the reason beside it.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  })
  return { query, respond }
}
