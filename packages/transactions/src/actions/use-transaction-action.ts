import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PaydeckHttpError, PaydeckNetworkError } from '@paydeck/core'
import { performTransactionAction, type ActionBody, type TransactionAction } from '@paydeck/core/transaction-actions'
import { usePaydeck } from '@paydeck/react'
import { readQuery, type DetailRef } from '../detail/transaction-reads'
import { transactionKeys } from '../shared/transaction-queries'

/**
 * One action the user started: its requestId is made once, when the dialog opens, and sent again by every retry, so
 * a double click or a retry after a lost answer is applied once. Whatever the outcome, every transaction query (the
 * detail, its timeline and related, the lookup's page and totals) is read again; when the answer was lost, before
 * the failure is shown (`checking` meanwhile), so what the dialog says next is the transaction as it now is.
 */
export function useTransactionAction(detailRef: DetailRef, action: TransactionAction) {
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const [requestId] = useState(() => crypto.randomUUID())
  const [checking, setChecking] = useState(false)
  /** Every transaction read again; settles once the detail's own read (what the dialog compares) has. */
  const readAgain = () => {
    void queryClient.invalidateQueries({ queryKey: transactionKeys.all })
    return queryClient.fetchQuery(readQuery(paydeck, 'details', detailRef)).catch(() => undefined)
  }
  const mutation = useMutation({
    mutationFn: async (body: ActionBody) => {
      try {
        return await performTransactionAction(paydeck.http, detailRef.id, action, body, {
          requestId,
          tenantId: detailRef.tenantId,
        })
      } catch (error) {
        if (isRetryable(error)) {
          setChecking(true)
          await readAgain().finally(() => setChecking(false))
        }
        throw error
      }
    },
    onSuccess: readAgain,
    // A refusal may come from a change someone else made: the screen shows the transaction as it is.
    onError: (error) => !isRetryable(error) && void readAgain(),
  })
  return { ...mutation, requestId, checking }
}

/** Only an answer that never came (or a server fault) is worth sending again; a refusal says why it stands. */
export const isRetryable = (error: unknown): boolean =>
  error instanceof PaydeckNetworkError || (error instanceof PaydeckHttpError && error.status >= 500)
