// One constructed sheet per CSS text, shared by every shadow root of the page.
const sheets = new Map<string, CSSStyleSheet>()

/** Puts the design system's CSS into a shadow root (a constructable sheet, or a <style> where unsupported). */
export function adoptStyles(root: ShadowRoot, css: string): void {
  if (
    typeof CSSStyleSheet !== 'undefined' &&
    'adoptedStyleSheets' in root &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    let sheet = sheets.get(css)
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      sheets.set(css, sheet)
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  if (root.querySelector('style[data-paydeck]')) return
  const style = document.createElement('style')
  style.dataset.paydeck = ''
  style.textContent = css
  root.prepend(style)
}
