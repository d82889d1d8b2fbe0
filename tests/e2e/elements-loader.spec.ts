import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { CATALOG_URL, HTML_EMBED_URL } from '../../playwright.config'

test('one script tag brings every element, loading its code on first use', async ({ page }) => {
  const chunks: string[] = []
  const shared: string[] = []
  const downloaded: Promise<string>[] = []
  page.on('request', (request) => {
    if (/\/paydeck-elements\/notifications-[^/]*\.js$/.test(request.url())) chunks.push(request.url())
    if (/\/paydeck-elements\/shared-[^/]*\.js$/.test(request.url())) shared.push(request.url())
  })
  page.on('response', (response) => {
    if (response.url().includes('/paydeck-elements/')) downloaded.push(response.text())
  })
  await page.goto(`${CATALOG_URL}/loader.html`)
  const first = page.locator('paydeck-notifications-bell').first()
  // No client configured on this page: the element says so, in its own shadow root.
  await expect(first.getByRole('alert')).toHaveText(/has no client: set its paydeck property, or call configure/)
  await page.getByRole('button', { name: 'Add an element later' }).click()
  const later = page.locator('#later paydeck-notifications-bell')
  await expect(later.getByRole('alert')).toBeVisible()
  // The element's code and the shared chunk (React, ui) came once each, for both instances.
  expect(chunks).toHaveLength(1)
  expect(shared).toHaveLength(1)
  // Self-contained: its shadow root holds the reset and tokens, then the bell's own CSS, on a page with no
  // Paydeck CSS.
  expect(await first.evaluate((element) => element.shadowRoot!.adoptedStyleSheets.length)).toBe(2)
  // CSS per element: the page with the bell downloaded neither the date picker's nor the data table's styles.
  const code = (await Promise.all(downloaded)).join('\n')
  expect(code).toContain('pd-bg_neutralBg')
  expect(code).not.toContain('data-in-range')
  expect(code).not.toContain('pd-bd-cl_collapse')
  // The catalog's own demonstration element is not part of the production script.
  expect(await page.evaluate(() => customElements.get('paydeck-ui-showcase'))).toBeUndefined()
})

/** A page that pins this build of @paydeck/elements as its README says: the loader by integrity, the chunks by an import map. */
function pinnedPage(alter: (integrity: Record<string, string>) => void = () => undefined) {
  const folder = `${HTML_EMBED_URL}/paydeck-elements/`
  const { files } = JSON.parse(readFileSync('examples/html-embed/public/paydeck-elements/integrity.json', 'utf8')) as {
    files: Record<string, string>
  }
  const integrity = Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => file.endsWith('.js') && file !== 'index.js')
      .map(([file, hash]) => [`${folder}${file}`, hash]),
  )
  alter(integrity)
  return `<!doctype html><html lang="en"><head><title>Pinned</title>
<script type="importmap">${JSON.stringify({ integrity })}</script>
<script type="module" src="${folder}index.js" integrity="${files['index.js']}"></script>
</head><body><paydeck-notifications-bell></paydeck-notifications-bell></body></html>`
}

test('a page that pins every file loads the elements; a chunk that is not the pinned bytes is refused', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
  })
  const serve = (html: string) =>
    page.route(`${HTML_EMBED_URL}/pinned.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }))
  await serve(pinnedPage())
  await page.goto(`${HTML_EMBED_URL}/pinned.html`)
  await expect(page.locator('paydeck-notifications-bell').getByRole('alert')).toHaveText(/has no client/)
  expect(warnings.filter((text) => text.includes('@paydeck/elements'))).toEqual([])

  // The bell's chunk pinned to other bytes: the browser refuses it and the loader says why.
  await page.unroute(`${HTML_EMBED_URL}/pinned.html`)
  await serve(
    pinnedPage((integrity) => {
      const bell = Object.keys(integrity).find((url) => /\/notifications-[\w-]+\.js$/.test(url))!
      integrity[bell] = `sha384-${'A'.repeat(64)}`
    }),
  )
  warnings.length = 0
  await page.goto(`${HTML_EMBED_URL}/pinned.html`)
  await expect.poll(() => warnings.join('\n')).toMatch(/notifications-[\w-]+\.js is pinned to other bytes/)
  await expect(page.locator('paydeck-notifications-bell').getByRole('alert')).toHaveCount(0)
  expect(await page.evaluate(() => customElements.get('paydeck-notifications-bell'))).toBeUndefined()
})
