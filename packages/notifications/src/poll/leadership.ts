import { useEffect, useState } from 'react'

/**
 * Whether this tab leads: of the browser's tabs that show the page, one holds the lock (Web Locks) and polls for
 * all. A tab that is hidden lets go, so polling pauses when no tab is seen and moves to a tab that is.
 */
export function useLeadership(name: string, enabled = true): boolean {
  const [leading, setLeading] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
    let release: (() => void) | undefined
    let waiting: AbortController | undefined
    const stop = () => {
      waiting?.abort()
      waiting = undefined
      release?.()
      release = undefined
      setLeading(false)
    }
    const start = () => {
      if (document.visibilityState !== 'visible' || waiting || release) return
      if (!locks) return setLeading(true)
      const controller = new AbortController()
      waiting = controller
      locks
        .request(name, { signal: controller.signal }, () => {
          waiting = undefined
          setLeading(true)
          return new Promise<void>((resolve) => (release = resolve))
        })
        .catch(() => undefined)
    }
    const follow = () => (document.visibilityState === 'visible' ? start() : stop())
    start()
    document.addEventListener('visibilitychange', follow)
    return () => {
      document.removeEventListener('visibilitychange', follow)
      stop()
    }
  }, [name, enabled])
  return leading
}
