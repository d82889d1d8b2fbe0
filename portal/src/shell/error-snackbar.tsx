import { useEffect } from 'react'
import { usePaydeck, userMessageOf } from '@paydeck/react'
import { useAlerts } from '@paydeck/ui'

/** Seed 000 section 8: every failed call shows its catalogue text in the 7 s snackbar (403: the fixed text). */
export function ErrorSnackbar() {
  const paydeck = usePaydeck()
  const alerts = useAlerts()
  useEffect(() => paydeck.http.onError((error) => void alerts.error(userMessageOf(error))), [paydeck, alerts])
  return null
}

/** A failed call's snackbar belongs to the page it failed on: leaving the page dismisses it (not other messages). */
export function useErrorsEndWithPage(path: string) {
  const alerts = useAlerts()
  useEffect(() => () => alerts.dismissErrors(), [path, alerts])
}
