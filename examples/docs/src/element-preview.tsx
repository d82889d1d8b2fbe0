import { useEffect, useRef } from 'react'
import type { Values } from './catalogue'

/**
 * The element as a plain page has it: created by the DOM, its attributes set from the reader's values, its events
 * told to the page. Made anew when the tag changes; attributes follow the values in place.
 */
export function ElementPreview({
  tag,
  values,
  events,
  onEvent,
}: {
  tag: string
  values: Values
  events: string[]
  onEvent: (name: string, detail: unknown) => void
}) {
  const slot = useRef<HTMLDivElement>(null)
  const element = useRef<HTMLElement | null>(null)
  const onEventRef = useRef(onEvent)
  useEffect(() => {
    onEventRef.current = onEvent
  })

  useEffect(() => {
    const created = document.createElement(tag)
    const listeners = events.map((name) => {
      const listener = (event: Event) => onEventRef.current(name, (event as CustomEvent).detail)
      created.addEventListener(name, listener)
      return [name, listener] as const
    })
    element.current = created
    slot.current?.replaceChildren(created)
    return () => {
      for (const [name, listener] of listeners) created.removeEventListener(name, listener)
      created.remove()
      element.current = null
    }
  }, [tag, events])

  useEffect(() => {
    const target = element.current
    if (!target) return
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined || value === '' || value === false) target.removeAttribute(name)
      else target.setAttribute(name, value === true ? '' : String(value))
    }
  }, [values, tag, events])

  return <div ref={slot} className="element-slot" />
}
