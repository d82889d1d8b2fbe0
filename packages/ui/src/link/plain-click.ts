import type { MouseEvent } from 'react'

/**
 * Whether a click on a link is the app's to handle in place: a plain primary click. A modified or middle click is
 * the browser's (new tab, new window, download), so a link that opens something in place lets those through.
 */
export const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
