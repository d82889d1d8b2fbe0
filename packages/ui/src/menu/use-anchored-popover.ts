import { useEffect, useRef, useState } from 'react'

/**
 * A native popover placed under its button when it opens (the top layer knows no anchor in every browser yet):
 * at the button's inline start, or its end, kept inside the page. The browser closes it on Escape or a click
 * outside and hands focus back.
 */
export function useAnchoredPopover<P extends HTMLElement>(align: 'start' | 'end', onOpen?: (popover: P) => void) {
  const trigger = useRef<HTMLButtonElement>(null)
  const popover = useRef<P>(null)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const element = popover.current
    if (!element) return
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open'
      setOpen(opened)
      if (!opened || !trigger.current) return
      const box = trigger.current.getBoundingClientRect()
      const pageWidth = document.documentElement.clientWidth
      element.style.minWidth = align === 'start' ? `${box.width}px` : ''
      const left =
        align === 'end'
          ? Math.min(box.right, pageWidth - 8) - element.offsetWidth
          : Math.min(box.left, pageWidth - 8 - element.offsetWidth)
      element.style.top = `${window.scrollY + box.bottom + 4}px`
      element.style.left = `${window.scrollX + Math.max(8, left)}px`
      onOpen?.(element)
    }
    element.addEventListener('toggle', onToggle)
    return () => element.removeEventListener('toggle', onToggle)
    // onOpen is read when the popover opens; its identity does not matter.
  }, [align])
  return { trigger, popover, open }
}
