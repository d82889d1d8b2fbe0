import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'

// What lies below the first screen (a second chart, the map) is drawn as it comes near, not while the page loads:
// on a phone, drawing it was a tenth of the main thread's work before the page answered.

/** Near means in view, or within a quarter of a screen below it (drawn just before it is scrolled to). */
const NEAR = '0px 0px 25% 0px'

/** Whether the element has come near the viewport; once true, it stays true. Without IntersectionObserver, true. */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: NEAR },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, ref])
  return near
}

export interface WhenNearViewportProps {
  /** Shown (and observed) until its place comes near the viewport; it holds the room of what replaces it. */
  placeholder: ReactNode
  /** Drawn once near, and kept. */
  children: ReactNode
}

/** Its children once its place comes near the viewport; the placeholder (holding their room) before. */
export function WhenNearViewport({ placeholder, children }: WhenNearViewportProps) {
  const place = useRef<HTMLDivElement>(null)
  return useNearViewport(place) ? children : <div ref={place}>{placeholder}</div>
}
