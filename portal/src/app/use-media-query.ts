import { useSyncExternalStore } from 'react'

/** Whether a media query matches, live (the layout changes when a window is resized or a phone turned). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
  )
}

/** The widths the portal's layout changes at (the shell's and the toolbar's styles use the same). */
export const PHONE = '(max-width: 40rem)'
/** Narrow: the vertical menu slides in over the page when opened. */
export const NARROW = '(max-width: 60rem)'
