import { lazy, Suspense, useEffect, useState } from 'react'
import type { CodeRequest } from '@paydeck/core'
import { usePaydeck } from '@paydeck/react'

const CodeStepDialog = lazy(() => import('./code-step-dialog'))

/**
 * Asks for the one-time code of a change the user's role marks "Needs a code", whichever screen made it: the change
 * waits, goes again with the code, and its form hears only how it ended (a wrong code is said here, and asked again).
 */
export function CodeStep() {
  const paydeck = usePaydeck()
  const [request, setRequest] = useState<CodeRequest | null>(null)
  useEffect(() => paydeck.http.onCodeNeeded((asked) => setRequest(asked)), [paydeck])
  if (!request) return null
  return (
    <Suspense fallback={null}>
      <CodeStepDialog request={request} onEnd={() => setRequest(null)} />
    </Suspense>
  )
}
