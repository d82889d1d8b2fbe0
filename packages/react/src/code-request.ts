import { useEffect, useState } from 'react'
import type { CodeRequest } from '@paydeck/core'
import { usePaydeck } from './paydeck-provider'

/**
 * The change waiting for the user's one-time code, if any, while this component listens (the app's shell, or each
 * element: a change its role marks "Needs a code" is asked for, not refused), and `end` once the code step is over.
 * ui's `CodeStep` shows it.
 */
export function useCodeRequest(): { request: CodeRequest | null; end: () => void } {
  const paydeck = usePaydeck()
  const [request, setRequest] = useState<CodeRequest | null>(null)
  useEffect(() => paydeck.http.onCodeNeeded(setRequest), [paydeck])
  return { request, end: () => setRequest(null) }
}
