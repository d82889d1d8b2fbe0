import { useEffect, useRef, useState } from 'react'
import { analyticsHost, popupFeatures, type Analytics, type ReportChange } from '@paydeck/core/analytics'

export type WindowState = 'closed' | 'opening' | 'open' | 'blocked'

/** The window's name: opening again brings the same window back rather than a second one. */
const WINDOW_NAME = 'paydeck-data-analytics'
/** How often the page checks that the window is still there (closed without a word, say by a crash). */
const CLOSED_CHECK_MS = 1000

/**
 * The host's side of the analytics window: opens it, listens to its messages (core's `analyticsHost` decides
 * which count), sends it the latest figures, and hands each signed change to `onChange`.
 */
export function useAnalyticsWindow({
  analyticsUrl,
  figures,
  onChange,
}: {
  analyticsUrl: string
  figures: Analytics | undefined
  onChange: (change: ReportChange) => void
}) {
  const [state, setState] = useState<WindowState>('closed')
  const [refused, setRefused] = useState(0)
  const popup = useRef<Window | null>(null)
  const changeRef = useRef(onChange)
  changeRef.current = onChange
  const [host] = useState(() =>
    analyticsHost({
      remoteOrigin: new URL(analyticsUrl).origin,
      onOpened: () => setState('open'),
      onClosed: () => setState('closed'),
      onChange: (change) => changeRef.current(change),
      log: (message) => {
        console.warn(message)
        setRefused((count) => count + 1)
      },
    }),
  )

  useEffect(() => {
    const receive = (event: MessageEvent) => void host.receive(event)
    window.addEventListener('message', receive)
    return () => {
      window.removeEventListener('message', receive)
      host.close()
    }
  }, [host])

  useEffect(() => {
    if (figures) host.update(figures)
  }, [host, figures])

  useEffect(() => {
    if (state !== 'open' && state !== 'opening') return
    const check = setInterval(() => {
      if (popup.current?.closed) {
        host.close()
        setState('closed')
      }
    }, CLOSED_CHECK_MS)
    return () => clearInterval(check)
  }, [host, state])

  const open = () => {
    if (state === 'open' && popup.current && !popup.current.closed) return popup.current.focus()
    const url = new URL(analyticsUrl)
    url.searchParams.set('host', window.location.origin)
    const opened = window.open(url.href, WINDOW_NAME, popupFeatures(window))
    popup.current = opened
    host.attach(opened)
    setState(opened ? 'opening' : 'blocked')
  }

  return { state, refused, open }
}
