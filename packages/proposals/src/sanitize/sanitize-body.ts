import DOMPurify, { type Config } from 'dompurify'

// Only web links and mail; javascript:, data: and anything else are dropped from href and src.
const SAFE_URL = /^(?:https?:|mailto:|#|\/(?!\/))/i

const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ALLOWED_URI_REGEXP: SAFE_URL,
}

let purifier: ReturnType<typeof DOMPurify> | null = null

// A DOM that cannot sanitize (some test and server DOMs claim support and keep what DOMPurify removes) gets text,
// not markup. The probe's attribute is one DOMPurify removes by the same path as a handler, but no browser reports
// it: an inline handler, even parsed in DOMPurify's inert document, raises a CSP violation report on a strict page.
const PROBE_ATTRIBUTE = 'paydeck-probe'
const PROBE = `<b ${PROBE_ATTRIBUTE}="1">probe</b>`
const escapeMarkup = (html: string) => html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** One DOMPurify per page, with the hook that makes every link open apart from the viewer. */
function getPurifier() {
  if (purifier) return purifier
  purifier = DOMPurify(window)
  if (!purifier.isSupported || (purifier.sanitize(PROBE) as string).includes(PROBE_ATTRIBUTE)) {
    purifier = { sanitize: escapeMarkup } as unknown as ReturnType<typeof DOMPurify>
    return purifier
  }
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  return purifier
}

/**
 * A proposal's or agreement's body, safe to render: no script, no event handler, no javascript: or data: URL,
 * and links that open in a new tab without handing it this window (seed 002; the brief: all server HTML).
 */
export function sanitizeBody(html: string): string {
  return getPurifier().sanitize(html, config) as string
}
