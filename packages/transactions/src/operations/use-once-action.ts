import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PaydeckHttpError } from '@paydeck/core'

/**
 * A change the server makes once per requestId (applying a draft, approving, discarding): a retry after an answer that
 * never came sends the same requestId and changes nothing twice; a refusal is an answer, so the next try (with other
 * choices) is a new request. Once made, what `scope` shows is asked again and `onDone` gets the answer.
 */
export function useOnceAction<R>(
  send: (requestId: string) => Promise<R>,
  { scope, onDone }: { scope: readonly unknown[]; onDone: (answer: R) => void },
) {
  const queryClient = useQueryClient()
  const [requestId, setRequestId] = useState(() => crypto.randomUUID())
  return useMutation({
    mutationFn: () => send(requestId),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: scope })
      onDone(answer)
    },
    onError: (error) => {
      if (error instanceof PaydeckHttpError && error.status < 500) setRequestId(crypto.randomUUID())
    },
  })
}
