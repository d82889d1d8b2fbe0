import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { ANALYTICS_WINDOW_TITLE } from '@paydeck/core/analytics'
import { REMOTE_STYLES } from './remote-styles'

// The remote data-analytics page of seed 002, as a separate analytics service would serve it: its own origin (the
// sandbox's), a strict CSP, and no access to the user's tokens. The portal opens it in a window and sends it the
// figures; it sends back the changes the reader makes, signed with a key it made for that window.

const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'none'",
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/** The bundled page script: beside the built sandbox, or in dist when the sandbox runs from its sources. */
function pageScript(): string | null {
  for (const candidate of ['./analytics-page.js', '../../dist/analytics-page.js']) {
    const path = fileURLToPath(new URL(candidate, import.meta.url))
    if (existsSync(path)) return readFileSync(path, 'utf8')
  }
  return null
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export function analyticsPageRoutes(clientOrigins: readonly string[]) {
  const app = new Hono()
  const script = pageScript()
  const headers = { 'Content-Security-Policy': CSP, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' }

  app.get('/', (c) => {
    const host = c.req.query('host') ?? ''
    // The page talks only to a portal the sandbox serves: it posts its key and changes to that origin alone.
    if (!clientOrigins.includes(host)) {
      return c.text('Open Data Analytics from the portal: this page answers only a portal it knows.', 400, headers)
    }
    return c.html(
      `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="paydeck-host" content="${escapeAttribute(host)}" />
<title>${ANALYTICS_WINDOW_TITLE}</title>
<link rel="stylesheet" href="/analytics/page.css" />
<script src="/analytics/page.js" defer></script>
</head>
<body><noscript>Data Analytics needs JavaScript.</noscript></body>
</html>`,
      200,
      headers,
    )
  })
  app.get('/page.css', (c) => c.body(REMOTE_STYLES, 200, { ...headers, 'Content-Type': 'text/css; charset=utf-8' }))
  app.get('/page.js', (c) =>
    script === null
      ? c.text('Build the sandbox (pnpm --filter @paydeck/sandbox build) to serve the analytics page.', 503, headers)
      : c.body(script, 200, { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' }),
  )
  return app
}
