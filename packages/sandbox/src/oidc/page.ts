import { createHash } from 'node:crypto'

// The sandbox's own pages (login, sign-out, errors): plain, readable, no external assets, and sent with a strict
// policy: nothing but their own inline style (and the sign-out's one line of script) by hash, no framing, no
// sniffing, no referrer, no caching.

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2328; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f5f5f5; }
  main { inline-size: min(26rem, calc(100vw - 2rem)); background: #fff; border-radius: 12px;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); padding: 2rem; box-sizing: border-box; }
  h1 { font-size: 1.375rem; margin: 0 0 0.25rem; }
  p.lead { margin: 0 0 1.5rem; color: #57606a; }
  label { display: block; font-weight: 600; margin-block: 1rem 0.375rem; }
  input { box-sizing: border-box; inline-size: 100%; font: inherit; padding: 0.625rem 0.75rem; border: 1px solid #8c959f; border-radius: 8px; }
  input[aria-invalid='true'] { border-color: #cf222e; }
  input:focus-visible, button:focus-visible { outline: 3px solid #2e43fe; outline-offset: 2px; }
  .actions { display: flex; gap: 0.75rem; margin-block-start: 1.5rem; }
  button { font: inherit; font-weight: 600; padding: 0.625rem 1rem; border-radius: 8px; cursor: pointer; border: 1px solid transparent; }
  button.primary { background: #2e43fe; color: #fff; flex: 1; }
  button.secondary { background: #fff; color: #1f2328; border-color: #8c959f; }
  .error { margin-block-start: 1rem; padding: 0.75rem; border-radius: 8px; background: #ffebe9; color: #82071e; border: 1px solid #ff818266; }
  .hint { margin-block-start: 1.5rem; font-size: 0.875rem; color: #57606a; }
  .brand { font-weight: 700; color: #2e43fe; letter-spacing: 0.02em; margin-block-end: 1rem; }
  @media (prefers-reduced-motion: reduce) { * { transition: none !important; } }
`

/** The sign-out confirmation submits itself: the portal asked for the sign-out. */
export const SUBMIT_FORM = 'document.forms[0].submit()'

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * The headers of every page of the sandbox's own. Its forms post to the sandbox, which then sends the browser on to
 * a client (the portal, an example), which browsers hold to form-action too: those origins are allowed.
 */
export function pageHeaders(clientOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      // The page's empty icon (below): without one a browser asks for /favicon.ico, which the policy refuses.
      'img-src data:',
      `style-src ${hashOf(STYLE)}`,
      `script-src ${hashOf(SUBMIT_FORM)}`,
      `form-action 'self' ${clientOrigins.join(' ')}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  }
}

export function plainPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${title} · Paydeck sandbox</title>
<link rel="icon" href="data:," />
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`
}
