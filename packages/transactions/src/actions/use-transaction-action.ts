import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PaydeckHttpError, PaydeckNetworkError } from '@paydeck/core'
import { performTransactionAction, type ActionBody, type TransactionAction } from '@paydeck/core/transaction-actions'
import { usePaydeck } from '@paydeck/react'
import type { DetailRef } from '../detail/transaction-reads'
import { transactionKeys } from '../shared/transaction-queries'

/**
 * One action the user started: its requestId is made once, when the dialog opens, and sent again by every retry, so
 * a double click or a retry after a lost answer is applied once. Success refreshes every transaction query (the
 * detail, its timeline and related, the lookup's page and totals).
 */
export function useTransactionAction(detailRef: DetailRef, action: TransactionAction) {
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const [requestId] = useState(() => crypto.randomUUID())
  const mutation = useMutation({
    mutationFn: (body: ActionBody) =>
      performTransactionAction(paydeck.http, detailRef.id, action, body, { requestId, tenantId: detailRef.tenantId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
  })
  return { ...mutation, requestId }
}

/** Only an answer that never came (or a server fault) is worth sending again; a refusal says why it stands. */
export const isRetryable = (error: unknown): boolean =>
  error instanceof PaydeckNetworkError || (error instanceof PaydeckHttpError && error.status >= 500)
