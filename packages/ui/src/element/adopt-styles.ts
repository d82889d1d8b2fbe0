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
  if (root.querySelector('style[data-paydeck]')) return
  root.prepend(
    ...styles.map((css) => {
      const style = document.createElement('style')
      style.dataset.paydeck = ''
      style.textContent = css
      return style
    }),
  )
}
