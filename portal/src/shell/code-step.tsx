import { useEffect, useState } from 'react'
import type { CodeRequest } from '@paydeck/core'
import { usePaydeck } from '@paydeck/react'
import { ScaDialog } from '@paydeck/ui'

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
    <ScaDialog
      onConfirm={async (code) => {
        const problem = await request.send(code)
        if (problem === null) setRequest(null)
        return problem
      }}
      onClose={() => {
        request.cancel()
        setRequest(null)
      }}
    />
  )
}
