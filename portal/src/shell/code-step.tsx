import { useCodeRequest } from '@paydeck/react'
import { CodeStep as AskForCode } from '@paydeck/ui'

/** The portal's code step: ui's, for the portal's client (every element of a page has its own the same way). */
export function CodeStep() {
  const { request, end } = useCodeRequest()
  return <AskForCode request={request} onEnd={end} />
}
