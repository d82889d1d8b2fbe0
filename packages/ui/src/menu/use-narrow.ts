import { useEffect, useState } from 'react'

/**
 * Whether an element is narrower than a width, live: a widget lays itself out by the room it is given (a column
 * of the host's page, a phone), which a media query of the whole window cannot tell. Give the returned ref to
 * the element (it may mount later than the component).
 */
export function useNarrow(belowPx: number): [ref: (element: HTMLElement | null) => void, narrow: boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null)
  const [narrow, setNarrow] = useState(false)
  useEffect(() => {
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setNarrow(entry.contentRect.width < belowPx)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, belowPx])
  return [setElement, narrow]
}
