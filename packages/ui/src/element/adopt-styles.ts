// One constructed sheet per CSS text, shared by every shadow root of the page.
const sheets = new Map<string, CSSStyleSheet>()

function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  return sheet
}

/** Puts style sheets into a shadow root, in order (constructable sheets, or <style> elements where unsupported). */
export function adoptStyles(root: ShadowRoot, css: string | readonly string[]): void {
  const styles = typeof css === 'string' ? [css] : css
  if (
    typeof CSSStyleSheet !== 'undefined' &&
    'adoptedStyleSheets' in root &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    const wanted = styles.map(sheetOf)
    if (wanted.some((sheet) => !root.adoptedStyleSheets.includes(sheet)))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((sheet) => !wanted.includes(sheet)), ...wanted]
    return
  }
  // Without constructable sheets: a <style> per sheet the root lacks, after those it has.
  const present = [...root.querySelectorAll<HTMLStyleElement>('style[data-paydeck]')]
  const held = new Set(present.map((style) => style.textContent))
  const missing = styles
    .filter((sheet) => !held.has(sheet))
    .map((sheet) => {
      const style = document.createElement('style')
      style.dataset.paydeck = ''
      style.textContent = sheet
      return style
    })
  if (missing.length === 0) return
  const last = present.at(-1)
  if (last) last.after(...missing)
  else root.prepend(...missing)
}
