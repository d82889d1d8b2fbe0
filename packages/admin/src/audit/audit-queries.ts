import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  auditQueryKey,
  fetchAuditHead,
  fetchAuditPage,
  saveAuditRetention,
  type AuditQuery,
} from '@paydeck/core/administration'
import { usePaydeck } from '@paydeck/react'

export const auditKeys = {
  all: auditQueryKey,
  page: (query: AuditQuery) => [...auditKeys.all, 'page', query] as const,
  head: (tenantId: number | undefined) => [...auditKeys.all, 'head', tenantId ?? null] as const,
}

/** A page of the trail; read afresh each time it is shown (a change made a moment ago is on it). */
export function useAuditPage(query: AuditQuery, enabled = true) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: auditKeys.page(query),
    queryFn: ({ signal }) => fetchAuditPage(paydeck.http, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  })
}

export function useAuditHead(tenantId: number | undefined) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: auditKeys.head(tenantId),
    queryFn: ({ signal }) => fetchAuditHead(paydeck.http, tenantId, signal),
    staleTime: 0,
  })
}

/** How long the tenant keeps its records: saved, then the trail and its head read again (the change is on it). */
export function useRetentionChange(tenantId: number | undefined) {
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (days: number) => saveAuditRetention(paydeck.http, days, tenantId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  })
}
