/**
 * The print view: the viewer's content alone, as a clean page. It is printed from a frame of its own, because a
 * page's print styles cannot reach into an element's shadow root and the modal's chrome (backdrop, buttons,
 * scrolling box) has no place on paper. The frame runs no script; the body in it was sanitized already.
 */
const PRINT_CSS = `
  @page { margin: 18mm 16mm; }
  body { font: 11pt/1.5 system-ui, sans-serif; color: #111; margin: 0; }
  h1 { font-size: 16pt; margin: 0 0 12pt; }
  h2, h3 { font-size: 12pt; margin: 16pt 0 6pt; break-after: avoid; }
  dl { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6pt 16pt; margin: 0; }
  dt { font-size: 9pt; color: #555; }
  dd { margin: 0; font-weight: 600; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 8pt; break-inside: avoid; }
  caption { text-align: start; font-weight: 600; padding: 4pt 0; }
  th, td { text-align: start; padding: 3pt 6pt; border-bottom: 0.5pt solid #999; }
  [data-number] { text-align: end; font-variant-numeric: tabular-nums; }
  a { color: inherit; }
  a[href]::after { content: " (" attr(href) ")"; font-size: 9pt; color: #555; }
  img { max-width: 100%; }
`

export const PRINT_FRAME_ATTRIBUTE = 'data-paydeck-print'

const escapeText = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!)

/** The printable page for some rendered content: a heading, the content's markup and the print styles. */
export function printPage(content: Element, title: string, lang: string): string {
  return `<!doctype html><html lang="${escapeText(lang)}"><head><meta charset="utf-8"><title>${escapeText(title)}</title><style>${PRINT_CSS}</style></head><body><h1>${escapeText(title)}</h1>${content.innerHTML}</body></html>`
}

/** Prints the content from a frame of its own; the frame stays (hidden) until the next print. */
export function printDocument(content: Element, title: string, lang: string): void {
  document.querySelector(`iframe[${PRINT_FRAME_ATTRIBUTE}]`)?.remove()
  const frame = document.createElement('iframe')
  frame.setAttribute(PRINT_FRAME_ATTRIBUTE, '')
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
  frame.title = title
  // No scripts in the frame; same origin so this page may call print() on it, modals so print() may run.
  frame.setAttribute('sandbox', 'allow-same-origin allow-modals')
  frame.style.cssText = 'position:fixed;inset-inline-start:0;inset-block-start:0;inline-size:0;block-size:0;border:0'
  frame.addEventListener('load', () => frame.contentWindow?.print(), { once: true })
  frame.srcdoc = printPage(content, title, lang)
  document.body.append(frame)
}
